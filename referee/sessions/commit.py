"""The one place a session changes once it is dealt: written by compare-and-set, then told.

Every move is committed here, whoever makes it (a seat or a bot): `commit` writes the
record it makes, with its history entry and its idempotency answer, only if the session is
still at the version and revision the move was checked on (VersionConflict otherwise:
nothing written, nothing told). Once written, the move is announced to the session's
watchers (notify.py, the event streams and long polls) and, when it leaves a bot among the
seats to move, the bot's turn is made due (turns.py). A change of who holds the seats is
written the same way (`reseat`); no watcher sees it. A session's end (`end`) is announced
to its watchers too, saying who ended it. A session with a webhook has each of these told
to the hooks as well (hooks.py, `tell`), which queue the calls out and return at once.

What a session stores is bounded per move, never per match: the record a move writes
(`max_session_bytes`: its state and token hashes) and the move's history entry
(`max_entry_bytes`). The history grows with the match and is read in pages, so no length
of match stops a legal move; a bound hit is RecordTooLarge (nothing written).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from .deadlines import Deadlines
from .errors import Contention, RecordTooLarge, SessionEnded, SessionNotFound, VersionConflict
from .hooks import SessionHooks
from .keys import AnswerSlot, valid_id
from .store import SessionRecord, SessionStore
from .table import clocks_of, ended, turn_and_outcome
from .turns import BotTurns

if TYPE_CHECKING:
    from ..engine import Game

MAX_ENTRY_BYTES = 64 * 1024  # one history entry: a move and its events
RESEAT_ATTEMPTS = 100  # writes of one change of holders while moves keep landing first

log = logging.getLogger("referee.sessions")
bots_log = logging.getLogger("referee.bots")
hooks_log = logging.getLogger("referee.webhooks")
clocks_log = logging.getLogger("referee.clocks")


class Watchers(Protocol):
    """Who is told of what a commit did: this process's watchers (notify.py's notifiers).
    The Redis store's own writes have told every other process's."""

    def publish(self, session_id: str, version: int) -> None:
        """The session's move to `version` was committed."""

    def publish_end(self, session_id: str, by: str) -> None:
        """The session was ended by `by` (`owner`, `admin`)."""


class Unwatched:
    """The watchers of a process that has none (a bots worker)."""

    def publish(self, session_id: str, version: int) -> None:
        pass

    def publish_end(self, session_id: str, by: str) -> None:
        pass


