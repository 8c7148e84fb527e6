from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SessionWebhook")



@_attrs_define
class SessionWebhook:
    """ 
        Attributes:
            url (str):
            events (list[str]):
            secret (str): the signing secret, `whsec_` + base64 (Standard Webhooks): verify each call's `webhook-signature`
                with it; shown only in this answer
     """

    url: str
    events: list[str]
    secret: str





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = self.events



        secret = self.secret


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "events": events,
            "secret": secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        events = cast(list[str], d.pop("events"))


        secret = d.pop("secret")

        session_webhook = cls(
            url=url,
            events=events,
            secret=secret,
        )

        return session_webhook

