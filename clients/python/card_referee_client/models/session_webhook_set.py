from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.session_webhook import SessionWebhook





T = TypeVar("T", bound="SessionWebhookSet")



@_attrs_define
class SessionWebhookSet:
    """ 
        Attributes:
            id (str):
            version (int): the session's version
            webhook (SessionWebhook):
     """

    id: str
    version: int
    webhook: SessionWebhook





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_webhook import SessionWebhook # noqa: PLC0415
        id = self.id

        version = self.version

        webhook = self.webhook.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "webhook": webhook,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_webhook import SessionWebhook # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        webhook = SessionWebhook.from_dict(d.pop("webhook"))




        session_webhook_set = cls(
            id=id,
            version=version,
            webhook=webhook,
        )

        return session_webhook_set

