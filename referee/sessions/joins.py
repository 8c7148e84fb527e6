"""Join codes: a seat given to whoever redeems its short code first (codes.py spells them).

The owner (or the admin) asks for a code for a seat a token holds; the store keeps the
code's ticket (the session, the seat, and the hash of the seat's token of now) for the
code's TTL and spends it at its first redemption. Redeeming gives the seat a new token:
its former token opens nothing any more, as when the owner gives a seat back.
"""

from __future__ import annotations

import hmac

from . import codes
from .errors import JoinCodeGone, JoinCodeUnknown, SeatConflict, SessionExists
from .seating import Seating, check_seat
from .store import SessionRecord
from .tokens import hash_token, new_token


class JoinCodes:
    """The join codes of the sessions whose seats `seating` changes."""

    def __init__(self, seating: Seating):
        self.seating = seating
        self.commits = seating.commits
        self.store = seating.commits.store

    def join_code(
        self, session_id: str, token: str | None, seat: int, ttl: int = codes.DEFAULT_TTL
    ) -> dict:
        """A short code that gives `seat` to whoever redeems it first within `ttl` seconds
        (the owner or the admin). The code is bound to the seat's token of now: once the seat
        has changed hands (another code redeemed, a bot seated) it opens nothing."""
        record, game = self.seating.session_to_change(session_id, token)
        check_seat(seat, game.seat_count(record.state), "seat")
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
        record, _ = self.commits.session(ticket["id"])
        fresh = new_token()

        def change(current: SessionRecord) -> SessionRecord:
            if not hmac.compare_digest(current.seats[seat], holder):
                raise JoinCodeGone(
                    "join_code_stale",
                    f"seat {seat} changed hands after the code was made; ask for a new one",
                )
            seats = list(current.seats)
            seats[seat] = hash_token(fresh)
            return current.reseated(tuple(seats), dict(current.bots))

        record = self.commits.reseat(record, change)
        return {
            "id": record.id,
            "game": record.game,
            "version": record.version,
            "player": seat,
            "token": fresh,
        }
