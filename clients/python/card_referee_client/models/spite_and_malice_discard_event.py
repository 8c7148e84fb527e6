from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_discard_event_type import SpiteAndMaliceDiscardEventType






T = TypeVar("T", bound="SpiteAndMaliceDiscardEvent")



@_attrs_define
class SpiteAndMaliceDiscardEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceDiscardEventType): "discard"
            player (int): the mover
            card (str): the card discarded Example: 10D.
            slot (int): the discard slot, 0-3 for D1-D4 (SAM-7.1)
     """

    type_: SpiteAndMaliceDiscardEventType
    player: int
    card: str
    slot: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        card = self.card

        slot = self.slot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "card": card,
            "slot": slot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMaliceDiscardEventType(d.pop("type"))




        player = d.pop("player")

        card = d.pop("card")

        slot = d.pop("slot")

        spite_and_malice_discard_event = cls(
            type_=type_,
            player=player,
            card=card,
            slot=slot,
        )

        return spite_and_malice_discard_event

