"""Who holds a session's seats: a bot given a seat, and a seat given back to a token.

The owner (or the admin) gives a seat to a bot at creation or later, which voids the
seat's token, and may give it back to a new token, shown only in that answer. A bot moves
by itself when it is among the movers (moves.py `play_bot`). Each change of holders is
written by compare-and-set (commit.py `reseat`) with a new revision, so a record read
before it never vouches for the old holders.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..bots import LEVELS
from ..engine import MalformedInput
from .commit import Commits
from .errors import BotsUnavailable, Forbidden, SeatConflict, Unauthorized
from .store import SessionRecord
from .tokens import ADMIN, BOT_SEAT, OWNER, Bearers, hash_token, new_token

if TYPE_CHECKING:
    from ..engine import Game


class Seating:
    """The seat changes of the sessions `commits` writes, asked for by bearers `bearers`
    names."""

    def __init__(self, commits: Commits, bearers: Bearers):
        self.commits = commits
        self.bearers = bearers

    def seat_bot(
        self,
        session_id: str,
        token: str | None,
        seat: int,
        level: str,
        bots_only_budget: Callable[[], object] | None = None,
    ) -> dict:
        """Give `seat` to a bot of `level` (the owner or the admin): the token that held
        it stops working; a bot seat takes the new level. The bot moves when its turn comes.
        `bots_only_budget` is called when the last seat a token holds goes to a bot, before
        it is written, and raises to refuse it."""
        record, game = self.session_to_change(session_id, token)
        check_bot(seat, level, game.seat_count(record.state), "seat")
        if self.commits.bots is None:
            raise BotsUnavailable()
        if bots_only_budget is not None and not record.bots_only:
            if all(record.bot_of(other) for other in range(len(record.seats)) if other != seat):
                bots_only_budget()

        def change(current: SessionRecord) -> SessionRecord:
            seats = list(current.seats)
            seats[seat] = BOT_SEAT
            return current.reseated(tuple(seats), {**dict(current.bots), seat: level})

        record = self.commits.reseat(record, change)
        self.commits.tell(record, "reseated", seat, level)
        self.commits.turn_due(record)
        return _seat_answer(record, seat, level=level)

    def unseat_bot(self, session_id: str, token: str | None, seat: int) -> dict:
        """Give a bot's `seat` back to a token holder (the owner or the admin): the answer
        carries the seat's new token, shown only there. SeatConflict when no bot holds it."""
        record, game = self.session_to_change(session_id, token)
        check_seat(seat, game.seat_count(record.state), "seat")
        fresh = new_token()

        def change(current: SessionRecord) -> SessionRecord:
            if current.bot_of(seat) is None:
                raise SeatConflict("not_a_bot", f"no bot holds seat {seat}: a token does")
            seats = list(current.seats)
            seats[seat] = hash_token(fresh)
            bots = {held: level for held, level in current.bots if held != seat}
            return current.reseated(tuple(seats), bots)

        record = self.commits.reseat(record, change)
        self.commits.tell(record, "reseated", seat, None)
        return _seat_answer(record, seat, token=fresh)

    def session_to_change(self, session_id: str, token: str | None) -> tuple[SessionRecord, Game]:
        """The session, for a bearer that may change its seats' holders: the owner or admin."""
        if token is None:
            raise Unauthorized(
                "token_required", "changing a seat needs the owner token or the admin token"
            )
        record, game = self.commits.session(session_id)
        if self.bearers.bearer_of(record, token) not in (OWNER, ADMIN):
            raise Forbidden(
                "not_owner",
                "only the session's owner (the app that created it) or the admin may "
                "change who holds a seat; a seat's token may not",
            )
        return record, game


def levels(record: SessionRecord) -> dict[str, str]:
    """The bots' levels by seat, as JSON names seats: `{"1": "greedy"}`."""
    return {str(seat): level for seat, level in record.bots}


def names(record: SessionRecord) -> dict[str, str]:
    """The seats' names by seat, as JSON names seats: `{"0": "Ana", "1": "Ben"}`."""
    return {str(seat): name for seat, name in record.names}


def check_seat(seat: Any, count: int, path: str) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count:
        raise MalformedInput(
            f"{path}: the session's seats are 0 to {count - 1}; {seat!r} is none", path=path
        )


def check_bot(seat: Any, level: Any, count: int, path: str) -> None:
    check_seat(seat, count, path)
    if level not in LEVELS:
        where = "level" if path == "seat" else path
        raise MalformedInput(
            f"{where}: a bot's level is one of {', '.join(LEVELS)}; {level!r} is none",
            path=where,
        )


def _seat_answer(
    record: SessionRecord, seat: int, *, level: str | None = None, token: str | None = None
) -> dict:
    answer: dict[str, Any] = {"id": record.id, "version": record.version, "player": seat}
    if token is not None:
        answer["token"] = token
    if level is not None:
        answer["bot"] = level
    answer["bots"] = levels(record)
    return answer
