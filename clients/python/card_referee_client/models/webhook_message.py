from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookMessage")



@_attrs_define
class WebhookMessage:
    """ 
        Attributes:
            id (str): the `webhook-id`
            type_ (str):
            version (int): the session version it tells of; -1: none
            url (str):
            attempts (int | Unset): pending ones: attempts so far
            next_retry (None | str | Unset):
     """

    id: str
    type_: str
    version: int
    url: str
    attempts: int | Unset = UNSET
    next_retry: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        version = self.version

        url = self.url

        attempts = self.attempts

        next_retry: None | str | Unset
        if isinstance(self.next_retry, Unset):
            next_retry = UNSET
        else:
            next_retry = self.next_retry


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "version": version,
            "url": url,
        })
        if attempts is not UNSET:
            field_dict["attempts"] = attempts
        if next_retry is not UNSET:
            field_dict["next_retry"] = next_retry

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        version = d.pop("version")

        url = d.pop("url")

        attempts = d.pop("attempts", UNSET)

        def _parse_next_retry(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_retry = _parse_next_retry(d.pop("next_retry", UNSET))


        webhook_message = cls(
            id=id,
            type_=type_,
            version=version,
            url=url,
            attempts=attempts,
            next_retry=next_retry,
        )

        return webhook_message

