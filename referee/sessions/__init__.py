"""Sessions: games kept on the server, played seat by seat with secret tokens.

`store.py` is the storage interface (memory.py, redis_store.py implement it), `keys.py`
names Redis keys, `service.py` holds the rules of a session (with `moves`, `commit`,
`seating`, `joins` and `tokens` beside it), `turns.py` is the bot-turn interface that
`bots.py` implements, and `build.py` builds a process's store and service from its
settings. Nothing here imports Flask.
"""

from __future__ import annotations

from .build import build_service, build_store
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
from .moves import MoveAnswer
from .service import SessionService
from .store import SessionRecord, SessionStore

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
    "build_service",
    "build_store",
]
