from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_suggestion_request_level import SpiteAndMaliceSuggestionRequestLevel
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.spite_and_malice_state import SpiteAndMaliceState





T = TypeVar("T", bound="SpiteAndMaliceSuggestionRequest")



@_attrs_define
class SpiteAndMaliceSuggestionRequest:
    """ 
        Attributes:
            player (int): the seat to suggest a move for; it must be able to move now
            level (SpiteAndMaliceSuggestionRequestLevel): `random`: any legal move, uniformly; `greedy`: the move that
                scores best at once (points, captures, cards shed); `expert`: a search over deals consistent with what the seat
                sees, within `budget_ms`
            state (SpiteAndMaliceState | Unset):
            seal (str | Unset): the `seal` the referee answered beside this state; required when the referee runs with
                REFEREE_REQUIRE_SEAL
            token (str | Unset): the position as an opaque token from an earlier answer, in place of `state`
            seat_key (str | Unset): with a token: the key of the seat the request acts or looks as (from `seat_keys`); every
                seat it names must be that one
            budget_ms (int | Unset): the expert's thinking time in milliseconds (default 200, at most 1000); other levels
                ignore it
            seed (str | Unset): seeds the bot's own draws, so that the same request gets the same move; drawn at random when
                absent
     """

    player: int
    level: SpiteAndMaliceSuggestionRequestLevel
    state: SpiteAndMaliceState | Unset = UNSET
    seal: str | Unset = UNSET
    token: str | Unset = UNSET
    seat_key: str | Unset = UNSET
    budget_ms: int | Unset = UNSET
    seed: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.spite_and_malice_state import SpiteAndMaliceState # noqa: PLC0415
        player = self.player

        level = self.level.value

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        seal = self.seal

        token = self.token

        seat_key = self.seat_key

        budget_ms = self.budget_ms

        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "level": level,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if seal is not UNSET:
            field_dict["seal"] = seal
        if token is not UNSET:
            field_dict["token"] = token
        if seat_key is not UNSET:
            field_dict["seat_key"] = seat_key
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.spite_and_malice_state import SpiteAndMaliceState # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        level = SpiteAndMaliceSuggestionRequestLevel(d.pop("level"))




        _state = d.pop("state", UNSET)
        state: SpiteAndMaliceState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SpiteAndMaliceState.from_dict(_state)




        seal = d.pop("seal", UNSET)

        token = d.pop("token", UNSET)

        seat_key = d.pop("seat_key", UNSET)

        budget_ms = d.pop("budget_ms", UNSET)

        seed = d.pop("seed", UNSET)

        spite_and_malice_suggestion_request = cls(
            player=player,
            level=level,
            state=state,
            seal=seal,
            token=token,
            seat_key=seat_key,
            budget_ms=budget_ms,
            seed=seed,
        )

        return spite_and_malice_suggestion_request

