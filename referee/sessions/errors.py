"""Why a session call fails; the HTTP layer maps each to one status and problem code."""

from __future__ import annotations


class SessionError(Exception):
    """Base of every session failure."""


class SessionNotFound(SessionError):
    """No such session: never created, deleted, or expired after its idle TTL."""


class SessionExists(SessionError):
    """A new session's id is taken (the store refuses to overwrite)."""


class VersionConflict(SessionError):
    """The session changed between read and write; the write was refused (retry on a re-read)."""


class StoreUnavailable(SessionError):
    """The store cannot be reached now (Redis down, timing out, out of memory, loading)."""


class SessionTooLarge(SessionError):
    """The write would take the session past its size, history or stored-answer bound."""


class Unauthorized(SessionError):
    """No seat token where one is needed, or a token that is no seat's (or the admin's)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code, self.message = code, message


class WrongSeat(SessionError):
    """The move names another seat than the token's."""


class StaleVersion(SessionError):
    """`If-Match` names a version that is no longer current."""

    def __init__(self, current: int):
        super().__init__(f"the session is at version {current}")
        self.current = current


class IdempotencyKeyReused(SessionError):
    """An Idempotency-Key already answered a different move of this seat."""


class Contention(SessionError):
    """The session kept changing under a move for the whole retry budget."""
