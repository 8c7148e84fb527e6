"""Sessions: games kept on the server, played seat by seat with secret tokens.

`store.py` is the storage interface (memory.py, redis_store.py implement it), `keys.py`
names Redis keys, `service.py` holds the rules of a session. Nothing here imports Flask.
"""

from __future__ import annotations

from .errors import (
    BotsUnavailable,
    Contention,
    Forbidden,
    IdempotencyKeyReused,
    InsufficientStorage,
    JoinCodeGone,
    JoinCodeUnknown,
    KeyAnsweredEarlier,
    RecordTooLarge,
    SeatConflict,
    SessionEnded,
    SessionError,
    SessionExists,
    SessionNotFound,
    StaleVersion,
    StoreFull,
    StoreOutOfSpace,
    StoreUnavailable,
    Unauthorized,
    VersionConflict,
    WrongSeat,
)
from .memory import MAX_SESSIONS, MemoryStore
from .service import MoveAnswer, SessionService
from .store import SessionRecord, SessionStore


def build_store(
    redis_url: str | None,
    ttl: int,
    max_sessions: int = MAX_SESSIONS,
    cluster: bool = False,
    *,
    wait_replicas: int = 0,
    wait_timeout: int = 100,
) -> SessionStore:
    """The store a process uses: Redis when a URL is given (a Redis Cluster with
    `cluster`), else memory (one process).

    `max_sessions` bounds the memory store; Redis is bounded by its own `maxmemory`.
    `wait_replicas` (with `wait_timeout` in ms) makes each write wait for Redis replicas;
    ValueError without a Redis to have replicas.

    Building a Redis store opens no connection; the pool connects on first use, so a
    process starts (and serves stateless calls) while Redis is down.
    """
    if redis_url:
        from .redis_store import RedisStore  # the redis client loads only where it is used

        return RedisStore(
            redis_url, ttl, cluster, wait_replicas=wait_replicas, wait_timeout=wait_timeout
        )
    if wait_replicas:
        raise ValueError("REFEREE_REDIS_WAIT_REPLICAS needs REFEREE_REDIS_URL: memory has none")
    return MemoryStore(ttl, max_sessions=max_sessions)


__all__ = [
    "MAX_SESSIONS",
    "BotsUnavailable",
    "Contention",
    "Forbidden",
    "IdempotencyKeyReused",
    "JoinCodeGone",
    "JoinCodeUnknown",
    "KeyAnsweredEarlier",
    "InsufficientStorage",
    "MemoryStore",
    "MoveAnswer",
    "RecordTooLarge",
    "SeatConflict",
    "SessionEnded",
    "SessionError",
    "SessionExists",
    "SessionNotFound",
    "SessionRecord",
    "SessionService",
    "SessionStore",
    "StaleVersion",
    "StoreFull",
    "StoreOutOfSpace",
    "StoreUnavailable",
    "Unauthorized",
    "VersionConflict",
    "WrongSeat",
    "build_store",
]
