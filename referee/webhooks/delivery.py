"""Delivery: the hooks that hand a session's happenings to its outbox, and the runs that
deliver each session's messages in order, off every thread that serves a request.

`WebhookHooks` (the sessions' `SessionHooks`) makes the messages of each happening
(events.py) and hands them to the outbox, which says whether a run is to be queued; it
queues it with the `Runner` (runners.py: a thread of this process, or RQ jobs). A move is
handed over only right after the one before it: one that finds a gap (the process that
committed a move before it died before handing it over) fills it from the session's
history first, and a read of the session (`ensure`) does the same for the last move.

`Deliverer.run` is one run for one session: it takes the session's lock, then sends the
oldest message, and the next, until none waits or one fails; a failed one is retried at
the time the back-off says (schedule.py), when the runner starts the next run, or marked
failed once the retries are over. So a session's messages arrive in order, each at least
once and always under its one id.
"""

from __future__ import annotations

import logging
import threading
import time
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..sessions.hooks import SessionHooks
from ..unique import unique_hex
from . import events, sender
from .expiry import Expiries
from .outbox import Outbox, stamp
from .schedule import Backoff
from .targets import Allowance

if TYPE_CHECKING:
    from ..engine import Game
    from ..sessions.store import SessionRecord, SessionStore

log = logging.getLogger("referee.webhooks")

ENSURED_SECONDS = 5.0  # a read checks a session's hand-over at most this often per process
ENSURED_KEPT = 10_000
LEASE_MARGIN = 5.0  # seconds a run's lock outlives the longest attempt


class Runner(ABC):
    """Where a session's delivery runs go: `start` one now, or one `later`."""

    @abstractmethod
    def start(self, session_id: str) -> None:
        """Run the session's deliveries soon, elsewhere."""

    @abstractmethod
    def later(self, session_id: str, due: float) -> None:
        """Run the session's deliveries at `due` (a `time.time()` moment)."""

    def serve(self, run: Callable[[str], None]) -> None:  # noqa: B027 - see below
        """Make the runs this process takes with `run` (nothing to do where other processes
        take them: the RQ queue)."""

    def close(self) -> None:  # noqa: B027 - optional
        """Release connections and threads."""


class Deliverer:
    """Runs of one session's deliveries over `outbox`, each attempt made with `send`."""

    def __init__(
        self,
        outbox: Outbox,
        runner: Runner,
        allowance: Allowance,
        *,
        timeouts: sender.Timeouts | None = None,
        backoff: Backoff | None = None,
        clock: Callable[[], float] = time.time,
        send: Callable[..., sender.Attempt] = sender.send,
    ):
        self.outbox, self.runner, self.allowance = outbox, runner, allowance
        self.timeouts = timeouts or sender.Timeouts()
        self.backoff = backoff or Backoff()
        self.clock, self.send = clock, send
        self.lease = self.timeouts.connect + self.timeouts.read + LEASE_MARGIN

    def run(self, session_id: str) -> None:
        """Deliver the session's waiting messages in order until none waits, or one is to be
        tried again later (then the next run is queued for that moment)."""
        owner = unique_hex()
        if not self.outbox.lock(session_id, owner, self.lease):
            # Another run delivers now (or died and its lease has yet to lapse).
            self.runner.later(session_id, self.clock() + 1.0)
            return
        while True:
            now = self.clock()
            head = self.outbox.head(session_id)
            if head is None:
                if self.outbox.finish(session_id, owner):
                    return
                continue
            if head.due > now:  # started early (a read, a redelivery): wait for its moment
                self.outbox.pause(session_id, owner, head.due, now)
                self.runner.later(session_id, head.due)
                return
            if not self.outbox.lock(session_id, owner, self.lease):
                return  # the lease lapsed and another run took over
            message = head.message
            attempt = self.send(message, self.allowance, self.timeouts, self.clock)
            after = self.clock()
            attempts = head.attempts + 1
            entry: dict[str, Any] = {
                "message": message["id"],
                "type": message["type"],
                "attempt": attempts,
                "at": stamp(now),
                "status": attempt.status,
                "latency_ms": round(attempt.latency * 1000, 1),
                "error": attempt.error,
                "next_retry": None,
            }
            if attempt.delivered:
                entry["result"] = "delivered"
                self.outbox.settle(session_id, message["id"], entry, "delivered")
                continue
            first = head.first if head.first is not None else now
            due = self.backoff.next_at(attempts, first, after)
            if due is None:
                log.warning("webhook %s of session %s failed for good", message["id"], session_id)
                entry["result"] = "failed"
                self.outbox.settle(session_id, message["id"], entry, "failed")
                continue
            entry.update(result="retrying", next_retry=stamp(due))
            self.outbox.postpone(session_id, message["id"], entry, attempts, first, due)
            self.outbox.pause(session_id, owner, due, after)
            self.runner.later(session_id, due)
            return


