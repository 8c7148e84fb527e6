"""Sessions: games kept on the server, played seat by seat with secret tokens.

`store.py` is the storage interface (memory.py, redis_store.py implement it), `keys.py`
names Redis keys, `service.py` holds the rules of a session. Nothing here imports Flask.
"""

from __future__ import annotations

from .errors import (Contention, Forbidden, IdempotencyKeyReused, SessionError,
                     SessionExists, SessionNotFound, SessionTooLarge, StaleVersion, StoreFull,
                     StoreUnavailable, Unauthorized, VersionConflict, WrongSeat)
from .memory import MAX_SESSIONS, MemoryStore
from .service import MoveAnswer, SessionService
from .store import SessionRecord, SessionStore


def build_store(redis_url: str | None, ttl: int, cluster: bool = False,
                max_sessions: int = MAX_SESSIONS) -> SessionStore:
    """The store a process uses: Redis when a URL is given, else memory (one process).

    `max_sessions` bounds the memory store; Redis is bounded by its own `maxmemory`.

    Building a Redis store opens no connection; the pool connects on first use, so a
    process starts (and serves stateless calls) while Redis is down. With `cluster`, the
    URL names any node of a Redis Cluster.
    """
    if redis_url:
        from .redis_store import RedisStore, connect_cluster

        return RedisStore(connect_cluster(redis_url) if cluster else redis_url, ttl)
    return MemoryStore(ttl, max_sessions=max_sessions)


__all__ = [
    "MAX_SESSIONS", "Contention", "Forbidden", "IdempotencyKeyReused", "MemoryStore",
    "MoveAnswer", "SessionError", "SessionExists", "SessionNotFound", "SessionRecord",
    "SessionService", "SessionStore", "SessionTooLarge", "StaleVersion", "StoreFull",
    "StoreUnavailable", "Unauthorized", "VersionConflict", "WrongSeat", "build_store",
]
