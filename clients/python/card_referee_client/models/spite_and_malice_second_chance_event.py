from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_second_chance_event_type import SpiteAndMaliceSecondChanceEventType






T = TypeVar("T", bound="SpiteAndMaliceSecondChanceEvent")



@_attrs_define
class SpiteAndMaliceSecondChanceEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceSecondChanceEventType): "second_chance"
            first (int): F, whose null turn came first and who moves next (SAM-8.2)
     """

    type_: SpiteAndMaliceSecondChanceEventType
    first: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        first = self.first


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "first": first,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMaliceSecondChanceEventType(d.pop("type"))




        first = d.pop("first")

        spite_and_malice_second_chance_event = cls(
            type_=type_,
            first=first,
        )

        return spite_and_malice_second_chance_event

