from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_pickup_event_type import SeepPickupEventType
from typing import cast






T = TypeVar("T", bound="SeepPickupEvent")



@_attrs_define
class SeepPickupEvent:
    """ 
        Attributes:
            type_ (SeepPickupEventType): pickup
            hand_counts (list[int]): cards in each hand once the reserves are picked up (SEP-12.5)
     """

    type_: SeepPickupEventType
    hand_counts: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        hand_counts = self.hand_counts




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "hand_counts": hand_counts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepPickupEventType(d.pop("type"))




        hand_counts = cast(list[int], d.pop("hand_counts"))


        seep_pickup_event = cls(
            type_=type_,
            hand_counts=hand_counts,
        )

        return seep_pickup_event

