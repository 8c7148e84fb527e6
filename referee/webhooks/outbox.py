"""The outbox: each session's messages waiting to be delivered, in order, with the delivery
log the app reads; in this process (memory) or in Redis (the job queue's).

Per session it keeps the messages handed over and not yet delivered (oldest first), the
last session version handed over (so a move is handed over once, in order, and a gap left
by a process that died between a commit and its hand-over is seen and filled from the
history), the head message's attempts, first attempt and next one, the last LOG_KEPT
attempts, and the last KEPT messages delivered and failed (for `redeliver`).

Two marks order the work: `run` says a delivery run is queued or running for the session
(the hand-over that sets it queues one; a run that empties the outbox clears it, in the
step that finds it empty, so a message handed over meanwhile always finds a run), and
`lock` is held by the one run delivering now, for a lease it renews per message (a worker
killed mid-run leaves it to lapse). Both lapse by themselves, so a run lost with a dead
queue is queued again by the next hand-over or read (`ensure`).
"""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..sessions.keys import valid_id
from ..sessions.store import decode, encode

LOG_KEPT = 50  # attempts kept per session, the newest
KEPT = 20  # delivered and failed messages kept per session, for redelivery
RUN_GRACE = 600  # seconds a run mark outlives the run's next due time
KEEP_SECONDS = 3 * 24 * 3600  # an idle session's outbox is kept this long


@dataclass(frozen=True)
class Handed:
    """What a hand-over did: `kept` (written), `duplicate` (handed over already: nothing
    written) or `gap` (an earlier version is missing: nothing written); the last version
    handed over; whether the caller is to queue a run."""

    status: str
    handed: int | None
    start: bool


@dataclass(frozen=True)
class Head:
    """The session's oldest waiting message, its failed attempts so far, when it was first
    tried (None: never) and when it is due."""

    message: dict[str, Any]
    attempts: int
    first: float | None
    due: float


@dataclass
class _Box:
    pending: deque[str] = field(default_factory=deque)
    handed: int | None = None
    attempts: int = 0
    first: float | None = None
    due: float = 0.0
    log: deque[str] = field(default_factory=lambda: deque(maxlen=LOG_KEPT))
    done: deque[str] = field(default_factory=lambda: deque(maxlen=KEPT))
    failed: deque[str] = field(default_factory=lambda: deque(maxlen=KEPT))
    run_until: float = 0.0
    lock_until: float = 0.0
    lock_owner: str = ""
    touched: float = 0.0


class Outbox(ABC):
    """Every session's waiting messages and delivery log."""

    @abstractmethod
    def hand(self, session_id: str, version: int | None, messages: list[dict], mode: str) -> Handed:
        """Append `messages` (of session version `version`) to the session's outbox: mode
        `open` (a subscription starting at `version`), `move` (the move that made `version`:
        only right after the last handed over) or `other` (no version: always)."""

    @abstractmethod
    def handed(self, session_id: str) -> tuple[int | None, int, bool]:
        """The last version handed over, the messages waiting, and whether a run is marked."""

    @abstractmethod
    def mark_run(self, session_id: str) -> bool:
        """Mark a run queued unless one is; whether this call marked it (then queue it)."""

    @abstractmethod
    def lock(self, session_id: str, owner: str, lease: float) -> bool:
        """Take (or renew, for the same `owner`: one run) the right to deliver the session's
        messages for `lease` seconds; whether `owner` holds it."""

    @abstractmethod
    def head(self, session_id: str) -> Head | None:
        """The oldest waiting message, or None."""

    @abstractmethod
    def settle(self, session_id: str, message_id: str, entry: dict, outcome: str) -> None:
        """The head (if it is still `message_id`) was `delivered` or `failed` for good: it
        leaves the waiting messages, and `entry` joins the log."""

    @abstractmethod
    def postpone(
        self, session_id: str, message_id: str, entry: dict, attempts: int, first: float, due: float
    ) -> None:
        """The head failed its `attempts`-th attempt: try again at `due`; `entry` joins the log."""

    @abstractmethod
    def finish(self, session_id: str, owner: str) -> bool:
        """End `owner`'s run if nothing waits (clear its marks); whether it ended."""

    @abstractmethod
    def pause(self, session_id: str, owner: str, due: float, now: float) -> None:
        """Give up `owner`'s lock until `due`, keeping the run marked for the run queued
        then."""

    @abstractmethod
    def log(self, session_id: str) -> dict[str, list[dict]]:
        """The session's `attempts` (newest first), and its `pending`, `delivered` and
        `failed` messages (without their secret), for the app."""

    @abstractmethod
    def redeliver(self, session_id: str, message_id: str | None) -> list[str]:
        """Put a delivered or failed message (all failed ones with None) back at the end of
        the waiting ones; the ids put back."""

    def close(self) -> None:  # noqa: B027 - optional
        """Release connections."""


def summary(message: dict[str, Any]) -> dict[str, Any]:
    """A message as the delivery log shows it: never its secret."""
    return {
        "id": message["id"],
        "type": message["type"],
        "version": message["version"],
        "url": message["url"],
    }


