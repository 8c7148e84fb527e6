from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_bid_event_type import ModuloBidEventType






T = TypeVar("T", bound="ModuloBidEvent")



@_attrs_define
class ModuloBidEvent:
    """ 
        Attributes:
            type_ (ModuloBidEventType): bid
            player (int): the seat that bid; the value stays secret (MOD-3.4)
     """

    type_: ModuloBidEventType
    player: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ModuloBidEventType(d.pop("type"))




        player = d.pop("player")

        modulo_bid_event = cls(
            type_=type_,
            player=player,
        )

        return modulo_bid_event

