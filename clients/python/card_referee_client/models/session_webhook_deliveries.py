from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.webhook_attempt import WebhookAttempt
  from ..models.webhook_message import WebhookMessage





T = TypeVar("T", bound="SessionWebhookDeliveries")



@_attrs_define
class SessionWebhookDeliveries:
    """ 
        Attributes:
            id (str):
            attempts (list[WebhookAttempt]): newest first
            pending (list[WebhookMessage]): in order
            delivered (list[WebhookMessage]): latest first
            failed (list[WebhookMessage]): given up after a day of retries, latest first
     """

    id: str
    attempts: list[WebhookAttempt]
    pending: list[WebhookMessage]
    delivered: list[WebhookMessage]
    failed: list[WebhookMessage]





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_attempt import WebhookAttempt # noqa: PLC0415
        from ..models.webhook_message import WebhookMessage # noqa: PLC0415
        id = self.id

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)



        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)



        delivered = []
        for delivered_item_data in self.delivered:
            delivered_item = delivered_item_data.to_dict()
            delivered.append(delivered_item)



        failed = []
        for failed_item_data in self.failed:
            failed_item = failed_item_data.to_dict()
            failed.append(failed_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "attempts": attempts,
            "pending": pending,
            "delivered": delivered,
            "failed": failed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_attempt import WebhookAttempt # noqa: PLC0415
        from ..models.webhook_message import WebhookMessage # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = WebhookAttempt.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        pending = []
        _pending = d.pop("pending")
        for pending_item_data in (_pending):
            pending_item = WebhookMessage.from_dict(pending_item_data)



            pending.append(pending_item)


        delivered = []
        _delivered = d.pop("delivered")
        for delivered_item_data in (_delivered):
            delivered_item = WebhookMessage.from_dict(delivered_item_data)



            delivered.append(delivered_item)


        failed = []
        _failed = d.pop("failed")
        for failed_item_data in (_failed):
            failed_item = WebhookMessage.from_dict(failed_item_data)



            failed.append(failed_item)


        session_webhook_deliveries = cls(
            id=id,
            attempts=attempts,
            pending=pending,
            delivered=delivered,
            failed=failed,
        )

        return session_webhook_deliveries

