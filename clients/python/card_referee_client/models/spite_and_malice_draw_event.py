from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_draw_event_type import SpiteAndMaliceDrawEventType






T = TypeVar("T", bound="SpiteAndMaliceDrawEvent")



@_attrs_define
class SpiteAndMaliceDrawEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceDrawEventType): "draw"
            player (int): the seat that drew on an empty hand (SAM-4.5)
            count (int): cards drawn from the stock; never which (SAM-3.3)
     """

    type_: SpiteAndMaliceDrawEventType
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
        type_ = SpiteAndMaliceDrawEventType(d.pop("type"))




        player = d.pop("player")

        count = d.pop("count")

        spite_and_malice_draw_event = cls(
            type_=type_,
            player=player,
            count=count,
        )

        return spite_and_malice_draw_event

