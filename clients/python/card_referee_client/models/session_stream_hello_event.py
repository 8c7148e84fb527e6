from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_stream_hello_event_event import SessionStreamHelloEventEvent
from ..types import UNSET, Unset






T = TypeVar("T", bound="SessionStreamHelloEvent")



@_attrs_define
class SessionStreamHelloEvent:
    """ the session as the watcher joins it

        Attributes:
            event (SessionStreamHelloEventEvent):
            data (str): one JSON object
            id (str | Unset): a session version
     """

    event: SessionStreamHelloEventEvent
    data: str
    id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        event = self.event.value

        data = self.data

        id = self.id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event": event,
            "data": data,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = SessionStreamHelloEventEvent(d.pop("event"))




        data = d.pop("data")

        id = d.pop("id", UNSET)

        session_stream_hello_event = cls(
            event=event,
            data=data,
            id=id,
        )


        session_stream_hello_event.additional_properties = d
        return session_stream_hello_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
