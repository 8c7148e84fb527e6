from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_option_choices_first_dealer import ModuloOptionChoicesFirstDealer
from ..models.modulo_option_choices_players import ModuloOptionChoicesPlayers
from ..types import UNSET, Unset






T = TypeVar("T", bound="ModuloOptionChoices")



@_attrs_define
class ModuloOptionChoices:
    """ options of a new match: any of the game's, each optional (an option left out takes its default), no others

        Attributes:
            players (ModuloOptionChoicesPlayers | Unset): always three players (MOD-1.1)
            deals (int | Unset): number of deals in the game
            first_dealer (ModuloOptionChoicesFirstDealer | Unset): the seat that deals deal 1
            all_bid_enabled (bool | Unset): whether the all-bid (ALL) exists
            sweep_points (int | Unset): points for taking all 13 tricks, whatever the bid
     """

    players: ModuloOptionChoicesPlayers | Unset = UNSET
    deals: int | Unset = UNSET
    first_dealer: ModuloOptionChoicesFirstDealer | Unset = UNSET
    all_bid_enabled: bool | Unset = UNSET
    sweep_points: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        deals = self.deals

        first_dealer: int | Unset = UNSET
        if not isinstance(self.first_dealer, Unset):
            first_dealer = self.first_dealer.value


        all_bid_enabled = self.all_bid_enabled

        sweep_points = self.sweep_points


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if players is not UNSET:
            field_dict["players"] = players
        if deals is not UNSET:
            field_dict["deals"] = deals
        if first_dealer is not UNSET:
            field_dict["first_dealer"] = first_dealer
        if all_bid_enabled is not UNSET:
            field_dict["all_bid_enabled"] = all_bid_enabled
        if sweep_points is not UNSET:
            field_dict["sweep_points"] = sweep_points

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _players = d.pop("players", UNSET)
        players: ModuloOptionChoicesPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = ModuloOptionChoicesPlayers(_players)




        deals = d.pop("deals", UNSET)

        _first_dealer = d.pop("first_dealer", UNSET)
        first_dealer: ModuloOptionChoicesFirstDealer | Unset
        if isinstance(_first_dealer,  Unset):
            first_dealer = UNSET
        else:
            first_dealer = ModuloOptionChoicesFirstDealer(_first_dealer)




        all_bid_enabled = d.pop("all_bid_enabled", UNSET)

        sweep_points = d.pop("sweep_points", UNSET)

        modulo_option_choices = cls(
            players=players,
            deals=deals,
            first_dealer=first_dealer,
            all_bid_enabled=all_bid_enabled,
            sweep_points=sweep_points,
        )

        return modulo_option_choices

