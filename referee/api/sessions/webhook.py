"""The session's webhook over HTTP: set with the session or later, removed, its delivery log
read and its messages sent again, all by the session's owner (or the admin)."""

from __future__ import annotations

from flask import Response

from ..envelopes import envelope
from ..jsonio import etag, json_response, read_json
from ..openapi.declare import Answer, doc
from ..problems import ApiProblem
from . import schemas
from .plumbing import bearer, service, subscription, webhooks
from .routes import bp
from .schemas import REDELIVER, WEBHOOK


@bp.put("/<session_id>/webhook")
@doc(
    "setSessionWebhook",
    "Set the session's webhook",
    body=schemas.WebhookRequest,
    answers={200: Answer("the webhook and its secret", schemas.SessionWebhookSet, ("ETag",))},
    errors=("malformed", "webhook_url_refused", "not_owner", "webhooks_unavailable"),
    security="owner",
)
def set_webhook(session_id: str):
    token = bearer(required=True)
    asked = envelope(WEBHOOK, read_json())
    service().owned(session_id, token)  # 401/403/404 before the URL is looked up
    record = service().set_webhook(session_id, token, subscription(asked))
    assert record.webhook is not None
    answer = {"id": record.id, "version": record.version, "webhook": record.webhook.to_json()}
    return json_response(answer, 200, {"ETag": etag(record.version), "Cache-Control": "no-store"})


@bp.delete("/<session_id>/webhook")
@doc(
    "removeSessionWebhook",
    "Remove the session's webhook",
    answers={204: Answer("removed")},
    errors=("not_owner",),
    security="owner",
)
def remove_webhook(session_id: str):
    service().set_webhook(session_id, bearer(required=True), None)
    return Response(status=204)


@bp.get("/<session_id>/webhook/deliveries")
@doc(
    "getSessionWebhookDeliveries",
    "The session's webhook deliveries",
    answers={200: Answer("the log", schemas.SessionWebhookDeliveries)},
    errors=("not_owner", "webhooks_unavailable"),
    security="owner",
)
def webhook_deliveries(session_id: str):
    record = service().owned(session_id, bearer(required=True))
    answer = {"id": record.id, **webhooks().outbox.log(record.id)}
    return json_response(answer, 200, {"Cache-Control": "no-store"})


@bp.post("/<session_id>/webhook/redeliver")
@doc(
    "redeliverSessionWebhook",
    "Send webhook messages again",
    body=schemas.WebhookRedeliverRequest,
    answers={202: Answer("queued", schemas.SessionWebhookRedelivered)},
    errors=("malformed", "not_owner", "unknown_webhook_message", "webhooks_unavailable"),
    security="owner",
)
def webhook_redeliver(session_id: str):
    token = bearer(required=True)
    asked = envelope(REDELIVER, read_json())
    record = service().owned(session_id, token)
    back = webhooks().redeliver(record.id, asked.get("message"))
    if asked.get("message") and not back:
        raise ApiProblem(
            404,
            "unknown_webhook_message",
            f"no delivered or failed message {asked['message']} is kept for this session",
        )
    return json_response({"id": record.id, "redelivered": back}, 202, {"Cache-Control": "no-store"})
