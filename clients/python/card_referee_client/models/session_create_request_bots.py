from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_create_request_bots_additional_property import SessionCreateRequestBotsAdditionalProperty






T = TypeVar("T", bound="SessionCreateRequestBots")



@_attrs_define
class SessionCreateRequestBots:
    """ seats given to bots from the start, by seat number: each bot's level (`random`, `greedy` or `expert`); a bot moves
    by itself on its turns

        Example:
            {'1': 'greedy'}

     """

    additional_properties: dict[str, SessionCreateRequestBotsAdditionalProperty] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.value


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        session_create_request_bots = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = SessionCreateRequestBotsAdditionalProperty(prop_dict)



            additional_properties[prop_name] = additional_property

        session_create_request_bots.additional_properties = additional_properties
        return session_create_request_bots

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> SessionCreateRequestBotsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: SessionCreateRequestBotsAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
