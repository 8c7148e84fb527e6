from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_refill_event_type import SpiteAndMaliceRefillEventType






T = TypeVar("T", bound="SpiteAndMaliceRefillEvent")



@_attrs_define
class SpiteAndMaliceRefillEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceRefillEventType): "refill"
            player (int): the seat whose hand was refilled to five (SAM-4.1, SAM-12.6.1)
            count (int): cards drawn from the stock; never which (SAM-3.3)
     """

    type_: SpiteAndMaliceRefillEventType
    player: int
    count: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMaliceRefillEventType(d.pop("type"))




        player = d.pop("player")

        count = d.pop("count")

        spite_and_malice_refill_event = cls(
            type_=type_,
            player=player,
            count=count,
        )

        return spite_and_malice_refill_event

