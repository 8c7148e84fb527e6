"""The table's own changes of a session: timeouts, resignations, aborts, pauses of the clocks.

Each is committed like a move (commit.py: compare-and-set on the version and revision, a
history entry, watchers told), with a typed history entry (`type`: `timeout`,
`resignation`, `abort`, `pause`, `resume`; a seat's move is `move`), so that the event
streams tell it and a transcript reproduces it.

A timeout (`expire`) is applied at its deadline, never by a client's clock: the commit
compares the store's time with the deadline (`not_before`), and a move's commit compares it
with the soonest deadline (`not_after`), so between a move and its seat's timeout exactly
one is written. Whoever finds a deadline passed applies it: the deadlines' server
(deadlines.py), a reader (`repaired`), or the move that came too late (moves.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..bots import choose_move
from ..engine import MalformedInput
from ..tablerules import RULES
from ..tablerules.outcomes import ABORTED, RESIGNED, TIMEOUT_REASON, last_place, no_result
from .clocks import BOT
from .commit import Commits
from .errors import (
    Contention,
    DeadlinePassed,
    Forbidden,
    MatchOver,
    NotDue,
    Refused,
    SessionNotFound,
    Unauthorized,
    VersionConflict,
)
from .store import SessionRecord
from .table import clocks_of, ended, finished, turn_and_outcome, with_table
from .tokens import ADMIN, BOT_SEAT, OWNER, Bearers

if TYPE_CHECKING:
    from ..engine import Game

ATTEMPTS = 100  # writes of one table change while moves keep landing first
REPAIRS = 16  # timeouts one read applies at most (a bot on an empty bank times out at once)

MOVE, TIMEOUT, RESIGNATION, ABORT, PAUSE, RESUME = (
    "move",
    "timeout",
    "resignation",
    "abort",
    "pause",
    "resume",
)
ENTRY_TYPES = (MOVE, TIMEOUT, RESIGNATION, ABORT, PAUSE, RESUME)


class NoClock(Refused):
    status = 409

    def __init__(self) -> None:
        super().__init__("no_clock", "the session was opened without a clock")


class AbortTooLate(Refused):
    status = 409

    def __init__(self) -> None:
        super().__init__(
            "abort_too_late",
            "every seat has moved: the match can no longer be aborted, only resigned",
        )


class Table:
    """The table changes of the sessions `commits` writes, asked for by bearers `bearers`
    names (a bot moving for a timed-out seat thinks for `bot_budget` seconds at `expert`)."""

    def __init__(self, commits: Commits, bearers: Bearers, *, bot_budget: float = 0.2):
        self.commits = commits
        self.store = commits.store
        self.bearers = bearers
        self.bot_budget = bot_budget

    # -- timeouts -------------------------------------------------------------------------
    def expire(self, session_id: str, version: int) -> int | None:
        """Apply the timeout due on `version` of the session, if it is still at that version
        and a deadline has passed by the store's time. None when there is nothing more to
        do (applied, or overtaken: whatever moved the session on kept its own deadline); the
        deadline (ms) when it is not due yet, to be tried again then."""
        try:
            record = self.store.load(session_id)
        except SessionNotFound:
            return None
        if record.version != version:
            return None
        return self._expire(record)

    def _expire(self, record: SessionRecord) -> int | None:
        clocks = clocks_of(record)
        if clocks is None or ended(record) is not None:
            return None
        game = self.commits.games(record.game)
        if game.is_finished(record.state):
            return None
        due = clocks.expired(self.store.now(record.id))
        if due is None:
            soonest = clocks.next_deadline()
            return None if soonest is None else soonest[0]
        at, seat = due
        if clocks.control.on_timeout == BOT:
            new, entry = self._bot_moves(record, game, seat, at)
        else:
            stopped = clocks.charged(at).stopped(at)
            outcome = last_place(record.state["scores"], seat, TIMEOUT_REASON)
            entry = self._entry(record, TIMEOUT, seat, outcome, stopped.wire(at))
            new = record.advanced(
                record.state, entry, with_table(record, clocks=stopped, end=outcome)
            )
        try:
            self.commits.commit(record, new, entry, not_before=at)
        except VersionConflict:
            return None
        except NotDue:  # this process's view of the deadline ran ahead of the store's clock
            return at
        return None

    def _bot_moves(
        self, record: SessionRecord, game: Game, seat: int, at: int
    ) -> tuple[SessionRecord, dict]:
        """The record after a bot of the clock's level moved for `seat` at `at`, from the
        seat's view alone; the seat passes to the bot once its timeouts in a row reach
        `takeover_after`."""
        clocks = clocks_of(record)
        assert clocks is not None
        control = clocks.control
        level = control.bot or "random"
        # Drawn from the revision (secret, new with each commit): the same timeout tried
        # twice moves alike, and a seat's hand is never guessed from a known seed.
        rng = random.Random(f"{record.revision}:{seat}:timeout")
        move = choose_move(game, record.state, seat, level, rng=rng, budget_s=self.bot_budget)
        played = game.play(record.state, move)
        after = game.turn_and_outcome(played.state)
        moved = clocks.moved(seat, after["movers"], at, timed_out=True)
        takeover = (
            control.takeover_after is not None
            and moved.streak[seat] >= control.takeover_after
            and record.bot_of(seat) is None
        )
        entry = {
            "version": record.version + 1,
            "type": TIMEOUT,
            "player": seat,
            "move": move,
            "events": played.events,
            **after,
            "clocks": moved.wire(at),
            "bot": level,
            "takeover": takeover,
        }
        changed: dict[str, Any] = {}
        if takeover:
            seats = list(record.seats)
            seats[seat] = BOT_SEAT
            bots = tuple(sorted({**dict(record.bots), seat: level}.items()))
            changed = {"seats": tuple(seats), "bots": bots, "meta_changed": True}
        new = record.advanced(played.state, entry, with_table(record, clocks=moved), **changed)
        return new, entry

    def repaired(self, record: SessionRecord) -> SessionRecord:
        """`record`, or the record after the timeouts it has passed (a reader found them
        first: nobody served the deadline yet); its deadline kept again if it was lost."""
        for _ in range(REPAIRS):
            clocks = clocks_of(record)
            if clocks is None or ended(record) is not None:
                return record
            if clocks.expired(self.store.now(record.id)) is None:
                self.commits.clock_due(record, ensure=True)
                return record
            self._expire(record)
            record = self.store.load(record.id)
        return record

    # -- resigning, aborting --------------------------------------------------------------
    def resign(self, session_id: str, token: str | None, seat: int | None) -> dict:
        """End the match with `seat`'s side last (TBL-2): a seat resigns itself (`seat`
        None or its own), the owner or the admin names the seat."""

        def change(record: SessionRecord, game: Game, now: int) -> tuple[SessionRecord, dict]:
            resigning = self._seat_for(record, game, token, seat, "resign")
            outcome = last_place(record.state["scores"], resigning, RESIGNED)
            return self._ending(record, RESIGNATION, resigning, outcome, now)

        return self._change(session_id, token, change)

    def abort(self, session_id: str, token: str | None) -> dict:
        """End the match with no result (TBL-3), by a seat or the owner, before every seat
        has moved (AbortTooLate after)."""

        def change(record: SessionRecord, game: Game, now: int) -> tuple[SessionRecord, dict]:
            found = self._bearer(record, token, "abort")
            if self._everyone_moved(record, game):
                raise AbortTooLate()
            by = found if isinstance(found, int) else None
            return self._ending(record, ABORT, by, no_result(), now)

        return self._change(session_id, token, change)

    def _everyone_moved(self, record: SessionRecord, game: Game) -> bool:
        seats = set(range(game.seat_count(record.state)))
        start = 0
        while seats and start < record.version:
            page = self.store.history(record.id, start, 1000)
            if not page:
                break
            for entry in page:
                if entry.get("move") is not None:
                    seats.discard(entry["player"])
            start += len(page)
        return not seats

    def _ending(
        self, record: SessionRecord, kind: str, seat: int | None, outcome: dict, now: int
    ) -> tuple[SessionRecord, dict]:
        clocks = clocks_of(record)
        stopped = None if clocks is None else clocks.stopped(now)
        entry = self._entry(
            record, kind, seat, outcome, None if stopped is None else stopped.wire(now)
        )
        table = with_table(record, clocks=stopped, end=outcome)
        return record.advanced(record.state, entry, table), entry

    # -- pausing --------------------------------------------------------------------------
    def pause(self, session_id: str, token: str | None, paused: bool) -> dict:
        """Stop every clock of the session where it stands, or start them again (TBL-1.2):
        the owner or the admin. A clock already so changes nothing."""

        def change(record: SessionRecord, game: Game, now: int) -> tuple[SessionRecord, dict]:
            if self._bearer(record, token, "pause or resume the clocks") not in (OWNER, ADMIN):
                raise Forbidden(
                    "not_owner", "only the session's owner or the admin may pause the clocks"
                )
            clocks = clocks_of(record)
            if clocks is None:
                raise NoClock()
            if clocks.paused == paused:
                raise _Unchanged()
            moved = clocks.paused_at(now) if paused else clocks.resumed_at(now)
            entry = {
                "version": record.version + 1,
                "type": PAUSE if paused else RESUME,
                "player": None,
                "move": None,
                "events": [],
                **turn_and_outcome(game, record),
                "clocks": moved.wire(now),
            }
            return record.advanced(record.state, entry, with_table(record, clocks=moved)), entry

        return self._change(session_id, token, change)

    # -- what they share ------------------------------------------------------------------
    def _change(
        self,
        session_id: str,
        token: str | None,
        change: Callable[[SessionRecord, Game, int], tuple[SessionRecord, dict]],
    ) -> dict:
        """Commit `change(record, game, now)` on the session as it is, after any timeout it
        has passed, again on the record as it now is whenever another change landed first;
        the session's answer after it."""
        if token is None:
            raise Unauthorized("token_required", "this call needs a seat, owner or admin token")
        record, game = self.commits.session(session_id)
        for _ in range(ATTEMPTS):
            record = self.repaired(record)
            if finished(game, record):
                self._bearer(record, token, "change")  # a stranger learns nothing
                raise MatchOver(over_message(game, record))
            now = self.store.now(record.id)
            try:
                new, entry = change(record, game, now)
            except _Unchanged:
                return self.answer(record, game, now)
            clocks = clocks_of(record)
            soonest = None if clocks is None else clocks.next_deadline()
            try:
                self.commits.commit(
                    record, new, entry, not_after=None if soonest is None else soonest[0]
                )
            except VersionConflict as conflict:
                self.commits.on_retry()
                record = conflict.current or self.store.load(session_id)
                continue
            except DeadlinePassed:  # a timeout comes first: applied on the next round
                record = self.store.load(session_id)
                continue
            return self.answer(new, game, now)
        raise Contention(f"the session changed {ATTEMPTS} times while the change was made")

    def answer(self, record: SessionRecord, game: Game, now: int) -> dict:
        clocks = clocks_of(record)
        return {
            "id": record.id,
            "version": record.version,
            "finished": finished(game, record),
            **turn_and_outcome(game, record),
            "clocks": None if clocks is None else clocks.wire(now),
        }

    def _bearer(self, record: SessionRecord, token: str | None, what: str) -> int | str:
        found = self.bearers.bearer_of(record, token)
        if found is None:
            raise Unauthorized("token_required", f"to {what} needs a seat, owner or admin token")
        return found

    def _seat_for(
        self, record: SessionRecord, game: Game, token: str | None, seat: int | None, what: str
    ) -> int:
        found = self._bearer(record, token, what)
        if isinstance(found, int):
            if seat is not None and seat != found:
                raise Forbidden("not_your_seat", f"the token is seat {found}'s, not seat {seat}'s")
            return found
        if seat is None:
            raise Forbidden(
                "seat_required", f"the {found} token is no seat's: name the seat (`player`)"
            )
        count = game.seat_count(record.state)
        if not 0 <= seat < count:
            raise MalformedInput(
                f"player: the session's seats are 0 to {count - 1}; {seat} is none", path="player"
            )
        return seat

    @staticmethod
    def _entry(
        record: SessionRecord, kind: str, seat: int | None, outcome: dict, clocks: dict | None
    ) -> dict:
        entry: dict[str, Any] = {
            "version": record.version + 1,
            "type": kind,
            "player": seat,
            "move": None,
            "events": [],
            "movers": [],
            "outcome": {**outcome, "rule_url": RULES.url(outcome["rule"])},
        }
        if clocks is not None:
            entry["clocks"] = clocks
        return entry


class _Unchanged(Exception):
    """A table change that changes nothing (pausing paused clocks)."""


def over_message(game: Game, record: SessionRecord) -> str:
    end = ended(record)
    if end is None:
        return "the match is over: nothing more may be played"
    if end["reason"] == ABORTED:
        return "the match was aborted: nothing more may be played"
    seat = end.get("seat")
    how = "ran out of time" if end["reason"] == TIMEOUT_REASON else "resigned"
    return f"the match is over: seat {seat} {how}"
