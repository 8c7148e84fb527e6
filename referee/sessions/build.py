"""What a process builds from its settings: the session store, and the session service over it.

The app factory (`referee.api.create_app`) and the bots workers (`referee bots-worker`) build
their service here, so both play by the same settings: its bounds, its admin token, and where
its bots' turns go (a thread of the process with the memory store; with Redis, the RQ queue
that the bots workers take them from).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from .bots import QueueTurns, ThreadTurns
from .commit import Watchers
from .deadlines import Deadlines, RedisDeadlines, ThreadDeadlines
from .hooks import SessionHooks
from .memory import MAX_SESSIONS, MemoryStore
from .service import SessionService
from .store import SessionStore
from .turns import BotTurns


class ServiceSettings(Protocol):
    """What the service reads of a process's settings (`referee.api.config.Settings`)."""

    @property
    def max_session_bytes(self) -> int: ...
    @property
    def max_history_entry_bytes(self) -> int: ...
    @property
    def admin_token(self) -> str | None: ...
    @property
    def bots_redis_url(self) -> str | None: ...
    @property
    def redis_cluster(self) -> bool: ...


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


def bot_queue_url(settings: ServiceSettings, store: SessionStore) -> str | None:
    """The Redis of the bot queue: REFEREE_BOTS_REDIS_URL, else the sessions' own Redis; None
    on a Redis Cluster (which RQ does not run on) without the former, and for the memory
    store, whose bots play in a thread of the process."""
    if store.kind == "memory":
        return None
    return settings.bots_redis_url or (None if settings.redis_cluster else store.url)


def bot_turns(settings: ServiceSettings, store: SessionStore) -> BotTurns | None:
    """Where the bots' turns go: a thread of this process with the memory store; with Redis,
    the RQ queue `bots` (`bot_queue_url`); None where there is no queue (no bot seats)."""
    if store.kind == "memory":
        return ThreadTurns()
    url = bot_queue_url(settings, store)
    return QueueTurns(url) if url else None


def deadlines_of(store: SessionStore) -> Deadlines:
    """Where the deadlines of running clocks wait: a thread of this process with the memory
    store; with Redis, a sorted set on the sessions' Redis that the bots workers serve."""
    if isinstance(store, MemoryStore):
        return ThreadDeadlines(store.wall)
    return RedisDeadlines(lambda: store.client)  # type: ignore[attr-defined]


def build_service(
    settings: ServiceSettings,
    store: SessionStore,
    *,
    watchers: Watchers | None = None,
    hooks: SessionHooks | None = None,
    on_retry: Callable[[], None] = lambda: None,
    serve_deadlines: bool = False,
) -> SessionService:
    """The session service of a process over `store`: `watchers` are the process's, woken by
    each committed move and each end; `hooks` (the webhooks', referee.webhooks) are told what
    happens to a session with a webhook; `on_retry` counts the changes made again (metrics).
    `serve_deadlines`: this process (a bots worker) applies the timeouts the Redis store's
    deadlines hold (with the memory store, every process does, in a thread)."""
    deadlines = deadlines_of(store)
    service = SessionService(
        store,
        max_session_bytes=settings.max_session_bytes,
        max_entry_bytes=settings.max_history_entry_bytes,
        admin_token=settings.admin_token,
        bots=bot_turns(settings, store),
        watchers=watchers,
        hooks=hooks,
        on_retry=on_retry,
        deadlines=deadlines,
    )
    if serve_deadlines and isinstance(deadlines, RedisDeadlines):
        deadlines.start()
    return service
