from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_second_chance_cancelled_event_type import SpiteAndMaliceSecondChanceCancelledEventType






T = TypeVar("T", bound="SpiteAndMaliceSecondChanceCancelledEvent")



@_attrs_define
class SpiteAndMaliceSecondChanceCancelledEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceSecondChanceCancelledEventType): "second_chance_cancelled"
     """

    type_: SpiteAndMaliceSecondChanceCancelledEventType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMaliceSecondChanceCancelledEventType(d.pop("type"))




        spite_and_malice_second_chance_cancelled_event = cls(
            type_=type_,
        )

        return spite_and_malice_second_chance_cancelled_event

