"""The session service: games played on the server, each seat behind a secret token.

It holds the rules of a session and leaves storage to a `SessionStore`:

- Seat tokens and an owner token (for the app that created the session) are drawn with
  `secrets`, handed out once at creation and stored only as SHA-256 hashes; a presented
  token is compared with every hash by `hmac.compare_digest`.
- Who may do what: a seat reads its own view, lists its moves and moves; the owner, the
  admin (REFEREE_ADMIN_TOKEN) and anyone without a token read the spectator's view and
  the history; only the owner or the admin end a session.
- Only views leave the service: a seat's view, or a spectator's. Never the state, never
  the seed (the referee draws one when the creator gives none).
- A move is checked against the current record and written by compare-and-set on its
  version and revision. If another move landed first, the move is checked again on the
  record as it now is (where it may well be illegal now): never written over it.
- A store may offer a record this process saw lately (`recent`) to spare the move a read.
  Only a commit the store accepted confirms such a record; any other answer a move would
  get from it (illegal, a stale If-Match, too large) is worked out again on a fresh read.
- What a session stores is bounded per move, never per match: the record a move writes
  (`max_session_bytes`: its state and token hashes) and the move's history entry
  (`max_entry_bytes`). The history grows with the match and is read in pages, so no
  length of match stops a legal move; a bound hit is RecordTooLarge (nothing written).
- Bot seats: the owner (or the admin) gives a seat to a bot at creation or later, which
  voids the seat's token, and may give it back to a new token. A bot moves by itself when
  it is among the movers: the commit that makes its turn tells `bots` (bots.py), which plays
  it off the request threads through `play_bot`, committed like any seat's move. A read
  that finds a bot to move has `bots` make sure its turn is queued (`BotTurns.ensure`).
- `Idempotency-Key`: the first answer to a key, legal or not, is kept (scoped to the
  session and the seat) and returned again for a retry of the same move; the same key
  with a different move is IdempotencyKeyReused. An accepted move and its answer are
  committed together, so a retry can never apply a move twice. Each seat keeps the
  answer to its latest key only, and a few keys before it without their answers: a
  retry comes before the client's next move, and a key of an earlier move is refused
  (KeyAnsweredEarlier), never applied again. So what one seat sends never crowds out
  another's answers, and the answers a session keeps are bounded by its seats.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import random
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..bots import LEVELS, choose_move
from ..engine import Game, IllegalMove, MalformedInput
from ..engine.game import MOVE_LIST_CAP
from ..games.registry import get_game
from ..transcripts import record as transcript_record
from . import codes
from .errors import (
    BotsUnavailable,
    Contention,
    Forbidden,
    IdempotencyKeyReused,
    InsufficientStorage,
    JoinCodeGone,
    JoinCodeUnknown,
    RecordTooLarge,
    SeatConflict,
    SessionExists,
    SessionNotFound,
    StaleVersion,
    Unauthorized,
    VersionConflict,
    WrongSeat,
)
from .keys import AnswerSlot, answer_slot, valid_id
from .store import SessionRecord, SessionStore, encode, new_revision
from .turns import BotTurns

TOKEN_BYTES = 32  # entropy of a seat or owner token
MAX_ENTRY_BYTES = 64 * 1024  # one history entry: a move and its events
MOVE_ATTEMPTS = 100  # re-checks of one move while other moves keep landing first
IDEMPOTENCY_KEY_MAX = 255
OWNER, ADMIN = "owner", "admin"  # bearers that are no seat
BOT_SEAT = ""  # the token hash of a seat a bot holds: no token's hash

log = logging.getLogger("referee.bots")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def check_idempotency_key(key: str) -> str:
    if not (1 <= len(key) <= IDEMPOTENCY_KEY_MAX and key.isascii() and key.isprintable()):
        raise MalformedInput(
            f"Idempotency-Key must be 1 to {IDEMPOTENCY_KEY_MAX} printable ASCII characters",
            path="Idempotency-Key",
        )
    return key


class _Unconfirmed(Exception):
    """A move checked on a record from `recent` would be answered without a commit."""


@dataclass(frozen=True)
class MoveAnswer:
    """The answer to a move: HTTP-free, but with the status the first answer had."""

    status: int
    body: dict
    version: int
    game: str
    replayed: bool = False


class SessionService:
    def __init__(
        self,
        store: SessionStore,
        *,
        max_session_bytes: int,
        max_entry_bytes: int = MAX_ENTRY_BYTES,
        admin_token: str | None = None,
        games: Callable[[str], Game] = get_game,
        on_retry: Callable[[], None] = lambda: None,
        bots: BotTurns | None = None,
        announce: Callable[[str, int], None] = lambda session_id, version: None,
        bot_budget: float = 0.2,
    ):
        self.store = store
        self.bots = bots  # where due bot turns go; None: this referee runs no bots
        self.announce = announce  # wakes this process's watchers of a bot's move
        self.bot_budget = bot_budget  # seconds an `expert` bot thinks
        self.on_retry = on_retry  # told each time a move is checked again (metrics)
        self.max_session_bytes = max_session_bytes
        self.max_entry_bytes = max_entry_bytes
        self.admin_token = admin_token
        self.games = games
        if bots is not None:
            bots.serve(self.play_bot)

    # -- creation -------------------------------------------------------------------------
    def create(
        self,
        game_id: str,
        *,
        players: int | None = None,
        options: dict | None = None,
        seed: str | None = None,
        bots: Mapping[int, str] | None = None,
    ) -> dict:
        """Deal a match; `bots` gives seats to bots (seat: level) from the start."""
        game = self.games(game_id)
        state = game.new_state(
            game.resolve_options(options, players), seed or secrets.token_hex(16)
        )
        count = game.seat_count(state)
        bots = dict(bots or {})
        for seat, level in bots.items():
            self._check_bot(seat, level, count, f"bots.{seat}")
        tokens = [
            None if seat in bots else secrets.token_urlsafe(TOKEN_BYTES) for seat in range(count)
        ]
        owner = secrets.token_urlsafe(TOKEN_BYTES)
        record = SessionRecord(
            id="",
            game=game.id,
            version=0,
            state=state,
            seats=tuple(BOT_SEAT if token is None else hash_token(token) for token in tokens),
            owner=hash_token(owner),
            bots=tuple(sorted(bots.items())),
            revision=new_revision(),
        )
        self._check_record(record)
        for _ in range(8):
            record = replace(record, id=secrets.token_urlsafe(16))
            try:
                self.store.create(record)
                break
            except SessionExists:  # 128 random bits: never in practice, but never overwrite
                continue
        else:
            raise SessionExists("no free session id")
        self._turn_due(record, game)
        return {
            "id": record.id,
            "game": game.id,
            "version": record.version,
            "owner_token": owner,
            "seats": [
                {"player": seat, "token": token, "bot": bots.get(seat)}
                for seat, token in enumerate(tokens)
            ],
            "view": game.view(state, None),
            **game.turn_and_outcome(state),
        }

    # -- reading --------------------------------------------------------------------------
    def _session(self, session_id: str) -> tuple[SessionRecord, Game]:
        if not valid_id(session_id):
            raise SessionNotFound(session_id)
        record = self.store.load(session_id)
        return record, self.games(record.game)

    def _is_admin(self, token: str) -> bool:
        return self.admin_token is not None and hmac.compare_digest(
            token.encode("utf-8"), self.admin_token.encode("utf-8")
        )

    def bearer_of(self, record: SessionRecord, token: str | None) -> int | str | None:
        """Who presents `token`: a seat number, OWNER or ADMIN; None without a token (a
        spectator). Unauthorized for a token that is none of these."""
        if token is None:
            return None
        digest = hash_token(token)
        found: int | str | None = None
        for seat, stored in enumerate(record.seats):
            if hmac.compare_digest(stored, digest):
                found = seat
        if found is None and record.owner and hmac.compare_digest(record.owner, digest):
            found = OWNER
        if found is None and self._is_admin(token):
            found = ADMIN
        if found is None:
            raise Unauthorized(
                "unknown_token",
                "the token is not a seat's, the owner's or the admin's of this session",
            )
        return found

    def seat_holding(self, session_id: str, token: str) -> int | None:
        """The seat `token` holds in the session; None for no such session or a token that
        is no seat's (to count a client by its seat, never by a token it made up). A record
        from `recent` does: seats never change, and the move that follows reads it too."""
        if not valid_id(session_id):
            return None
        try:
            found = self.bearer_of(
                self.store.recent(session_id) or self.store.load(session_id), token
            )
        except (SessionNotFound, Unauthorized):
            return None
        return found if isinstance(found, int) else None

    def seat_of(self, record: SessionRecord, token: str | None) -> int:
        """The bearer's seat, for a call only a seat may make."""
        if token is None:
            raise Unauthorized(
                "token_required", "this call needs a seat token (Authorization: Bearer <token>)"
            )
        found = self.bearer_of(record, token)
        if not isinstance(found, int):  # a token was given: OWNER or ADMIN
            raise Forbidden(
                "not_a_seat",
                f"the {found} token is no seat's: only a seat may list its moves or move",
            )
        return found

    def watcher(self, record: SessionRecord, token: str | None) -> int | None:
        """The seat whose view a reader gets: its own, or a spectator's (None) for the
        owner, the admin and a reader without a token."""
        found = self.bearer_of(record, token)
        return found if isinstance(found, int) else None

    def read(self, session_id: str, token: str | None) -> dict:
        """The bearer's view, or a spectator's without a token."""
        record, game = self._session(session_id)
        seat = self.watcher(record, token)
        self._turn_due(record, game, ensure=True)
        return {
            "id": record.id,
            "game": record.game,
            "version": record.version,
            "seat": seat,
            "bots": _levels(record),
            "finished": game.is_finished(record.state),
            "view": game.view(record.state, seat),
            **game.turn_and_outcome(record.state),
        }

    def scores(self, session_id: str, token: str | None) -> dict:
        """The score sheet of the session's state, for any seat or a spectator: the games
        show no hidden card in it (counts while a deal runs)."""
        record, game = self._session(session_id)
        self.watcher(record, token)  # an unknown token is refused as on every read
        return {"game": game.id, "version": record.version, "sheet": game.score_sheet(record.state)}

    def legal_moves(self, session_id: str, token: str | None, limit: int = MOVE_LIST_CAP) -> dict:
        """The bearer's legal moves, each in the form `move` accepts (empty off turn)."""
        record, game = self._session(session_id)
        seat = self.seat_of(record, token)
        self._turn_due(record, game, ensure=True)
        moves, truncated = game.moves(record.state, seat, limit)
        return {"version": record.version, "player": seat, "moves": moves, "truncated": truncated}

    def history(
        self, session_id: str, token: str | None, since: int = 0, limit: int | None = None
    ) -> dict:
        """Accepted moves after version `since`, with their events, oldest first: at most
        `limit` (1 or more) of them, all without one. `next` is the `since` of the following
        page, None when this one reaches the session's version.

        Each entry shows what the watcher (the token's seat, or a spectator) may see of it,
        as the game's `public_record` says: a secret move (a Modulo bid) stays hidden from
        the other seats until the game reveals it.
        """
        record, game = self._session(session_id)
        seat = self.watcher(record, token)
        self._turn_due(record, game, ensure=True)
        since = max(0, since)
        entries = []
        # Entries of moves made after the record was read wait for the next read.
        for entry in self.store.history(session_id, since, limit):
            if entry["version"] > record.version:
                break
            entries.append(self.public_entry(game, entry, seat))
        # An empty page ends the reading even short of `version`, so no reader loops.
        last = entries[-1]["version"] if entries else record.version
        return {
            "id": record.id,
            "version": record.version,
            "entries": entries,
            "next": last if last < record.version else None,
        }

    @staticmethod
    def public_entry(game: Game, entry: dict, seat: int | None) -> dict:
        """A history entry as `seat` (None: a spectator) may see it."""
        move, events = game.public_record(entry["move"], entry["events"], seat)
        return {**entry, "move": move, "events": events}

    def session_record(self, session_id: str) -> tuple[SessionRecord, Game]:
        """The session's record as the store holds it now, and its game (for a reader that
        checks each watcher's token with `watcher` and filters with `public_entry`)."""
        return self._session(session_id)

    def transcript(self, session_id: str, token: str | None) -> dict:
        """The match so far as a transcript (its seed, its options, every move in order,
        and what they came to as the claim), with the session's version.

        The seed reveals every card dealt or to be dealt, so the owner and the admin may
        export at any time, a seat only once the match is over, a spectator never.
        """
        if token is None:
            raise Unauthorized(
                "token_required", "a transcript needs the owner, admin or (once over) a seat token"
            )
        record, game = self._session(session_id)
        bearer = self.bearer_of(record, token)
        if isinstance(bearer, int) and not game.is_finished(record.state):
            raise Forbidden(
                "not_finished",
                "a seat may export the transcript once the match is over: its seed shows "
                "every hidden card",
            )
        # The first `version` entries are the moves that made the record read above.
        entries = self.store.history(session_id, 0, record.version) if record.version else []
        moves = [entry["move"] for entry in entries[: record.version]]
        transcript = transcript_record(game, record.state, moves)
        return {"version": record.version, "transcript": transcript}

    # -- moving ---------------------------------------------------------------------------
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
        # A recent record answers who is moving as a fresh read does, unless the seats have
        # changed holders since: its state and holders are confirmed only by the commit
        # (a reseat draws a new revision), and a token it does not know is looked up afresh.
        record = self.store.recent(session_id)
        guessed = record is not None
        if record is None:
            record = self.store.load(session_id)
        game = self.games(record.game)
        try:
            seat = self.seat_of(record, token)
        except Unauthorized:
            if not guessed:
                raise
            record, guessed = self.store.load(session_id), False
            seat = self.seat_of(record, token)
        holders = record.seats
        move = game.parse_move(data)
        if move.get("player") != seat:
            raise WrongSeat(f"the token is seat {seat}'s; the move is seat {move.get('player')}'s")
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
                if record.seats != holders and self.seat_of(record, token) != seat:
                    raise WrongSeat(f"the token is no longer seat {seat}'s")
                answer = self._attempt(record, game, move, slot, fingerprint, if_match, guessed)
            except VersionConflict as conflict:
                if not guessed:
                    self.on_retry()  # contention; a recent record that was outdated is none
                record, guessed = conflict.current or self.store.load(session_id), False
            except _Unconfirmed:
                record, guessed = self.store.load(session_id), False
            except (StaleVersion, InsufficientStorage):
                # A retry is answered as the first time, whatever has changed since.
                kept = self.store.answer(session_id, slot) if slot is not None else None
                if kept is None:
                    raise
                return self._replay(kept, fingerprint, game.id)
            else:
                if answer.body["legal"] and not answer.replayed:
                    self._turn_due(record, game, answer.version, answer.body["movers"])
                return answer
        raise Contention(f"the session changed {MOVE_ATTEMPTS} times while the move was checked")

    def _attempt(
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
                else self._replay(kept, fingerprint, game.id)
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
        new = record.advanced(outcome.state, entry)
        try:
            self._check_record(new)
            self._check_entry(new.history_bytes - record.history_bytes)
        except RecordTooLarge:
            if guessed:
                raise _Unconfirmed() from None
            raise
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
        answer = (
            (slot, {"fingerprint": fingerprint, "status": 200, "body": body})
            if slot is not None
            else None
        )
        earlier = self.store.commit(record.version, new, entry, answer)
        if earlier is not None:
            return self._replay(earlier, fingerprint, game.id)
        return MoveAnswer(200, body, new.version, game.id)

    @staticmethod
    def _replay(kept: dict, fingerprint: str, game_id: str) -> MoveAnswer:
        if not hmac.compare_digest(kept["fingerprint"], fingerprint):
            raise IdempotencyKeyReused("this Idempotency-Key already answered a different move")
        return MoveAnswer(
            kept["status"], kept["body"], kept["body"]["version"], game_id, replayed=True
        )

    def _check_record(self, record: SessionRecord) -> None:
        """The record a create or a move writes (its state and token hashes) is in bound."""
        size = len(record.meta_json) + len(record.state_json)
        if size > self.max_session_bytes:
            raise RecordTooLarge(
                f"the session's record would take {size} bytes; the bound is "
                f"{self.max_session_bytes} (nothing was written)"
            )

    def _check_entry(self, size: int) -> None:
        """A move's history entry of `size` encoded bytes is in bound."""
        if size > self.max_entry_bytes:
            raise RecordTooLarge(
                f"the move's history entry would take {size} bytes; the bound is "
                f"{self.max_entry_bytes} (nothing was written)"
            )

    # -- bot seats ------------------------------------------------------------------------
    def seat_bot(self, session_id: str, token: str | None, seat: int, level: str) -> dict:
        """Give `seat` to a bot of `level` (the owner or the admin): the token that held
        it stops working; a bot seat takes the new level. The bot moves when its turn comes."""
        record, game = self._seat_change(session_id, token)
        self._check_bot(seat, level, game.seat_count(record.state), "seat")
        if self.bots is None:
            raise BotsUnavailable()

        def change(current: SessionRecord) -> SessionRecord:
            seats = list(current.seats)
            seats[seat] = BOT_SEAT
            return current.reseated(tuple(seats), {**dict(current.bots), seat: level})

        record = self._reseat(record, change)
        self._turn_due(record, game)
        return self._seat_answer(record, seat, level=level)

    def unseat_bot(self, session_id: str, token: str | None, seat: int) -> dict:
        """Give a bot's `seat` back to a token holder (the owner or the admin): the answer
        carries the seat's new token, shown only there. SeatConflict when no bot holds it."""
        record, game = self._seat_change(session_id, token)
        self._check_seat(seat, game.seat_count(record.state), "seat")
        fresh = secrets.token_urlsafe(TOKEN_BYTES)

        def change(current: SessionRecord) -> SessionRecord:
            if current.bot_of(seat) is None:
                raise SeatConflict("not_a_bot", f"no bot holds seat {seat}: a token does")
            seats = list(current.seats)
            seats[seat] = hash_token(fresh)
            bots = {held: level for held, level in current.bots if held != seat}
            return current.reseated(tuple(seats), bots)

        record = self._reseat(record, change)
        return self._seat_answer(record, seat, token=fresh)

    def _seat_change(self, session_id: str, token: str | None) -> tuple[SessionRecord, Game]:
        """The session, for a bearer that may change its seats' holders: the owner or admin."""
        if token is None:
            raise Unauthorized(
                "token_required", "changing a seat needs the owner token or the admin token"
            )
        record, game = self._session(session_id)
        if self.bearer_of(record, token) not in (OWNER, ADMIN):
            raise Forbidden(
                "not_owner",
                "only the session's owner (the app that created it) or the admin may "
                "change who holds a seat; a seat's token may not",
            )
        return record, game

    def _reseat(
        self, record: SessionRecord, change: Callable[[SessionRecord], SessionRecord]
    ) -> SessionRecord:
        """Write `change(record)` by compare-and-set, changed again on the record as it is
        now whenever a move landed first."""
        for _ in range(MOVE_ATTEMPTS):
            new = change(record)
            self._check_record(new)
            try:
                self.store.reseat(record.version, new)
                return new
            except VersionConflict as conflict:
                self.on_retry()
                record = conflict.current or self.store.load(record.id)
        raise Contention(f"the session changed {MOVE_ATTEMPTS} times while a seat was changed")

    @staticmethod
    def _seat_answer(
        record: SessionRecord, seat: int, *, level: str | None = None, token: str | None = None
    ) -> dict:
        answer: dict[str, Any] = {"id": record.id, "version": record.version, "player": seat}
        if token is not None:
            answer["token"] = token
        if level is not None:
            answer["bot"] = level
        answer["bots"] = _levels(record)
        return answer

    @staticmethod
    def _check_seat(seat: Any, count: int, path: str) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count:
            raise MalformedInput(
                f"{path}: the session's seats are 0 to {count - 1}; {seat!r} is none", path=path
            )

    def _check_bot(self, seat: Any, level: Any, count: int, path: str) -> None:
        self._check_seat(seat, count, path)
        if level not in LEVELS:
            where = "level" if path == "seat" else path
            raise MalformedInput(
                f"{where}: a bot's level is one of {', '.join(LEVELS)}; {level!r} is none",
                path=where,
            )

    def _turn_due(
        self,
        record: SessionRecord,
        game: Game,
        version: int | None = None,
        movers: list[int] | None = None,
        *,
        ensure: bool = False,
    ) -> None:
        """Tell the bots when one of them is to move on `version` (the record's, when not
        given) of the session; `movers` are then the seats to move on it. `ensure`: a read
        found the record, and the turn is queued only if it is not already."""
        if not record.bots or self.bots is None:
            return
        if movers is None:
            movers = game.turn_and_outcome(record.state)["movers"]
        if any(record.bot_of(seat) for seat in movers):
            version = record.version if version is None else version
            try:
                (self.bots.ensure if ensure else self.bots.due)(record.id, version)
            except Exception:  # the move is kept whatever befalls the queue; say so loudly
                log.exception(
                    "the bot turn of session %s at version %d was not queued", record.id, version
                )

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
        game = self.games(record.game)
        if record.version != version:
            # This turn was played; the one it made due may be the one a dying worker lost.
            self._turn_due(record, game, ensure=True)
            return False
        seat = next(
            (s for s in game.turn_and_outcome(record.state)["movers"] if record.bot_of(s)), None
        )
        if seat is None:
            return False
        level = record.bot_of(seat) or LEVELS[0]
        rng = random.Random(f"{record.revision}:{seat}")
        move = choose_move(game, record.state, seat, level, rng=rng, budget_s=self.bot_budget)
        try:
            answer = self._attempt(record, game, move, None, "", None)
        except VersionConflict:
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
        self.announce(session_id, answer.version)
        self._turn_due(record, game, answer.version, answer.body["movers"])
        return True

    # -- join codes -----------------------------------------------------------------------
    def join_code(
        self, session_id: str, token: str | None, seat: int, ttl: int = codes.DEFAULT_TTL
    ) -> dict:
        """A short code that gives `seat` to whoever redeems it first within `ttl` seconds
        (the owner or the admin). The code is bound to the seat's token of now: once the seat
        has changed hands (another code redeemed, a bot seated) it opens nothing."""
        record, game = self._seat_change(session_id, token)
        self._check_seat(seat, game.seat_count(record.state), "seat")
        if record.bot_of(seat) is not None:
            raise SeatConflict("bot_seat", f"a bot holds seat {seat}: give it back first")
        ticket = {"id": record.id, "player": seat, "holder": record.seats[seat]}
        for _ in range(8):
            code = codes.new_code()
            if self.store.keep_join_code(code, ticket, ttl):
                return {"id": record.id, "player": seat, "code": code, "expires_in": ttl}
        raise SessionExists("no free join code")  # 40 random bits: eight misses never happen

    def redeem(self, text: str) -> dict:
        """The seat a join code stands for, with a new token for it: the seat's former token
        opens nothing any more, as when the owner gives a seat back. The code is spent."""
        code = codes.normalized(text)
        if code is None:
            raise JoinCodeUnknown(str(text)[:16])
        ticket = self.store.spend_join_code(code)
        seat, holder = ticket["player"], ticket["holder"]
        record, game = self._session(ticket["id"])
        fresh = secrets.token_urlsafe(TOKEN_BYTES)

        def change(current: SessionRecord) -> SessionRecord:
            if not hmac.compare_digest(current.seats[seat], holder):
                raise JoinCodeGone(
                    "join_code_stale",
                    f"seat {seat} changed hands after the code was made; ask for a new one",
                )
            seats = list(current.seats)
            seats[seat] = hash_token(fresh)
            return current.reseated(tuple(seats), dict(current.bots))

        record = self._reseat(record, change)
        return {
            "id": record.id,
            "game": record.game,
            "version": record.version,
            "player": seat,
            "token": fresh,
        }

    # -- ending ---------------------------------------------------------------------------
    def delete(self, session_id: str, token: str | None) -> None:
        """End a session: the owner token, or the admin token from the settings; never a
        seat's (one player may not end the game for everyone)."""
        if token is None:
            raise Unauthorized(
                "token_required", "ending a session needs the owner token or the admin token"
            )
        if not valid_id(session_id):
            raise SessionNotFound(session_id)
        if not self._is_admin(token):
            found = self.bearer_of(self.store.load(session_id), token)
            if found != OWNER:
                raise Forbidden(
                    "not_owner",
                    "only the session's owner (the app that created "
                    "it) or the admin may end it; a seat's token may not",
                )
        if not self.store.delete(session_id):
            raise SessionNotFound(session_id)


def _levels(record: SessionRecord) -> dict[str, str]:
    """The bots' levels by seat, as JSON names seats: `{"1": "greedy"}`."""
    return {str(seat): level for seat, level in record.bots}
