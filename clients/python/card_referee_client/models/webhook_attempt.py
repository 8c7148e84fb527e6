from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_attempt_result import WebhookAttemptResult
from typing import cast






T = TypeVar("T", bound="WebhookAttempt")



@_attrs_define
class WebhookAttempt:
    """ 
        Attributes:
            message (str): the `webhook-id`
            type_ (str):
            attempt (int): 1 for the first
            at (str): when it started (UTC)
            status (int | None): the app's; null: no answer
            latency_ms (float):
            error (None | str):
            result (WebhookAttemptResult):
            next_retry (None | str): with `retrying`: when
     """

    message: str
    type_: str
    attempt: int
    at: str
    status: int | None
    latency_ms: float
    error: None | str
    result: WebhookAttemptResult
    next_retry: None | str





    def to_dict(self) -> dict[str, Any]:
        message = self.message

        type_ = self.type_

        attempt = self.attempt

        at = self.at

        status: int | None
        status = self.status

        latency_ms = self.latency_ms

        error: None | str
        error = self.error

        result = self.result.value

        next_retry: None | str
        next_retry = self.next_retry


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "message": message,
            "type": type_,
            "attempt": attempt,
            "at": at,
            "status": status,
            "latency_ms": latency_ms,
            "error": error,
            "result": result,
            "next_retry": next_retry,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        type_ = d.pop("type")

        attempt = d.pop("attempt")

        at = d.pop("at")

        def _parse_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status = _parse_status(d.pop("status"))


        latency_ms = d.pop("latency_ms")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        result = WebhookAttemptResult(d.pop("result"))




        def _parse_next_retry(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_retry = _parse_next_retry(d.pop("next_retry"))


        webhook_attempt = cls(
            message=message,
            type_=type_,
            attempt=attempt,
            at=at,
            status=status,
            latency_ms=latency_ms,
            error=error,
            result=result,
            next_retry=next_retry,
        )

        return webhook_attempt

