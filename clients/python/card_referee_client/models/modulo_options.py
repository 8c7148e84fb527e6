from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_options_first_dealer import ModuloOptionsFirstDealer
from ..models.modulo_options_players import ModuloOptionsPlayers






T = TypeVar("T", bound="ModuloOptions")



@_attrs_define
class ModuloOptions:
    """ 
        Attributes:
            players (ModuloOptionsPlayers): always 3 (MOD-1.1)
            deals (int): deals in the game, 1 to 100 (MOD-7.1)
            first_dealer (ModuloOptionsFirstDealer): the seat that deals deal 1 (MOD-7.2)
            all_bid_enabled (bool): whether the all-bid exists (MOD-7.3)
            sweep_points (int): points for taking all 13 tricks, whatever the bid: -100 to 100 (MOD-7.4)
     """

    players: ModuloOptionsPlayers
    deals: int
    first_dealer: ModuloOptionsFirstDealer
    all_bid_enabled: bool
    sweep_points: int





    def to_dict(self) -> dict[str, Any]:
        players = self.players.value

        deals = self.deals

        first_dealer = self.first_dealer.value

        all_bid_enabled = self.all_bid_enabled

        sweep_points = self.sweep_points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "deals": deals,
            "first_dealer": first_dealer,
            "all_bid_enabled": all_bid_enabled,
            "sweep_points": sweep_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = ModuloOptionsPlayers(d.pop("players"))




        deals = d.pop("deals")

        first_dealer = ModuloOptionsFirstDealer(d.pop("first_dealer"))




        all_bid_enabled = d.pop("all_bid_enabled")

        sweep_points = d.pop("sweep_points")

        modulo_options = cls(
            players=players,
            deals=deals,
            first_dealer=first_dealer,
            all_bid_enabled=all_bid_enabled,
            sweep_points=sweep_points,
        )

        return modulo_options

