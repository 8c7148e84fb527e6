"""The calls the referee makes to a session's app, as the document's OpenAPI 3.1 `webhooks`:
one per event type of the table (referee.webhooks.events). No route serves them, so they are
written here rather than declared with `@doc`; the owner's calls are declared on their views
(referee.api.sessions.webhook)."""

from __future__ import annotations

from ...webhooks.events import EVENT_TYPES, TYPES
from .writer import ref

DOCS = "docs/webhooks.md"

# What each event's `data` is, beside `session` (the session id): the event stream's shapes.
DATA = {
    "match.started": ("SessionHello", "the stream's `hello`, as a spectator hears it"),
    "move": (
        "SessionHistoryEntry",
        "the stream's `move` event, as a spectator hears it (a bot's move for a seat that timed "
        "out too, `type: timeout`)",
    ),
    "deal.scored": (
        "SessionHistoryEntry",
        "the move that scored a deal, as `move` tells it, with that deal's score sheet (`sheet`)",
    ),
    "match.ended": (
        "SessionEnd",
        "the stream's last event, `reason: finished`, with the final score sheet (`sheet`); "
        "a match the table ended (a timeout under `forfeit`, a resignation, an abort) cites "
        "its table rule in `outcome`",
    ),
    "seat.timed_out": (
        "SessionHistoryEntry",
        "a seat whose clock ran out: its `timeout` history entry, as the stream's `move` event "
        "tells it (`player`: the seat; under `bot`, the bot's `move`, and `takeover`)",
    ),
    "seat.resigned": (
        "SessionHistoryEntry",
        "a seat that resigned: its `resignation` history entry, as the stream tells it",
    ),
    "seat.bot": (
        "SessionBotSeated",
        "a seat given to a bot (`bot`: its level; by the owner, or for good after its timeouts) "
        "or back (null)",
    ),
    "session.deleted": ("SessionEnd", "the stream's last event: `reason: ended`, with `by`"),
    "session.expired": (
        "SessionEnd",
        "the stream's last event: `reason: ended`, without `by`: the session was idle for "
        "REFEREE_SESSION_TTL and is gone",
    ),
}


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
