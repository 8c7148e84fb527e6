from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_reveal_event_type import SeepRevealEventType
from typing import cast






T = TypeVar("T", bound="SeepRevealEvent")



@_attrs_define
class SeepRevealEvent:
    """ 
        Attributes:
            type_ (SeepRevealEventType): reveal
            cards (list[str]): the four floor cards, turned up after the bid (SEP-3.5)
     """

    type_: SeepRevealEventType
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepRevealEventType(d.pop("type"))




        cards = cast(list[str], d.pop("cards"))


        seep_reveal_event = cls(
            type_=type_,
            cards=cards,
        )

        return seep_reveal_event

