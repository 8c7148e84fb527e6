from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_recycle_event_piles import SpiteAndMaliceRecycleEventPiles
from ..models.spite_and_malice_recycle_event_type import SpiteAndMaliceRecycleEventType






T = TypeVar("T", bound="SpiteAndMaliceRecycleEvent")



@_attrs_define
class SpiteAndMaliceRecycleEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceRecycleEventType): "recycle"
            piles (SpiteAndMaliceRecycleEventPiles): which piles went under the stock (SAM-9.2, SAM-9.3)
            count (int): cards put under the stock
     """

    type_: SpiteAndMaliceRecycleEventType
    piles: SpiteAndMaliceRecycleEventPiles
    count: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        piles = self.piles.value

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "piles": piles,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMaliceRecycleEventType(d.pop("type"))




        piles = SpiteAndMaliceRecycleEventPiles(d.pop("piles"))




        count = d.pop("count")

        spite_and_malice_recycle_event = cls(
            type_=type_,
            piles=piles,
            count=count,
        )

        return spite_and_malice_recycle_event

