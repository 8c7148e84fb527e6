from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_reshuffle_event_type import SpiteAndMaliceReshuffleEventType






T = TypeVar("T", bound="SpiteAndMaliceReshuffleEvent")



@_attrs_define
class SpiteAndMaliceReshuffleEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceReshuffleEventType): "reshuffle"
            first (int): F, who is dealt first and plays next (SAM-8.5)
            stock_count (int): cards in the new stock
     """

    type_: SpiteAndMaliceReshuffleEventType
    first: int
    stock_count: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        first = self.first

        stock_count = self.stock_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "first": first,
            "stock_count": stock_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMaliceReshuffleEventType(d.pop("type"))




        first = d.pop("first")

        stock_count = d.pop("stock_count")

        spite_and_malice_reshuffle_event = cls(
            type_=type_,
            first=first,
            stock_count=stock_count,
        )

        return spite_and_malice_reshuffle_event