class Commits:
    """Writes and tells every change of the sessions in `store`, whose games `games` names.

    `watchers` are told of each committed move and each end; `bots` takes the turns of bots
    (None: this referee runs no bots); `hooks` are told what happens to a session with a
    webhook; `deadlines` keeps the deadlines of running clocks (None: timeouts wait for a
    reader, who applies them); `on_retry` is told each time a change is made again on a
    record that another change overtook (metrics).
    """

    def __init__(
        self,
        store: SessionStore,
        games: Callable[[str], Game],
        *,
        max_session_bytes: int,
        max_entry_bytes: int = MAX_ENTRY_BYTES,
        bots: BotTurns | None = None,
        watchers: Watchers | None = None,
        hooks: SessionHooks | None = None,
        on_retry: Callable[[], None] = lambda: None,
        deadlines: Deadlines | None = None,
    ):
        self.store = store
        self.deadlines = deadlines
        self.games = games
        self.max_session_bytes = max_session_bytes
        self.max_entry_bytes = max_entry_bytes
        self.bots = bots
        self.watchers = watchers or Unwatched()
        self.hooks = hooks
        self.on_retry = on_retry

    def session(self, session_id: str) -> tuple[SessionRecord, Game]:
        """The session's record as the store holds it now, and its game; SessionEnded for
        one ended lately, else SessionNotFound for one that is not there (`gone`)."""
        if not valid_id(session_id):
            raise SessionNotFound(session_id)
        try:
            record = self.store.load(session_id)
        except SessionNotFound:
            raise self.gone(session_id) from None
        return record, self.games(record.game)

    def gone(self, session_id: str) -> SessionNotFound:
        """What a missing session is answered with: SessionEnded, saying who ended it, for
        one ended lately; else SessionNotFound."""
        by = self.store.ended_by(session_id)
        return SessionNotFound(session_id) if by is None else SessionEnded(session_id, by)

    def commit(
        self,
        record: SessionRecord,
        new: SessionRecord,
        entry: dict,
        answer: tuple[AnswerSlot, dict] | None = None,
        *,
        not_after: int | None = None,
        not_before: int | None = None,
    ) -> dict | None:
        """Write `new`, the record after the move of history entry `entry` was made on
        `record`, keeping `answer` (an Idempotency-Key's slot and answer) with it; then tell
        of it. None once written; the answer kept for the slot's key when it has one
        (nothing written, nothing told). VersionConflict when the session moved on, and
        what the store raises (KeyAnsweredEarlier, StoreOutOfSpace, and with `not_after` or
        `not_before` DeadlinePassed or NotDue: the store's time compared in the commit);
        RecordTooLarge first."""
        self.check_record(new)
        self.check_entry(new.history_bytes - record.history_bytes)
        # Only a clocked session's commit names the times (a store that wraps another's
        # `commit` with the four arguments of old keeps working for every other).
        guard = {
            name: at
            for name, at in (("not_after", not_after), ("not_before", not_before))
            if at is not None
        }
        earlier = self.store.commit(record.version, new, entry, answer, **guard)
        if earlier is not None:
            return earlier
        try:
            self.watchers.publish(new.id, new.version)
        except Exception:  # the move is kept whatever befalls the watchers; say so loudly
            log.exception(
                "the move of session %s to version %d was not announced", new.id, new.version
            )
        self.tell(new, "committed", entry)
        self.turn_due(new, entry["movers"])
        self.clock_due(new)
        return None

    def end(self, session_id: str, by: str) -> None:
        """Remove the session, ended by `by` (`owner`, `admin`: kept a while for `gone`),
        then tell its watchers (and its hooks: the record is read first only where there are
        hooks to tell); `gone` when it is not there."""
        last = None
        if self.hooks is not None:
            try:
                last = self.store.load(session_id)
            except SessionNotFound:
                raise self.gone(session_id) from None
        if not self.store.delete(session_id, by):
            raise self.gone(session_id)
        try:
            self.watchers.publish_end(session_id, by)
        except Exception:  # the session is ended whatever befalls the watchers
            log.exception("the end of session %s was not announced", session_id)
        if last is not None:
            self.tell(last, "ended", by)

    def tell(self, record: SessionRecord, happening: str, *details: object) -> None:
        """Tell the hooks of `happening` (a `SessionHooks` method's name) to `record`, when
        the session has a webhook; the change stands whatever befalls them."""
        if record.webhook is None or self.hooks is None:
            return
        try:
            getattr(self.hooks, happening)(record, *details)
        except Exception:  # the change is kept whatever befalls the hooks; say so loudly
            hooks_log.exception(
                "the %s of session %s at version %d was not handed to its webhook",
                happening,
                record.id,
                record.version,
            )

    def reseat(
        self, record: SessionRecord, change: Callable[[SessionRecord], SessionRecord]
    ) -> SessionRecord:
        """Write `change(record)` (other holders of its seats) by compare-and-set, changed
        again on the record as it is now whenever a move landed first; the record written."""
        for _ in range(RESEAT_ATTEMPTS):
            new = change(record)
            self.check_record(new)
            try:
                self.store.reseat(record.version, new)
                return new
            except VersionConflict as conflict:
                self.on_retry()
                record = conflict.current or self.store.load(record.id)
        raise Contention(f"the session changed {RESEAT_ATTEMPTS} times while a seat was changed")

    def turn_due(
        self, record: SessionRecord, movers: list[int] | None = None, *, ensure: bool = False
    ) -> None:
        """Tell the bots when one of them is to move on `record` (`movers`: the seats to
        move on it, worked out from its state when not given). `ensure`: a read found the
        record, and the turn is queued only if it is not already (and any move not handed to
        the session's webhook yet is handed over)."""
        if ensure:
            self.tell(record, "ensure")
        if not record.bots or self.bots is None:
            return
        if movers is None:
            movers = turn_and_outcome(self.games(record.game), record)["movers"]
        if any(record.bot_of(seat) for seat in movers):
            # Earlier releases kept no party: each of their sessions is a party of its own.
            party = (record.party or record.id) if record.bots_only else None
            try:
                (self.bots.ensure if ensure else self.bots.due)(record.id, record.version, party)
            except Exception:  # the move is kept whatever befalls the queue; say so loudly
                bots_log.exception(
                    "the bot turn of session %s at version %d was not queued",
                    record.id,
                    record.version,
                )

    def clock_due(self, record: SessionRecord, *, ensure: bool = False) -> None:
        """Keep the soonest deadline of `record`'s running clocks, if any, where it acts by
        itself (deadlines.py). `ensure`: a read found the record, and the deadline is kept
        again only if it was lost."""
        clocks = clocks_of(record)
        if clocks is None or self.deadlines is None or ended(record) is not None:
            return
        soonest = clocks.next_deadline()
        if soonest is None:
            return
        try:
            keep = self.deadlines.ensure if ensure else self.deadlines.due
            keep(record.id, record.version, soonest[0])
        except Exception:  # the move is kept whatever befalls the deadlines; a read repairs
            clocks_log.exception(
                "the deadline of session %s at version %d was not kept", record.id, record.version
            )

    def check_record(self, record: SessionRecord) -> None:
        """The record a create or a change writes (its state and token hashes) is in bound."""
        size = len(record.meta_json) + len(record.state_json)
        if size > self.max_session_bytes:
            raise RecordTooLarge(
                f"the session's record would take {size} bytes; the bound is "
                f"{self.max_session_bytes} (nothing was written)"
            )

    def check_entry(self, size: int) -> None:
        """A move's history entry of `size` encoded bytes is in bound."""
        if size > self.max_entry_bytes:
            raise RecordTooLarge(
                f"the move's history entry would take {size} bytes; the bound is "
                f"{self.max_entry_bytes} (nothing was written)"
            )
