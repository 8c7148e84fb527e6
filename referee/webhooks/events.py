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
# resignations (`timed_out`, `resigned`) are history entries of their own type (the table's,
# sessions/timing.py), told as they are committed like moves.
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
MOVE = "move"  # a history entry's `type` where it has none (entries an earlier release kept)
# The table entries (sessions/timing.py) that tell of a seat by a happening of their own.
TABLE_TYPES = {"timeout": "timed_out", "resignation": "resigned"}


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


def public(game: Game, entry: dict) -> dict:
    """A history entry as the event stream's `move` event tells it to a spectator (the
    service's `public_entry`): its game, its `type`, the move and events a spectator sees."""
    shown = {"game": game.id, "type": MOVE, **entry}
    if entry.get("move") is not None:
        move, events = game.public_record(entry["move"], entry["events"], None)
        shown.update(move=move, events=events)
    return shown


def moved(record: SessionRecord, game: Game, entry: dict, now: float) -> list[dict[str, Any]]:
    """One committed history entry of the session `record` is the latest record of, in
    order: `seat.timed_out` or `seat.resigned` for a table entry of that type (the entry as
    the stream tells it); `move` (the stream's `move` event as a spectator hears it) for an
    entry with a move, a seat's or a bot's for a seat that timed out; `deal.scored` when one
    of its events scores a deal (with that event's score sheet, as `sheet`); `seat.bot`
    when a bot kept the seat after its timeouts (`takeover`); and `match.ended` when it ends
    the match, by the game's rules or the table's (the stream's last `end` event, with the
    final score sheet). A pause or a resumption tells nothing. All is read from the entry,
    the final sheet from the record: a match ends on its last entry."""
    subscription = record.webhook
    assert subscription is not None
    version = entry["version"]
    key = f"v{version}"
    shown = public(game, entry)
    found = []

    def add(happening: str, data: dict[str, Any]) -> None:
        found.append(message(subscription, record.id, key, happening, data, now, version))

    kind = shown["type"]
    if kind in TABLE_TYPES:
        add(TABLE_TYPES[kind], shown)
    if entry.get("move") is not None:
        add("moved", shown)
        events = shown["events"]
        sheets = [one["sheet"] for one in events if isinstance(one, dict) and "sheet" in one]
        if sheets:
            add("deal_scored", {**shown, "sheet": sheets[-1]})
    if entry.get("takeover"):
        add("reseated", seat_change(record, version, entry["player"], entry.get("bot")))
    if entry["outcome"] is not None:
        end = {
            "reason": "finished",
            "version": version,
            "movers": entry["movers"],
            "outcome": entry["outcome"],
            "sheet": game.score_sheet(record.state),
        }
        add("finished", end)
    return _kept(found)


def seat_change(record: SessionRecord, version: int, seat: int, level: str | None) -> dict:
    """A seat given to a bot or back, as the owner's call on it answers (`SessionBotSeated`)."""
    return {
        "id": record.id,
        "version": version,
        "player": seat,
        "bot": level,
        "bots": {str(held): held_level for held, held_level in record.bots},
    }


def reseated(
    record: SessionRecord, seat: int, level: str | None, now: float
) -> list[dict[str, Any]]:
    """A seat given to a bot (`bot`: its level) or given back to a token (`bot`: null)."""
    assert record.webhook is not None
    change = seat_change(record, record.version, seat, level)
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


def expired(
    subscription: Subscription, session_id: str, version: int, now: float
) -> list[dict[str, Any]]:
    """`session.expired`: the session was idle past its time to live and is gone (the
    stream's last `end` event, without `by`), told from what its expiry kept of it
    (expiry.py): its subscription and the last version it saw."""
    end = {"reason": "ended", "version": version}
    return _kept([message(subscription, session_id, "end", "expired", end, now, -1)])