class MemoryOutbox(Outbox):
    """The outboxes of this process's sessions (the memory store's)."""

    def __init__(self, clock: Callable[[], float] = time.time):
        self._clock = clock
        self._lock = threading.Lock()
        self._boxes: dict[str, _Box] = {}
        self._hands = 0

    def _box(self, session_id: str) -> _Box:
        box = self._boxes.get(session_id)
        if box is None:
            box = self._boxes[session_id] = _Box()
        box.touched = self._clock()
        return box

    def _sweep(self) -> None:
        now = self._clock()
        for session_id in [
            sid
            for sid, box in self._boxes.items()
            if not box.pending and box.touched + KEEP_SECONDS < now
        ]:
            del self._boxes[session_id]

    def hand(self, session_id: str, version: int | None, messages: list[dict], mode: str) -> Handed:
        with self._lock:
            self._hands += 1
            if self._hands % 1024 == 0:
                self._sweep()
            box = self._box(session_id)
            if version is not None:
                if mode == "open":
                    if box.handed is not None and box.handed >= version:
                        return Handed("duplicate", box.handed, False)
                elif box.handed is not None and box.handed != version - 1:
                    status = "duplicate" if box.handed >= version else "gap"
                    return Handed(status, box.handed, False)
                box.handed = version
            box.pending.extend(encode(one) for one in messages)
            start = bool(messages) and self._mark(box)
            return Handed("kept", box.handed, start)

    def _mark(self, box: _Box) -> bool:
        now = self._clock()
        if box.run_until > now:
            return False
        box.run_until = now + RUN_GRACE
        return True

    def handed(self, session_id: str) -> tuple[int | None, int, bool]:
        with self._lock:
            box = self._boxes.get(session_id)
            if box is None:
                return None, 0, False
            return box.handed, len(box.pending), box.run_until > self._clock()

    def mark_run(self, session_id: str) -> bool:
        with self._lock:
            return self._mark(self._box(session_id))

    def lock(self, session_id: str, owner: str, lease: float) -> bool:
        with self._lock:
            box, now = self._box(session_id), self._clock()
            if box.lock_until > now and box.lock_owner != owner:
                return False
            box.lock_owner, box.lock_until = owner, now + lease
            box.run_until = max(box.run_until, now + lease + RUN_GRACE)
            return True

    def head(self, session_id: str) -> Head | None:
        with self._lock:
            box = self._boxes.get(session_id)
            if box is None or not box.pending:
                return None
            return Head(decode(box.pending[0]), box.attempts, box.first, box.due)

    def _pop(self, box: _Box, message_id: str) -> str | None:
        if box.pending and decode(box.pending[0])["id"] == message_id:
            box.attempts, box.first, box.due = 0, None, 0.0
            return box.pending.popleft()
        return None

    def settle(self, session_id: str, message_id: str, entry: dict, outcome: str) -> None:
        with self._lock:
            box = self._box(session_id)
            popped = self._pop(box, message_id)
            if popped is not None:
                (box.done if outcome == "delivered" else box.failed).append(popped)
            box.log.append(encode(entry))

    def postpone(
        self, session_id: str, message_id: str, entry: dict, attempts: int, first: float, due: float
    ) -> None:
        with self._lock:
            box = self._box(session_id)
            if box.pending and decode(box.pending[0])["id"] == message_id:
                box.attempts, box.first, box.due = attempts, first, due
            box.log.append(encode(entry))

    def finish(self, session_id: str, owner: str) -> bool:
        with self._lock:
            box = self._box(session_id)
            if box.pending:
                return False
            box.run_until = 0.0
            if box.lock_owner == owner:
                box.lock_until = 0.0
            return True

    def pause(self, session_id: str, owner: str, due: float, now: float) -> None:
        with self._lock:
            box = self._box(session_id)
            if box.lock_owner == owner:
                box.lock_until = 0.0
            box.run_until = due + RUN_GRACE

    def log(self, session_id: str) -> dict[str, list[dict]]:
        with self._lock:
            box = self._boxes.get(session_id) or _Box()
            return _log(
                list(box.log),
                list(box.pending),
                box.attempts,
                box.due,
                list(box.done),
                list(box.failed),
            )

    def redeliver(self, session_id: str, message_id: str | None) -> list[str]:
        with self._lock:
            box = self._box(session_id)
            again = _chosen(box.done, box.failed, message_id)
            for text in again:
                for kept in (box.done, box.failed):
                    if text in kept:
                        kept.remove(text)
                box.pending.append(text)
            return [decode(text)["id"] for text in again]


def _chosen(done: Any, failed: Any, message_id: str | None) -> list[str]:
    if message_id is None:
        return list(failed)
    for text in [*failed, *done]:
        if decode(text)["id"] == message_id:
            return [text]
    return []


def _log(
    log: list[str | bytes],
    pending: list[str | bytes],
    attempts: int,
    due: float,
    done: list[str | bytes],
    failed: list[str | bytes],
) -> dict[str, list[dict]]:
    waiting = []
    for at, text in enumerate(pending):
        one = summary(decode(text))
        one["attempts"] = attempts if at == 0 else 0
        one["next_retry"] = stamp(due) if at == 0 and attempts else None
        waiting.append(one)
    return {
        "attempts": [decode(text) for text in reversed(log)],
        "pending": waiting,
        "delivered": [summary(decode(text)) for text in reversed(done)],
        "failed": [summary(decode(text)) for text in reversed(failed)],
    }


def stamp(moment: float | None) -> str | None:
    """A moment as the log shows it: ISO 8601 in UTC, to the millisecond."""
    if moment is None:
        return None
    from datetime import UTC, datetime

    text = datetime.fromtimestamp(moment, UTC).isoformat(timespec="milliseconds")
    return text.replace("+00:00", "Z")


def outbox_keys(session_id: str) -> dict[str, str]:
    """The Redis keys of one session's outbox, built here and nowhere else (one hash tag)."""
    if not valid_id(session_id):
        raise ValueError(f"not a session id: {session_id!r}")
    tag = f"referee:{{webhooks:{session_id}}}"
    return {
        name: f"{tag}:{name}"
        for name in ("pending", "state", "log", "done", "failed", "run", "lock")
    }
