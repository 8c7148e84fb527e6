from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.seep_state import SeepState





T = TypeVar("T", bound="SeepLegalMovesRequest")



@_attrs_define
class SeepLegalMovesRequest:
    """ 
        Attributes:
            state (SeepState | Unset):
            seal (str | Unset): the `seal` the referee answered beside this state; required when the referee runs with
                REFEREE_REQUIRE_SEAL
            token (str | Unset): the position as an opaque token from an earlier answer, in place of `state`
            seat_key (str | Unset): with a token: the key of the seat the request acts or looks as (from `seat_keys`); every
                seat it names must be that one
            player (int | None | Unset): seat whose moves to list; absent or null: every seat that may move now, or with a
                token the seat its `seat_key` proves
            limit (int | Unset): cap on the list (at most 1000)
     """

    state: SeepState | Unset = UNSET
    seal: str | Unset = UNSET
    token: str | Unset = UNSET
    seat_key: str | Unset = UNSET
    player: int | None | Unset = UNSET
    limit: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_state import SeepState # noqa: PLC0415
        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        seal = self.seal

        token = self.token

        seat_key = self.seat_key

        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        limit = self.limit


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if state is not UNSET:
            field_dict["state"] = state
        if seal is not UNSET:
            field_dict["seal"] = seal
        if token is not UNSET:
            field_dict["token"] = token
        if seat_key is not UNSET:
            field_dict["seat_key"] = seat_key
        if player is not UNSET:
            field_dict["player"] = player
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seep_state import SeepState # noqa: PLC0415
        d = dict(src_dict)
        _state = d.pop("state", UNSET)
        state: SeepState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SeepState.from_dict(_state)




        seal = d.pop("seal", UNSET)

        token = d.pop("token", UNSET)

        seat_key = d.pop("seat_key", UNSET)

        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        limit = d.pop("limit", UNSET)

        seep_legal_moves_request = cls(
            state=state,
            seal=seal,
            token=token,
            seat_key=seat_key,
            player=player,
            limit=limit,
        )

        return seep_legal_moves_request

