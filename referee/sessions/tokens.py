"""Seat and owner tokens: drawn with `secrets`, kept only as SHA-256 hashes, and matched to
whoever presents one (a seat, the owner, the admin) by `hmac.compare_digest`.

A token is handed out once, when it is drawn (at creation, when a seat is given back or a
join code redeemed); the record keeps its hash. A bot's seat holds no token (`BOT_SEAT`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from .errors import Forbidden, Unauthorized
from .store import SessionRecord

TOKEN_BYTES = 32  # entropy of a seat or owner token
OWNER, ADMIN = "owner", "admin"  # bearers that are no seat
BOT_SEAT = ""  # the token hash of a seat a bot holds: no token's hash


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Bearers:
    """Who presents a token to a session: a seat, OWNER, ADMIN (REFEREE_ADMIN_TOKEN, when
    the referee has one), or a spectator (no token)."""

    def __init__(self, admin_token: str | None):
        self.admin_token = admin_token

    def is_admin(self, token: str) -> bool:
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
        if found is None and self.is_admin(token):
            found = ADMIN
        if found is None:
            raise Unauthorized(
                "unknown_token",
                "the token is not a seat's, the owner's or the admin's of this session",
            )
        return found

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
