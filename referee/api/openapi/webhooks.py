"""A session's webhook in the document: the owner's calls, and the calls the referee makes to
the app (OpenAPI 3.1 `webhooks`), one per event type of the table (referee.webhooks.events)."""

from __future__ import annotations

from ...webhooks.events import EVENT_TYPES, TYPES
from ..sessions.schemas import (
    SessionWebhookDeliveries,
    SessionWebhookRedelivered,
    SessionWebhookSet,
    WebhookRedeliverRequest,
)
from .sessions import MISSING, NO_TOKEN, OWNER_ONLY, SESSION_ID, TAG, UNAVAILABLE, _component
from .writer import Writer, json_answer, problem_answer, ref

DOCS = "docs/webhooks.md"
REFUSED = problem_answer(
    "a malformed body, or a URL the referee will not call (`webhook_url_refused`: not https, "
    "a user name in it, a host that resolves to a loopback, private, link-local or metadata "
    "address, or to none)"
)
NOT_OWNER = problem_answer("a seat's token (`not_owner`)")
NO_WEBHOOKS = problem_answer(
    "the session store is unreachable, or this referee delivers no webhooks "
    "(`webhooks_unavailable`: a Redis Cluster without REFEREE_BOTS_REDIS_URL)"
)

# What each event's `data` is, beside `session` (the session id): the event stream's shapes.
DATA = {
    "match.started": ("SessionHello", "the stream's `hello`, as a spectator hears it"),
    "move": ("SessionHistoryEntry", "the stream's `move` event, as a spectator hears it"),
    "deal.scored": (
        "SessionHistoryEntry",
        "the move that scored a deal, as `move` tells it, with that deal's score sheet (`sheet`)",
    ),
    "match.ended": (
        "SessionEnd",
        "the stream's last event, `reason: finished`, with the final score sheet (`sheet`)",
    ),
    "seat.timed_out": (None, "a seat whose clock ran out"),
    "seat.resigned": (None, "a seat that resigned"),
    "seat.bot": ("SessionBotSeated", "a seat given to a bot (`bot`: its level) or back (null)"),
    "session.deleted": ("SessionEnd", "the stream's last event: `reason: ended`, with `by`"),
    "session.expired": ("SessionEnd", "the stream's last event: `reason: ended`, without `by`"),
}


def document(w: Writer) -> None:
    owner_calls = {
        "put": {
            **w.operation(
                "Set the session's webhook",
                "The referee calls `url` on the session's events from now on (each event type "
                f"in `events`; see {DOCS}), signed with a fresh secret shown only in this "
                "answer; a webhook set earlier is replaced. Calls already queued keep their "
                "URL and secret. With the owner token or the admin token.",
                ref("WebhookRequest"),
                {
                    200: json_answer(
                        "the webhook and its secret", _component(w, SessionWebhookSet())
                    ),
                    400: REFUSED,
                    401: NO_TOKEN,
                    403: NOT_OWNER,
                    404: MISSING,
                    503: NO_WEBHOOKS,
                },
                TAG,
                operation_id="setSessionWebhook",
                example=w.examples.sessions.set_webhook,
            ),
            "security": OWNER_ONLY,
        },
        "delete": {
            **w.operation(
                "Remove the session's webhook",
                "No call is made for later events; calls already queued are still made.",
                None,
                {
                    204: {"description": "removed"},
                    401: NO_TOKEN,
                    403: NOT_OWNER,
                    404: MISSING,
                    503: UNAVAILABLE,
                },
                TAG,
                operation_id="removeSessionWebhook",
                example=w.examples.sessions.remove_webhook,
            ),
            "security": OWNER_ONLY,
        },
    }
    w.spec.path(path="/v1/sessions/{id}/webhook", parameters=[SESSION_ID], operations=owner_calls)
    w.spec.path(
        path="/v1/sessions/{id}/webhook/deliveries",
        parameters=[SESSION_ID],
        operations={
            "get": {
                **w.operation(
                    "The session's webhook deliveries",
                    "The latest attempts (each one's time, status, latency and, when it is to "
                    "be tried again, when), the messages waiting in order, and the latest ones "
                    "delivered and failed (given up after a day of retries).",
                    None,
                    {
                        200: json_answer("the log", _component(w, SessionWebhookDeliveries())),
                        401: NO_TOKEN,
                        403: NOT_OWNER,
                        404: MISSING,
                        503: NO_WEBHOOKS,
                    },
                    TAG,
                    operation_id="getSessionWebhookDeliveries",
                    example=w.examples.sessions.webhook_deliveries,
                ),
                "security": OWNER_ONLY,
            }
        },
    )
    w.spec.path(
        path="/v1/sessions/{id}/webhook/redeliver",
        parameters=[SESSION_ID],
        operations={
            "post": {
                **w.operation(
                    "Send webhook messages again",
                    "Puts a delivered or failed message (`message`: its `webhook-id`), or every "
                    "failed one, back at the end of the session's waiting messages: it is sent "
                    "again under its own id, with its own body.",
                    _component(w, WebhookRedeliverRequest()),
                    {
                        202: json_answer("queued", _component(w, SessionWebhookRedelivered())),
                        400: problem_answer("a malformed body"),
                        401: NO_TOKEN,
                        403: NOT_OWNER,
                        404: problem_answer(
                            "no such session, or no such message kept (`unknown_webhook_message`)"
                        ),
                        503: NO_WEBHOOKS,
                    },
                    TAG,
                    operation_id="redeliverSessionWebhook",
                    example=w.examples.sessions.redeliver,
                ),
                "security": OWNER_ONLY,
            }
        },
    )


def section() -> dict:
    """The document's `webhooks`: the call the referee makes for each event type."""
    headers = [
        {
            "name": name,
            "in": "header",
            "required": True,
            "description": description,
            "schema": {"type": "string"},
        }
        for name, description in (
            ("webhook-id", "the message's id: the same on every retry (deduplicate on it)"),
            ("webhook-timestamp", "when this attempt was signed, in Unix seconds"),
            (
                "webhook-signature",
                "`v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes, over "
                "`<webhook-id>.<webhook-timestamp>.<body>`",
            ),
        )
    ]
    found = {}
    for happening, kind in TYPES.items():
        shape, description = DATA[kind]
        data: dict = {
            "type": "object",
            "required": ["session"],
            "properties": {"session": {"type": "string", "description": "the session id"}},
        }
        if shape is not None:
            data = {"allOf": [ref(shape), data]}
        body = {
            "type": "object",
            "required": ["type", "timestamp", "data"],
            "properties": {
                "type": {"type": "string", "const": kind},
                "timestamp": {
                    "type": "string",
                    "format": "date-time",
                    "description": "when it happened",
                },
                "data": {**data, "description": description},
            },
        }
        found[kind] = {
            "post": {
                "summary": f"`{kind}`" + (" (only when asked for)" if kind == "move" else ""),
                "description": f"{description}. Signed as Standard Webhooks signs; see {DOCS}.",
                "operationId": f"webhook_{happening}",
                "parameters": headers,
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": body}},
                },
                "responses": {
                    "2XX": {"description": "delivered"},
                    "default": {"description": "retried with back-off for about a day"},
                },
            }
        }
    return {kind: found[kind] for kind in EVENT_TYPES}
