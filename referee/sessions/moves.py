"""The move path: a seat's move and a bot's, each checked on the record it is committed on.

- A seat's move is checked against the current record and committed (commit.py) by
  compare-and-set on its version and revision. If another move landed first, the move is
  checked again on the record as it now is (where it may well be illegal now): never
  written over it.
- A store may offer a record this process saw lately (`recent`) to spare the move a read.
  Only a commit the store accepted confirms such a record; any other answer a move would
  get from it (illegal, a stale If-Match, too large) is worked out again on a fresh read.
- `Idempotency-Key`: the first answer to a key, legal or not, is kept (scoped to the
  session and the seat) and returned again for a retry of the same move; the same key
  with a different move is IdempotencyKeyReused. An accepted move and its answer are
  committed together, so a retry can never apply a move twice. Each seat keeps the
  answer to its latest key only, and a few keys before it without their answers: a
  retry comes before the client's next move, and a key of an earlier move is refused
  (KeyAnsweredEarlier), never applied again. So what one seat sends never crowds out
  another's answers, and the answers a session keeps are bounded by its seats.
- A bot's move (`play_bot`) is chosen from its seat's view and legal moves only
  (`referee.bots`) and committed like any seat's.
- A dry run checks a seat's move on the current record and keeps nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..bots import LEVELS, choose_move
from ..engine import IllegalMove, MalformedInput
from ..tablerules.outcomes import TIMEOUT_REASON
from .clocks import instant
from .commit import Commits
from .ending import ends_match
from .errors import (
    Contention,
    DeadlinePassed,
    IdempotencyKeyReused,
    InsufficientStorage,
    MatchOver,
    RecordTooLarge,
    SessionEnded,
    SessionNotFound,
    StaleVersion,
    TimedOut,
    Unauthorized,
    VersionConflict,
    WrongSeat,
)
from .keys import AnswerSlot, answer_slot, valid_id
from .store import SessionRecord, encode
from .table import clocks_of, ended, turn_and_outcome, with_table
from .timing import MOVE, Table, over_message
from .tokens import Bearers

if TYPE_CHECKING:
    from ..engine import Game

MOVE_ATTEMPTS = 100  # re-checks of one move while other moves keep landing first
IDEMPOTENCY_KEY_MAX = 255

log = logging.getLogger("referee.bots")

# Whether a move ends the match, judged from a seat's view: (game, view, move) -> `every`,
# `some` or `none` (ending.py).
Judge = Callable[["Game", dict, dict], str]


def check_idempotency_key(key: str) -> str:
    if not (1 <= len(key) <= IDEMPOTENCY_KEY_MAX and key.isascii() and key.isprintable()):
        raise MalformedInput(
            f"Idempotency-Key must be 1 to {IDEMPOTENCY_KEY_MAX} printable ASCII characters",
            path="Idempotency-Key",
        )
    return key


class _Unconfirmed(Exception):
    """A move checked on a record from `recent` would be answered without a commit."""


class _Overdue(Exception):
    """A clock of the record a move was checked on has passed its deadline by the store's
    time: the timeout comes first."""


@dataclass(frozen=True)
class MoveAnswer:
    """The answer to a move: HTTP-free, but with the status the first answer had."""

    status: int
    body: dict
    version: int
    game: str
    replayed: bool = False


class Moves:
    """The moves of the sessions `commits` writes, each by a bearer `bearers` names (a bot
    thinks for `bot_budget` seconds at the `expert` level)."""

    def __init__(
        self, commits: Commits, bearers: Bearers, table: Table, *, bot_budget: float = 0.2
    ):
        self.commits = commits
        self.store = commits.store
        self.bearers = bearers
        self.table = table
        self.bot_budget = bot_budget

    # -- a seat's move --------------------------------------------------------------------
    def move(
        self,
        session_id: str,
        token: str | None,
        data: Any,
        *,
        if_match: Callable[[int], bool] | None = None,
        idempotency_key: str | None = None,
    ) -> MoveAnswer:
        """Referee and, if legal, commit the bearer's move.

        `if_match(version)` says whether the client's If-Match admits that version
        (StaleVersion when not). The move is checked on the record it is committed on.
        """
        if not valid_id(session_id):
            raise SessionNotFound(session_id)
        try:
            return self._move(session_id, token, data, if_match, idempotency_key)
        except SessionNotFound as missing:
            if isinstance(missing, SessionEnded):
                raise
            raise self.commits.gone(session_id) from None

    def _move(
        self,
        session_id: str,
        token: str | None,
        data: Any,
        if_match: Callable[[int], bool] | None,
        idempotency_key: str | None,
    ) -> MoveAnswer:
        # A recent record answers who is moving as a fresh read does, unless the seats have
        # changed holders since: its state and holders are confirmed only by the commit
        # (a reseat draws a new revision), and a token it does not know is looked up afresh.
        record = self.store.recent(session_id)
        guessed = record is not None
        if record is None:
            record = self.store.load(session_id)
        game = self.commits.games(record.game)
        try:
            seat = self.bearers.seat_of(record, token)
        except Unauthorized:
            if not guessed:
                raise
            record, guessed = self.store.load(session_id), False
            seat = self.bearers.seat_of(record, token)
        holders = record.seats
        move = _seats_move(game, data, seat)
        slot = (
            answer_slot(seat, check_idempotency_key(idempotency_key))
            if idempotency_key is not None
            else None
        )
        # The parsed move (types and card codes checked) with sorted keys: a retry that
        # writes the same move in another key order is the same request.
        fingerprint = hashlib.sha256(encode(move, canonical=True).encode()).hexdigest()

        for _ in range(MOVE_ATTEMPTS):
            try:
                if record.seats != holders and self.bearers.seat_of(record, token) != seat:
                    raise WrongSeat(f"the token is no longer seat {seat}'s")
                return self.attempt(record, game, move, slot, fingerprint, if_match, guessed)
            except VersionConflict as conflict:
                if not guessed:
                    self.commits.on_retry()  # contention; a recent record outdated is none
                record, guessed = conflict.current or self.store.load(session_id), False
            except _Unconfirmed:
                record, guessed = self.store.load(session_id), False
            except (_Overdue, DeadlinePassed):
                # The timeout comes first (applied here, once, whoever else tries it too):
                # the seat's own refuses the move; another's leaves it to be checked again.
                clocks = clocks_of(record)
                deadline = None if clocks is None else clocks.deadline(seat)
                if not guessed:
                    self.table.expire(session_id, record.version)
                if not guessed and deadline is not None and deadline <= self.store.now(session_id):
                    raise TimedOut(seat, instant(deadline)) from None
                record, guessed = self.store.load(session_id), False
            except (StaleVersion, InsufficientStorage):
                # A retry is answered as the first time, whatever has changed since.
                kept = self.store.answer(session_id, slot) if slot is not None else None
                if kept is None:
                    raise
                return _replay(kept, fingerprint, game.id)
        raise Contention(f"the session changed {MOVE_ATTEMPTS} times while the move was checked")

    def attempt(
        self,
        record: SessionRecord,
        game: Game,
        move: dict,
        slot: AnswerSlot | None,
        fingerprint: str,
        if_match: Callable[[int], bool] | None,
        guessed: bool = False,
    ) -> MoveAnswer:
        """Check the move on `record` and commit it; VersionConflict when the session
        moved on meanwhile; `_Unconfirmed` when `record` is `guessed` (from `recent`) and
        the move would be answered without a commit. An answer kept for the slot's key already
        is replayed instead: the store finds it in the same round trip as the commit, so
        a first try costs no separate look-up."""
        if if_match is not None and not if_match(record.version):
            if guessed:
                raise _Unconfirmed()
            raise StaleVersion(record.version)
        end = ended(record)
        if end is not None:
            if guessed:
                raise _Unconfirmed()
            stopped = clocks_of(record)
            if end["reason"] == TIMEOUT_REASON and end["seat"] == move["player"] and stopped:
                # The seat's own timeout came first: the answer a move racing it gets.
                raise TimedOut(move["player"], instant(stopped.since))
            raise MatchOver(over_message(game, record))
        clocks = clocks_of(record)
        now = soonest = None
        if clocks is not None:
            now = self.store.now(record.id)
            if clocks.expired(now) is not None:
                raise _Overdue()
            soonest = clocks.next_deadline()
        try:
            outcome = game.play(record.state, move)
        except IllegalMove as illegal:
            if guessed:
                raise _Unconfirmed() from None
            body = {
                "legal": False,
                "version": record.version,
                **game.turn_and_outcome(record.state),
                "violation": illegal.to_dict(),
            }
            if slot is None:
                return MoveAnswer(200, body, record.version, game.id)
            ours = {"fingerprint": fingerprint, "status": 200, "body": body}
            kept = self.store.keep_answer(record.id, slot, ours)
            return (
                MoveAnswer(200, body, record.version, game.id)
                if kept == ours
                else _replay(kept, fingerprint, game.id)
            )
        seat = move["player"]
        after = game.turn_and_outcome(outcome.state)
        entry = {
            "version": record.version + 1,
            "player": seat,
            "move": move,
            "events": outcome.events,
            **after,
        }
        table = None
        if clocks is not None and now is not None:
            moved = clocks.moved(seat, after["movers"], now)
            entry = {**entry, "type": MOVE, "clocks": moved.wire(now)}
            table = with_table(record, clocks=moved)
        new = record.advanced(outcome.state, entry, table)
        body = {
            "legal": True,
            "version": new.version,
            "view": game.view(new.state, seat),
            **after,
            "events": outcome.events,
            "score_deltas": outcome.score_deltas,
            "finished": outcome.finished,
            "result": outcome.result,
        }
        if "clocks" in entry:
            body["clocks"] = entry["clocks"]
        answer = (
            (slot, {"fingerprint": fingerprint, "status": 200, "body": body})
            if slot is not None
            else None
        )
        try:
            earlier = self.commits.commit(
                record, new, entry, answer, not_after=None if soonest is None else soonest[0]
            )
        except RecordTooLarge:
            if guessed:
                raise _Unconfirmed() from None
            raise
        if earlier is not None:
            return _replay(earlier, fingerprint, game.id)
        return MoveAnswer(200, body, new.version, game.id)

    # -- a bot's move ---------------------------------------------------------------------
    def play_bot(self, session_id: str, version: int) -> bool:
        """Play the turn of the first bot among the movers on `version` of the session, if
        the session is still there, at that version, and a bot is to move; whether it moved.

        The bot sees only its seat's view and legal moves (`referee.bots`); its random choices
        are drawn from the record's revision (secret, and new with every commit), so a turn
        played again after a worker died is played alike. The move is committed like any
        seat's; if anything landed first the turn is over, and that commit made the next one due.
        """
        try:
            record = self.store.load(session_id)
        except SessionNotFound:
            return False
        game = self.commits.games(record.game)
        if record.version != version:
            # This turn was played; the one it made due may be the one a dying worker lost.
            self.commits.turn_due(record, ensure=True)
            return False
        seat = next((s for s in turn_and_outcome(game, record)["movers"] if record.bot_of(s)), None)
        if seat is None:
            return False
        level = record.bot_of(seat) or LEVELS[0]
        rng = random.Random(f"{record.revision}:{seat}")
        move = choose_move(game, record.state, seat, level, rng=rng, budget_s=self.bot_budget)
        try:
            answer = self.attempt(record, game, move, None, "", None)
        except VersionConflict:
            return False
        except (_Overdue, DeadlinePassed):  # even a bot's clock may run out (its queue down)
            self.table.expire(session_id, version)
            return False
        if not answer.body["legal"]:
            log.error(
                "the %s bot of seat %d in session %s chose an illegal move: %s",
                level,
                seat,
                session_id,
                answer.body["violation"],
            )
            return False
        return True

    # -- a dry run ------------------------------------------------------------------------
    def dry_run(
        self, session_id: str, token: str | None, data: Any, judge: Judge = ends_match
    ) -> MoveAnswer:
        """Whether the bearer's move is legal now, and the rule that forbids it if not;
        nothing is kept. A legal answer never says what the move would do on the real state,
        since that may turn on cards the seat does not see (whether a challenged Ronda
        declaration is true): whether it ends the match is judged on states dealt from the
        seat's view alone (`judge`, ending.py)."""
        record, game = self.commits.session(session_id)
        seat = self.bearers.seat_of(record, token)
        move = _seats_move(game, data, seat)
        record = self.table.repaired(record)
        if ended(record) is not None:
            raise MatchOver(over_message(game, record))
        body = {"legal": True, "version": record.version, **game.turn_and_outcome(record.state)}
        try:
            game.play(record.state, move)
        except IllegalMove as illegal:
            body = {**body, "legal": False, "violation": illegal.to_dict()}
        else:
            body["ends_match"] = judge(game, game.view(record.state, seat), move)
        return MoveAnswer(200, body, record.version, game.id)


def _seats_move(game: Game, data: Any, seat: int) -> dict:
    """The move `data` parsed (MalformedInput) as one `seat` makes (WrongSeat for another's)."""
    move = game.parse_move(data)
    if move.get("player") != seat:
        raise WrongSeat(f"the token is seat {seat}'s; the move is seat {move.get('player')}'s")
    return move


def _replay(kept: dict, fingerprint: str, game_id: str) -> MoveAnswer:
    if not hmac.compare_digest(kept["fingerprint"], fingerprint):
        raise IdempotencyKeyReused("this Idempotency-Key already answered a different move")
    return MoveAnswer(kept["status"], kept["body"], kept["body"]["version"], game_id, replayed=True)
