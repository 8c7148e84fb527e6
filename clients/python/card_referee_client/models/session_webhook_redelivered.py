from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SessionWebhookRedelivered")



@_attrs_define
class SessionWebhookRedelivered:
    """ 
        Attributes:
            id (str):
            redelivered (list[str]): the ids queued again
     """

    id: str
    redelivered: list[str]





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        redelivered = self.redelivered




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "redelivered": redelivered,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        redelivered = cast(list[str], d.pop("redelivered"))


        session_webhook_redelivered = cls(
            id=id,
            redelivered=redelivered,
        )

        return session_webhook_redelivered

