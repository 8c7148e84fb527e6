"""Why a session call fails, each with the status and problem code the HTTP layer answers."""

from __future__ import annotations


class SessionError(Exception):
    """Base of every session failure.

    `status` and `code` are the answer to it; `message` is what a client is told, which the
    exception's own text (for the logs: a session id, a store's reason) need not be. One
    that `retry_later` is answered with a Retry-After. A failure of no narrower kind
    escaped the service: an internal error.
    """

    status = 500
    code = "internal"
    message = "the referee failed to answer; the failure was logged"
    retry_later = False


class SessionNotFound(SessionError):
    """No such session: never created, deleted, or expired after its idle TTL."""

    status, code = 404, "unknown_session"
    message = "no such session: never created, ended, or expired after its idle time"


ENDERS = {"owner": "its owner", "admin": "the referee's admin"}


class SessionEnded(SessionNotFound):
    """A session ended lately by its owner or the admin (`by`): gone like any unknown one,
    with who ended it said."""

    def __init__(self, session_id: str, by: str):
        super().__init__(session_id)
        self.by = by
        self.message = f"the session was ended by {ENDERS.get(by, by)}"


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

    status, code = 503, "store_unavailable"
    message = "the session store cannot be reached; try again later"
    retry_later = True


class StoreFull(SessionError):
    """The store keeps as many sessions as it may (REFEREE_MAX_SESSIONS in memory, Redis at
    its `maxmemory`); a new one must wait until others end or expire."""

    status, code = 429, "too_many_sessions"
    message = (
        "the referee keeps as many sessions as it may; try again when some have ended or expired"
    )
    retry_later = True


class InsufficientStorage(SessionError):
    """A bound of the store refuses a write (507 Insufficient Storage); nothing was written
    and the session is as it was. Bounds are per move, never per match: a match in play
    is never stopped by its length."""

    status = 507

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class RecordTooLarge(InsufficientStorage):
    """One move's record (the new state, or the move's history entry) is past its bound."""

    code = "record_too_large"


class StoreOutOfSpace(InsufficientStorage):
    """The store has no room for the write (Redis at its `maxmemory`); retry later."""

    code = "store_full"
    message = "the session store is full; the move was not kept; try again later"
    retry_later = True

    def __init__(self, reason: str):
        SessionError.__init__(self, reason)


class Refused(SessionError):
    """A call the bearer may not make; `code` is the stable problem code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code, self.message = code, message


class Unauthorized(Refused):
    """No token where one is needed, or a token that is none of this session's."""

    status = 401


class Forbidden(Refused):
    """A known token, but not one that may make this call (a seat ending the session,
    the owner moving)."""

    status = 403


class WrongSeat(Forbidden):
    """The move names another seat than the token's."""

    def __init__(self, message: str):
        super().__init__("not_your_seat", message)


class StaleVersion(SessionError):
    """`If-Match` names a version that is no longer current."""

    status, code = 412, "stale_version"

    def __init__(self, current: int):
        super().__init__(f"the session is at version {current}")
        self.current = current
        self.message = (
            f"If-Match does not name the current version; the session is at version {current}"
        )


class IdempotencyKeyReused(SessionError):
    """An Idempotency-Key already answered a different move of this seat."""

    status, code = 422, "idempotency_key_reused"

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class KeyAnsweredEarlier(IdempotencyKeyReused):
    """The Idempotency-Key answered one of the seat's earlier moves, whose answer the store
    no longer keeps (it keeps each seat's latest answer): refused, never applied again."""

    def __init__(self) -> None:
        super().__init__(
            "this Idempotency-Key answered an earlier move of this seat, and only the answer "
            "to the seat's latest key is kept: a retry must come before the seat's next move"
        )


class Contention(SessionError):
    """The session kept changing under a move for the whole retry budget."""

    status, code = 409, "contention"
    message = "the session kept changing while the move was checked; try again"
    retry_later = True


class SeatConflict(Refused):
    """A seat change that does not fit the seat's holder (giving back a seat no bot holds)."""

    status = 409


class BotsUnavailable(SessionError):
    """This referee has no queue for bot seats (a Redis Cluster without
    REFEREE_BOTS_REDIS_URL): no seat may be given to a bot."""

    status, code = 503, "bots_unavailable"
    message = (
        "this referee runs no bot seats: with a Redis Cluster, REFEREE_BOTS_REDIS_URL must "
        "name a plain Redis for the bot queue"
    )


class JoinCodeUnknown(SessionError):
    """No live join code reads so: never made, mistyped, or past its TTL."""

    status, code = 404, "unknown_join_code"
    message = "no live join code reads so: it was mistyped, or it expired; ask for a new one"


class JoinCodeGone(Refused):
    """A join code that was good once and is no more: spent by an earlier redemption
    (`join_code_spent`), or its seat changed hands since it was made (`join_code_stale`)."""

    status = 410


class DeadlinePassed(SessionError):
    """A move's commit found a seat's deadline passed by the store's time: nothing written.
    The service applies the timeout, then refuses the move (TimedOut) or checks it again."""


class NotDue(SessionError):
    """A timeout's commit found its deadline not yet reached by the store's time (an
    instance whose clock runs ahead): nothing written; it is tried again at the deadline."""


class TimedOut(Refused):
    """The seat's deadline passed before its move was committed: the timeout came first."""

    status = 409

    def __init__(self, seat: int, deadline: str):
        super().__init__(
            "timed_out",
            f"seat {seat}'s time ran out at {deadline}, before the move was committed: the "
            "timeout was applied (GET the session for what it did)",
        )


class MatchOver(Refused):
    """A move, resignation or abort of a match the table ended already (a timeout, a
    resignation, an abort) or the game ended."""

    status = 409

    def __init__(self, message: str):
        super().__init__("match_over", message)
