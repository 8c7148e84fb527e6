"""Why a session call fails; the HTTP layer maps each to one status and problem code."""

from __future__ import annotations


class SessionError(Exception):
    """Base of every session failure."""


class SessionNotFound(SessionError):
    """No such session: never created, deleted, or expired after its idle TTL."""


class SessionExists(SessionError):
    """A new session's id is taken (the store refuses to overwrite)."""


class VersionConflict(SessionError):
    """The session changed between read and write; the write was refused (retry on a re-read).

    `current` is the record as the store holds it now, when the refusing store read it
    in the same step (so the retry needs no read of its own), else None.
    """

    def __init__(self, session_id: str, current=None):
        super().__init__(session_id)
        self.current = current


class StoreUnavailable(SessionError):
    """The store cannot be reached now (Redis down, timing out, out of memory, loading)."""


class StoreFull(SessionError):
    """The store keeps as many sessions as it may (REFEREE_MAX_SESSIONS in memory, Redis at
    its `maxmemory`); a new one must wait until others end or expire."""


class SessionTooLarge(SessionError):
    """The write would take the session past its size, history or stored-answer bound."""


class Refused(SessionError):
    """A call the bearer may not make; `code` is the stable problem code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code, self.message = code, message


class Unauthorized(Refused):
    """No token where one is needed, or a token that is none of this session's."""


class Forbidden(Refused):
    """A known token, but not one that may make this call (a seat ending the session,
    the owner moving)."""


class WrongSeat(Forbidden):
    """The move names another seat than the token's."""

    def __init__(self, message: str):
        super().__init__("not_your_seat", message)


class StaleVersion(SessionError):
    """`If-Match` names a version that is no longer current."""

    def __init__(self, current: int):
        super().__init__(f"the session is at version {current}")
        self.current = current


class IdempotencyKeyReused(SessionError):
    """An Idempotency-Key already answered a different move of this seat."""


class Contention(SessionError):
    """The session kept changing under a move for the whole retry budget."""
