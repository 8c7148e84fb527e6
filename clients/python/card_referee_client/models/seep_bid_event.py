from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_bid_event_type import SeepBidEventType






T = TypeVar("T", bound="SeepBidEvent")



@_attrs_define
class SeepBidEvent:
    """ 
        Attributes:
            type_ (SeepBidEventType): bid
            player (int): the bidder
            value (int): the bid, 9 to 13 (SEP-3.3)
     """

    type_: SeepBidEventType
    player: int
    value: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepBidEventType(d.pop("type"))




        player = d.pop("player")

        value = d.pop("value")

        seep_bid_event = cls(
            type_=type_,
            player=player,
            value=value,
        )

        return seep_bid_event

