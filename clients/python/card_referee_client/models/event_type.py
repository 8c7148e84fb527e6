from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EventType")



@_attrs_define
class EventType:
    """ 
        Attributes:
            type_ (str): the event's `type` value
            schema (str): the name of its schema in the OpenAPI document's components
     """

    type_: str
    schema: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        schema = self.schema


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "schema": schema,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        schema = d.pop("schema")

        event_type = cls(
            type_=type_,
            schema=schema,
        )

        return event_type

