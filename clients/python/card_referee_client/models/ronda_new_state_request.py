from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_new_state_request_players import RondaNewStateRequestPlayers
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_option_choices import RondaOptionChoices





T = TypeVar("T", bound="RondaNewStateRequest")



@_attrs_define
class RondaNewStateRequest:
    """ 
        Attributes:
            opaque (bool | Unset): answer a `token` in place of `state` (implied when the request sent a token; needs
                REFEREE_STATE_KEYS)
            views (list[int | None] | Unset): seats whose views to add to the answer; null for a spectator
            players (RondaNewStateRequestPlayers | Unset): number of seats; the same as options.players
            options (RondaOptionChoices | Unset): options of a new match: any of the game's, each optional (an option left
                out takes its default), no others
            seed (str | Unset): seed of every shuffle of the match; drawn at random when absent
     """

    opaque: bool | Unset = UNSET
    views: list[int | None] | Unset = UNSET
    players: RondaNewStateRequestPlayers | Unset = UNSET
    options: RondaOptionChoices | Unset = UNSET
    seed: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_option_choices import RondaOptionChoices # noqa: PLC0415
        opaque = self.opaque

        views: list[int | None] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = []
            for views_item_data in self.views:
                views_item: int | None
                views_item = views_item_data
                views.append(views_item)



        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if opaque is not UNSET:
            field_dict["opaque"] = opaque
        if views is not UNSET:
            field_dict["views"] = views
        if players is not UNSET:
            field_dict["players"] = players
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_option_choices import RondaOptionChoices # noqa: PLC0415
        d = dict(src_dict)
        opaque = d.pop("opaque", UNSET)

        _views = d.pop("views", UNSET)
        views: list[int | None] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                def _parse_views_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                views_item = _parse_views_item(views_item_data)

                views.append(views_item)


        _players = d.pop("players", UNSET)
        players: RondaNewStateRequestPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = RondaNewStateRequestPlayers(_players)




        _options = d.pop("options", UNSET)
        options: RondaOptionChoices | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = RondaOptionChoices.from_dict(_options)




        seed = d.pop("seed", UNSET)

        ronda_new_state_request = cls(
            opaque=opaque,
            views=views,
            players=players,
            options=options,
            seed=seed,
        )

        return ronda_new_state_request

