from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_sweep_event_type import CassinoSweepEventType






T = TypeVar("T", bound="CassinoSweepEvent")



@_attrs_define
class CassinoSweepEvent:
    """ 
        Attributes:
            player (int): the seat that moved
            type_ (CassinoSweepEventType): "sweep"
            side (str): the side that swept the table (CAS-4.5); side names: "0" and "1" with 2 players, the teams "0+2" and
                "1+3" with 4 (CAS-2.3)
            sweeps (int): that side's sweeps in this game so far
     """

    player: int
    type_: CassinoSweepEventType
    side: str
    sweeps: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        side = self.side

        sweeps = self.sweeps


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "side": side,
            "sweeps": sweeps,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = CassinoSweepEventType(d.pop("type"))




        side = d.pop("side")

        sweeps = d.pop("sweeps")

        cassino_sweep_event = cls(
            player=player,
            type_=type_,
            side=side,
            sweeps=sweeps,
        )

        return cassino_sweep_event

