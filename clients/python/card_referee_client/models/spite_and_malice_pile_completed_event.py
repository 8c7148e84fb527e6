from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_pile_completed_event_type import SpiteAndMalicePileCompletedEventType






T = TypeVar("T", bound="SpiteAndMalicePileCompletedEvent")



@_attrs_define
class SpiteAndMalicePileCompletedEvent:
    """ 
        Attributes:
            type_ (SpiteAndMalicePileCompletedEventType): "pile_completed"
            pile (int): the pile built to K
     """

    type_: SpiteAndMalicePileCompletedEventType
    pile: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        pile = self.pile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "pile": pile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMalicePileCompletedEventType(d.pop("type"))




        pile = d.pop("pile")

        spite_and_malice_pile_completed_event = cls(
            type_=type_,
            pile=pile,
        )

        return spite_and_malice_pile_completed_event

