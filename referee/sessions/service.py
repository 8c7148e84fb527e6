"""The session service: games played on the server, each seat behind a secret token.

It is what the HTTP layer calls, and holds the rules of a session over a `SessionStore`;
its parts are modules of their own beside it:

- tokens.py: seat tokens and an owner token (for the app that created the session) are
  drawn with `secrets`, handed out once and stored only as SHA-256 hashes. Who may do
  what: a seat reads its own view, lists its moves and moves; the owner, the admin
  (REFEREE_ADMIN_TOKEN) and anyone without a token read the spectator's view and the
  history; only the owner or the admin change a seat's holder or end a session.
- moves.py: a seat's move, a bot's and a dry run; commit.py: the one place every move is
  committed (compare-and-set) and announced, and a bot's turn made due (turns.py).
- seating.py: bot seats given and given back; joins.py: join codes.
- clocks.py: time controls; timing.py: what the table does apart from the game (timeouts,
  resignations, aborts, pauses), table.py: where it keeps that on the record; deadlines.py:
  where the deadlines of running clocks wait to act by themselves.

Only views leave the service: a seat's view, or a spectator's. Never the state, never the
seed (the referee draws one when the creator gives none). A read that finds a bot to move
makes sure its turn is queued (`BotTurns.ensure`); one that finds a clock past its
deadline applies the timeout first (`Table.repaired`), so a reader never sees a session
that should have moved on.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ..engine import Game
from ..engine.game import MOVE_LIST_CAP
from ..games.registry import get_game
from ..tablerules.outcomes import ending_of
from ..transcripts import record as transcript_record
from . import codes
from .clocks import Clocks, Control
from .commit import MAX_ENTRY_BYTES, Commits, Watchers
from .deadlines import Deadlines
from .ending import ends_match
from .errors import Forbidden, SessionExists, SessionNotFound, Unauthorized
from .hooks import SessionHooks, Subscription
from .joins import JoinCodes
from .keys import valid_id
from .moves import IDEMPOTENCY_KEY_MAX as IDEMPOTENCY_KEY_MAX  # named in the OpenAPI document
from .moves import Judge, MoveAnswer, Moves
from .seating import Seating, check_bot, check_seat, levels, names
from .store import SessionRecord, SessionStore, new_revision
from .table import clocks_of, ended, finished, turn_and_outcome
from .timing import MOVE, Table
from .tokens import ADMIN, BOT_SEAT, OWNER, Bearers, hash_token, new_token
from .turns import BotTurns


class SessionService:
    """Every session call of the HTTP layer: creation and reads here; moves, seats and join
    codes in the parts beside it, over one `Commits` (commit.py)."""

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
        watchers: Watchers | None = None,
        hooks: SessionHooks | None = None,
        bot_budget: float = 0.2,
        deadlines: Deadlines | None = None,
    ):
        """`bots` takes the turns of bots (None: this referee runs no bots) and plays them
        with this service's `play_bot` where it plays them in this process; `watchers` (this
        process's) are told of each committed move and each end, and `hooks` of what happens
        to a session with a webhook (hooks.py); `on_retry` is told each
        time a change is made again on a session that changed under it (metrics); an
        `expert` bot thinks for `bot_budget` seconds; `deadlines` keeps the deadlines of
        running clocks and applies them with this service's `expire` where it serves them
        (None: a timeout waits for the next reader or move, which applies it)."""
        self.store = store
        self.games = games
        self.commits = Commits(
            store,
            games,
            max_session_bytes=max_session_bytes,
            max_entry_bytes=max_entry_bytes,
            bots=bots,
            watchers=watchers,
            hooks=hooks,
            on_retry=on_retry,
            deadlines=deadlines,
        )
        self.bearers = Bearers(admin_token)
        self.table = Table(self.commits, self.bearers, bot_budget=bot_budget)
        self.moves = Moves(self.commits, self.bearers, self.table, bot_budget=bot_budget)
        self.seating = Seating(self.commits, self.bearers)
        self.joins = JoinCodes(self.seating)
        if bots is not None:
            bots.serve(self.moves.play_bot)
        if deadlines is not None:
            deadlines.serve(self.table.expire)

    # -- creation -------------------------------------------------------------------------
    def create(
        self,
        game_id: str,
        *,
        players: int | None = None,
        options: dict | None = None,
        seed: str | None = None,
        bots: Mapping[int, str] | None = None,
        names: Mapping[int, str] | None = None,
        party: str = "",
        bots_only_budget: Callable[[], object] | None = None,
        clock: dict | None = None,
        paused: bool = False,
        webhook: Subscription | None = None,
    ) -> dict:
        """Deal a match; `bots` gives seats to bots (seat: level) from the start, `names`
        the players' names (seat: name) that every reader of the session is told. `party`
        names who opens it (see SessionRecord); `bots_only_budget` is called before a
        session where bots hold every seat is written, and raises to refuse it. `clock` is
        its time control (clocks.py `Control.parse`; none by default), its clocks `paused`
        until the owner resumes them when asked. `webhook` is the app's subscription (its
        secret shown in this answer only)."""
        game = self.games(game_id)
        control = None if clock is None else Control.parse(clock)
        state = game.new_state(
            game.resolve_options(options, players), seed or secrets.token_hex(16)
        )
        count = game.seat_count(state)
        bots = dict(bots or {})
        for seat, level in bots.items():
            check_bot(seat, level, count, f"bots.{seat}")
        names = dict(names or {})
        for seat in names:
            check_seat(seat, count, f"names.{seat}")
        tokens = [None if seat in bots else new_token() for seat in range(count)]
        owner = new_token()
        record = SessionRecord(
            id="",
            game=game.id,
            version=0,
            state=state,
            seats=tuple(BOT_SEAT if token is None else hash_token(token) for token in tokens),
            owner=hash_token(owner),
            bots=tuple(sorted(bots.items())),
            names=tuple(sorted(names.items())),
            party=party,
            webhook=webhook,
            revision=new_revision(),
        )
        self.commits.check_record(record)
        if record.bots_only and bots_only_budget is not None:
            bots_only_budget()
        now = 0
        for _ in range(8):
            record = replace(record, id=secrets.token_urlsafe(16))
            if control is not None:
                now = self.store.now(record.id)
                movers = game.turn_and_outcome(state)["movers"]
                started = Clocks.start(control, count, movers, now, paused)
                record = replace(record, table={"clocks": started.to_json()})
            try:
                self.store.create(record)
                break
            except SessionExists:  # 128 random bits: never in practice, but never overwrite
                continue
        else:
            raise SessionExists("no free session id")
        self.commits.tell(record, "opened")
        self.commits.turn_due(record)
        self.commits.clock_due(record)
        created = {
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
            **self.clock_part(record, now),
        }
        if webhook is not None:
            created["webhook"] = webhook.to_json()
        return created

    def clock_part(self, record: SessionRecord, now: int | None = None) -> dict:
        """`clock` (the time control, null for none) and `clocks` (where each seat's stands
        as of the store's time; null without a clock), as every session answer carries."""
        clocks = clocks_of(record)
        if clocks is None:
            return {"clock": None, "clocks": None}
        now = self.store.now(record.id) if now is None else now
        return {"clock": clocks.control.wire(), "clocks": clocks.wire(now)}

    def current(self, session_id: str) -> tuple[SessionRecord, Game]:
        """The session as it is now, after any timeout it has passed (`Table.repaired`)."""
        record, game = self.commits.session(session_id)
        return self.table.repaired(record), game

    # -- who is asking --------------------------------------------------------------------
    def watcher(self, record: SessionRecord, token: str | None) -> int | None:
        """The seat whose view a reader gets: its own, or a spectator's (None)."""
        return self.bearers.watcher(record, token)

    def seat_holding(self, session_id: str, token: str) -> int | None:
        """The seat `token` holds in the session; None for no such session or a token that
        is no seat's (to count a client by its seat, never by a token it made up). A record
        from `recent` does: seats never change, and the move that follows reads it too."""
        if not valid_id(session_id):
            return None
        try:
            found = self.bearers.bearer_of(
                self.store.recent(session_id) or self.store.load(session_id), token
            )
        except (SessionNotFound, Unauthorized):
            return None
        return found if isinstance(found, int) else None

    # -- reading --------------------------------------------------------------------------
    def read(self, session_id: str, token: str | None) -> dict:
        """The bearer's view, or a spectator's without a token."""
        record, game = self.commits.session(session_id)
        seat = self.bearers.watcher(record, token)
        record = self.table.repaired(record)
        self.commits.turn_due(record, ensure=True)
        return {
            "id": record.id,
            "game": record.game,
            "version": record.version,
            "seat": seat,
            "bots": levels(record),
            "names": names(record),
            "finished": finished(game, record),
            "view": game.view(record.state, seat),
            **turn_and_outcome(game, record),
            **self.clock_part(record),
        }

    def scores(self, session_id: str, token: str | None) -> dict:
        """The score sheet of the session's state, for any seat or a spectator: the games
        show no hidden card in it (counts while a deal runs)."""
        record, game = self.commits.session(session_id)
        self.bearers.watcher(record, token)  # an unknown token is refused as on every read
        return {"game": game.id, "version": record.version, "sheet": game.score_sheet(record.state)}

    def legal_moves(self, session_id: str, token: str | None, limit: int = MOVE_LIST_CAP) -> dict:
        """The bearer's legal moves, each in the form `move` accepts (empty off turn)."""
        record, game = self.commits.session(session_id)
        seat = self.bearers.seat_of(record, token)
        record = self.table.repaired(record)
        self.commits.turn_due(record, ensure=True)
        if ended(record) is not None:
            return {"version": record.version, "player": seat, "moves": [], "truncated": False}
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
        record, game = self.commits.session(session_id)
        seat = self.bearers.watcher(record, token)
        record = self.table.repaired(record)
        self.commits.turn_due(record, ensure=True)
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
        """A history entry as `seat` (None: a spectator) may see it, with the game whose
        events it tells (so that a client reads each event as that game's), and its `type`
        (`move` for a seat's move, and for every entry an earlier release kept)."""
        if entry.get("move") is None:  # a table entry (timing.py): no move to hide
            return {"game": game.id, "type": MOVE, **entry}
        move, events = game.public_record(entry["move"], entry["events"], seat)
        return {"game": game.id, "type": MOVE, **entry, "move": move, "events": events}

    def session_record(self, session_id: str) -> tuple[SessionRecord, Game]:
        """The session's record as the store holds it now, and its game (for a reader that
        checks each watcher's token with `watcher` and filters with `public_entry`)."""
        return self.commits.session(session_id)

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
        record, game = self.current(session_id)
        bearer = self.bearers.bearer_of(record, token)
        if isinstance(bearer, int) and not finished(game, record):
            raise Forbidden(
                "not_finished",
                "a seat may export the transcript once the match is over: its seed shows "
                "every hidden card",
            )
        # The first `version` entries are the moves that made the record read above.
        entries = self.store.history(session_id, 0, record.version) if record.version else []
        moves = [entry["move"] for entry in entries[: record.version] if entry["move"] is not None]
        transcript = transcript_record(game, record.state, moves)
        end = ended(record)
        if end is not None:  # the table ended it: the transcript says how, and claims that
            transcript["ending"] = ending_of(end)
            transcript["claim"] = {
                **transcript["claim"],
                "finished": True,
                "winners": end["winners"],
            }
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
        """Referee and, if legal, commit the bearer's move (moves.py `Moves.move`)."""
        return self.moves.move(
            session_id, token, data, if_match=if_match, idempotency_key=idempotency_key
        )

    def dry_run(
        self, session_id: str, token: str | None, data: Any, judge: Judge = ends_match
    ) -> MoveAnswer:
        """Whether the bearer's move is legal now; nothing is kept (`Moves.dry_run`)."""
        return self.moves.dry_run(session_id, token, data, judge)

    def play_bot(self, session_id: str, version: int) -> bool:
        """Play the turn of the bot to move on `version` of the session, if it still is;
        whether it moved (`Moves.play_bot`)."""
        return self.moves.play_bot(session_id, version)

    def expire(self, session_id: str, version: int) -> int | None:
        """Apply the timeout due on `version` of the session (`Table.expire`)."""
        return self.table.expire(session_id, version)

    # -- the table ------------------------------------------------------------------------
    def resign(self, session_id: str, token: str | None, seat: int | None = None) -> dict:
        """End the match with the seat's side last (`Table.resign`)."""
        return self.table.resign(session_id, token, seat)

    def abort(self, session_id: str, token: str | None) -> dict:
        """End the match with no result, before every seat has moved (`Table.abort`)."""
        return self.table.abort(session_id, token)

    def pause(self, session_id: str, token: str | None, paused: bool = True) -> dict:
        """Pause (or resume, `paused` false) every clock of the session (`Table.pause`)."""
        return self.table.pause(session_id, token, paused)

    # -- seats ----------------------------------------------------------------------------
    def seat_bot(
        self,
        session_id: str,
        token: str | None,
        seat: int,
        level: str,
        bots_only_budget: Callable[[], object] | None = None,
    ) -> dict:
        """Give `seat` to a bot of `level` (`Seating.seat_bot`)."""
        return self.seating.seat_bot(session_id, token, seat, level, bots_only_budget)

    def unseat_bot(self, session_id: str, token: str | None, seat: int) -> dict:
        """Give a bot's `seat` back to a new token (`Seating.unseat_bot`)."""
        return self.seating.unseat_bot(session_id, token, seat)

    def join_code(
        self, session_id: str, token: str | None, seat: int, ttl: int = codes.DEFAULT_TTL
    ) -> dict:
        """A short code that gives `seat` to whoever redeems it first (`JoinCodes.join_code`)."""
        return self.joins.join_code(session_id, token, seat, ttl)

    def redeem(self, text: str) -> dict:
        """The seat a join code stands for, with a new token for it (`JoinCodes.redeem`)."""
        return self.joins.redeem(text)

    # -- the webhook ----------------------------------------------------------------------
    def owned(self, session_id: str, token: str | None) -> SessionRecord:
        """The session, for its owner or the admin (Unauthorized, Forbidden otherwise)."""
        return self.seating.session_to_change(session_id, token)[0]

    def set_webhook(
        self, session_id: str, token: str | None, webhook: Subscription | None
    ) -> SessionRecord:
        """Set (None: remove) the session's webhook, for its owner or the admin; the record
        written. A subscription set anew starts with the session as it is now (its hooks
        are told `opened`); later changes are told as they happen."""
        record = self.owned(session_id, token)
        record = self.commits.reseat(record, lambda current: current.subscribed(webhook))
        self.commits.tell(record, "opened")
        return record

    # -- ending ---------------------------------------------------------------------------
    def delete(self, session_id: str, token: str | None) -> str:
        """End a session: the owner token, or the admin token from the settings; never a
        seat's (one player may not end the game for everyone). Who ended it (OWNER or ADMIN)
        is kept a while (`ended_by`), and its watchers are told (`Commits.end`). Returns who
        ended it."""
        if token is None:
            raise Unauthorized(
                "token_required", "ending a session needs the owner token or the admin token"
            )
        if not valid_id(session_id):
            raise SessionNotFound(session_id)
        by = ADMIN
        if not self.bearers.is_admin(token):
            by = OWNER
            found = self.bearers.bearer_of(self.commits.session(session_id)[0], token)
            if found != OWNER:
                raise Forbidden(
                    "not_owner",
                    "only the session's owner (the app that created "
                    "it) or the admin may end it; a seat's token may not",
                )
        self.commits.end(session_id, by)
        return by