class WebhookHooks(SessionHooks):
    """Hands each happening of a subscribed session to `outbox`, queueing runs with `runner`;
    reads the session's history from `store` to fill a gap, and its game from `games`. Each
    keeps the session's expiry in `expiries` (expiry.py), due `ttl` seconds after it (the
    store's time to live); `swept` is called with each, to start the sweeper where this
    process runs it (the memory store's)."""

    def __init__(
        self,
        outbox: Outbox,
        runner: Runner,
        store: SessionStore,
        games: Callable[[str], Game],
        clock: Callable[[], float] = time.time,
        *,
        expiries: Expiries | None = None,
        ttl: float = 0.0,
        swept: Callable[[], None] = lambda: None,
    ):
        self.outbox, self.runner, self.store, self.games = outbox, runner, store, games
        self.clock = clock
        self.expiries, self.ttl, self.swept = expiries, ttl, swept
        self._lock = threading.Lock()
        self._ensured: OrderedDict[tuple[str, int], float] = OrderedDict()

    def _hand(self, session_id: str, version: int | None, found: list[dict], mode: str):
        handed = self.outbox.hand(session_id, version, found, mode)
        if handed.start:
            self.runner.start(session_id)
        return handed

    def hand_over(self, session_id: str, found: list[dict]) -> None:
        """Hand messages that tell of no version (the sweeper's `session.expired`)."""
        self._hand(session_id, None, found, "other")

    def _written(self, record: SessionRecord) -> None:
        """The session was written just now: its expiry is due a time to live from now."""
        if self.expiries is None or record.webhook is None:
            return
        try:
            self.expiries.keep(record.id, record.webhook, record.version, self.clock() + self.ttl)
            self.swept()
        except Exception:  # the sweeper finds the session by a read's check, or early
            log.exception("the expiry of session %s was not kept", record.id)

    def opened(self, record: SessionRecord) -> None:
        found = events.opened(record, self.games(record.game), self.clock())
        self._hand(record.id, record.version, found, "open")
        self._written(record)

    def committed(self, record: SessionRecord, entry: dict) -> None:
        found = events.moved(record, self.games(record.game), entry, self.clock())
        handed = self._hand(record.id, entry["version"], found, "move")
        if handed.status == "gap" and handed.handed is not None:
            self.fill(record, handed.handed)
        self._written(record)

    def fill(self, record: SessionRecord, handed: int) -> None:
        """Hand over the moves after version `handed` up to the record's, in order."""
        game = self.games(record.game)
        for entry in self.store.history(record.id, handed, record.version - handed):
            if entry["version"] > record.version:
                break
            found = events.moved(record, game, entry, self.clock())
            if self._hand(record.id, entry["version"], found, "move").status == "gap":
                break  # another process fills it, or the outbox was lost: the next read

    def reseated(self, record: SessionRecord, seat: int, level: str | None) -> None:
        self._hand(record.id, None, events.reseated(record, seat, level, self.clock()), "other")
        self._written(record)

    def ended(self, record: SessionRecord, by: str) -> None:
        self._hand(record.id, None, events.ended(record, by, self.clock()), "other")
        if self.expiries is not None:
            self.expiries.forget(record.id)

    def ensure(self, record: SessionRecord) -> None:
        key = (record.id, record.version)
        noted = self._ensured.get(key)
        if noted is not None and time.monotonic() - noted < ENSURED_SECONDS:
            return
        handed, waiting, marked = self.outbox.handed(record.id)
        if handed is not None and handed < record.version:
            log.warning(
                "moves %d to %d of session %s were not handed to its webhook: handed now",
                handed + 1,
                record.version,
                record.id,
            )
            self.fill(record, handed)
        elif waiting and not marked and self.outbox.mark_run(record.id):
            self.runner.start(record.id)
        if self.expiries is not None and record.webhook is not None:
            self.expiries.check(record.id, record.webhook, record.version, self.clock())
        with self._lock:
            self._ensured[key] = time.monotonic()
            self._ensured.move_to_end(key)
            while len(self._ensured) > ENSURED_KEPT:
                self._ensured.popitem(last=False)

    def close(self) -> None:
        self.runner.close()
        self.outbox.close()
