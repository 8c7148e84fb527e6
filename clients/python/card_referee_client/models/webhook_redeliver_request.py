from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="WebhookRedeliverRequest")



@_attrs_define
class WebhookRedeliverRequest:
    """ 
        Attributes:
            message (str | Unset): the `webhook-id` of a delivered or failed message; absent: every failed one
     """

    message: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message", UNSET)

        webhook_redeliver_request = cls(
            message=message,
        )

        return webhook_redeliver_request

