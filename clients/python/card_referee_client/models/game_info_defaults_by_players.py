from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_info_defaults_by_players_additional_property import GameInfoDefaultsByPlayersAdditionalProperty





T = TypeVar("T", bound="GameInfoDefaultsByPlayers")



@_attrs_define
class GameInfoDefaultsByPlayers:
    """ by player count ("2", "4"), every option as the referee resolves it when a client names only that count: a game may
    tie a default to the seat count (Spite and Malice's mixed deal and pay-off size with 4 or 6 players, SAM-12.5.2),
    which `options[].default` cannot say

        Example:
            {'2': {'players': 2, 'target_score': 21, 'first_player': 'random'}}

     """

    additional_properties: dict[str, GameInfoDefaultsByPlayersAdditionalProperty] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_info_defaults_by_players_additional_property import GameInfoDefaultsByPlayersAdditionalProperty # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_info_defaults_by_players_additional_property import GameInfoDefaultsByPlayersAdditionalProperty # noqa: PLC0415
        d = dict(src_dict)
        game_info_defaults_by_players = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = GameInfoDefaultsByPlayersAdditionalProperty.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        game_info_defaults_by_players.additional_properties = additional_properties
        return game_info_defaults_by_players

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> GameInfoDefaultsByPlayersAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: GameInfoDefaultsByPlayersAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
