"""What a webhook tells: the one table from what happens to a session to the event types an
app subscribes to, and the messages made from each happening, in the event stream's shapes.

A message is made once, when its happening is handed over, and never again: its id (the
`webhook-id` of every attempt) comes from the session, the version or change it tells of
and its type, so a happening handed over twice (a read repairing what a process that died
did not hand over) is the same message, and its body is encoded once, the same bytes on
every retry.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ..sessions.store import encode

if TYPE_CHECKING:
    from ..engine import Game
    from ..sessions.hooks import Subscription
    from ..sessions.store import SessionRecord

# What happens to a session, and the webhook event type that tells an app of it. Timeouts and
# resignations (`timed_out`, `resigned`) are subscribed to like the others; a session's clock
# hands them over as it makes them.
TYPES = {
    "opened": "match.started",
    "moved": "move",
    "deal_scored": "deal.scored",
    "finished": "match.ended",
    "timed_out": "seat.timed_out",
    "resigned": "seat.resigned",
    "reseated": "seat.bot",
    "ended": "session.deleted",
    "expired": "session.expired",
}
EVENT_TYPES = tuple(TYPES.values())
ON_REQUEST = frozenset({"move"})  # sent only when asked for by name: one call per move
DEFAULT_TYPES = tuple(kind for kind in EVENT_TYPES if kind not in ON_REQUEST)


def message_id(session_id: str, key: str, kind: str) -> str:
    """The `webhook-id` of the message of type `kind` telling of `key` (a version, a seat
    change's revision, the end) in the session: the same however often it is made."""
    digest = hashlib.sha256(f"{session_id}\n{key}\n{kind}".encode()).hexdigest()
    return "msg_" + digest[:32]


def message(
    subscription: Subscription,
    session_id: str,
    key: str,
    happening: str,
    data: dict[str, Any],
    now: float,
    version: int,
) -> dict[str, Any] | None:
    """The message that tells `happening` (a key of TYPES) with `data`, as it is kept until
    delivered: its id, type, body (the JSON text sent), the version it tells of, and where
    and how it is sent (the subscription of its moment); None when the app did not ask for
    its type."""
    kind = TYPES[happening]
    if kind not in subscription.types:
        return None
    stamp = datetime.fromtimestamp(now, UTC).isoformat().replace("+00:00", "Z")
    body = encode({"type": kind, "timestamp": stamp, "data": {"session": session_id, **data}})
    return {
        "id": message_id(session_id, key, kind),
        "type": kind,
        "version": version,
        "body": body,
        "url": subscription.url,
        "secret": subscription.secret,
        "made": now,
    }


def _kept(found: list[dict[str, Any] | None]) -> list[dict[str, Any]]:
    return [one for one in found if one is not None]


def opened(record: SessionRecord, game: Game, now: float) -> list[dict[str, Any]]:
    """A fresh deal: `match.started`, the stream's `hello` as a spectator hears it."""
    assert record.webhook is not None
    if record.version != 0:
        return []
    hello = {
        "id": record.id,
        "game": record.game,
        "seat": None,
        "version": record.version,
        "finished": game.is_finished(record.state),
        **game.turn_and_outcome(record.state),
    }
    return _kept([message(record.webhook, record.id, "v0", "opened", hello, now, 0)])


def moved(record: SessionRecord, game: Game, entry: dict, now: float) -> list[dict[str, Any]]:
    """One committed move of the session `record` is the latest record of, in order: `move`
    (the stream's `move` event as a spectator hears it), `deal.scored` when one of its
    events scores a deal (with that event's score sheet, as `sheet`), and `match.ended`
    when it ends the match (the stream's last `end` event, with the final score sheet). All
    is read from the entry, the final sheet from the record: a match ends on its last move."""
    subscription = record.webhook
    assert subscription is not None
    version = entry["version"]
    key = f"v{version}"
    public = {"game": game.id, **entry}
    move, events = game.public_record(entry["move"], entry["events"], None)
    public.update(move=move, events=events)
    found = [message(subscription, record.id, key, "moved", public, now, version)]
    sheets = [event["sheet"] for event in events if isinstance(event, dict) and "sheet" in event]
    if sheets:
        scored = {**public, "sheet": sheets[-1]}
        found.append(message(subscription, record.id, key, "deal_scored", scored, now, version))
    if entry["outcome"] is not None:
        end = {
            "reason": "finished",
            "version": version,
            "movers": entry["movers"],
            "outcome": entry["outcome"],
            "sheet": game.score_sheet(record.state),
        }
        found.append(message(subscription, record.id, key, "finished", end, now, version))
    return _kept(found)


def reseated(
    record: SessionRecord, seat: int, level: str | None, now: float
) -> list[dict[str, Any]]:
    """A seat given to a bot (`bot`: its level) or given back to a token (`bot`: null)."""
    assert record.webhook is not None
    change = {
        "id": record.id,
        "version": record.version,
        "player": seat,
        "bot": level,
        "bots": {str(held): held_level for held, held_level in record.bots},
    }
    key = f"r{record.revision}"
    return _kept([message(record.webhook, record.id, key, "reseated", change, now, -1)])


def ended(record: SessionRecord, by: str | None, now: float) -> list[dict[str, Any]]:
    """The session's end, as the stream's last `end` event tells it: ended by `by` (`owner`,
    `admin`: `session.deleted`), or expired (None: `session.expired`)."""
    assert record.webhook is not None
    end: dict[str, Any] = {"reason": "ended", "version": record.version}
    if by is not None:
        end["by"] = by
    happening = "ended" if by is not None else "expired"
    return _kept([message(record.webhook, record.id, "end", happening, end, now, -1)])
