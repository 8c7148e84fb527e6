from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_request_events_item import WebhookRequestEventsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookRequest")



@_attrs_define
class WebhookRequest:
    """ 
        Attributes:
            url (str): where the referee POSTs the session's events: an absolute http(s) URL of RFC 3986's characters (a
                name in punycode; no user name, no fragment). The deployment calls https:// only (http:// too where it allows
                it), and a host that resolves to public addresses only; a URL it will not call is a 422 `webhook_url_refused`.
                Redirects are not followed Example: https://app.example/hooks/referee.
            events (list[WebhookRequestEventsItem] | Unset): the event types to send; absent: every type but `move` (one
                call per move, sent only when named) Example: ['match.started', 'match.ended'].
     """

    url: str
    events: list[WebhookRequestEventsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        _events = d.pop("events", UNSET)
        events: list[WebhookRequestEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = WebhookRequestEventsItem(events_item_data)



                events.append(events_item)


        webhook_request = cls(
            url=url,
            events=events,
        )

        return webhook_request

