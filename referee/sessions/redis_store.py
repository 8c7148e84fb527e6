"""The Redis session store (REFEREE_REDIS_URL): shared by every worker and machine.

Keys come from `keys.session_keys` (one hash tag per session, so it works on Redis
Cluster). Writes that must be atomic are Lua scripts (scripts.py) run with EVALSHA: the
script compares the version (and the idempotency field) and writes in Redis, in one
round trip, so a move checked against an old version is never written over a newer one.
A move costs two round trips: the read of the record and the commit.

A dead Redis must answer fast: short socket timeouts, one immediate reconnect attempt
(for a pooled connection that went stale while Redis restarted) and no back-off, then
StoreUnavailable. The pool reconnects by itself once Redis answers again. Options in
the URL's query string (`?socket_timeout=5`) override these defaults.
"""

from __future__ import annotations

import logging
import threading
from contextlib import contextmanager
from typing import Iterator

import redis
from redis.backoff import NoBackoff
from redis.exceptions import (BusyLoadingError, ClusterDownError, ConnectionError,
                              OutOfMemoryError, ReadOnlyError, RedisError, TimeoutError,
                              TryAgainError)
from redis.retry import Retry

from .errors import (SessionExists, SessionNotFound, SessionTooLarge, StoreFull,
                     StoreUnavailable, VersionConflict)
from .keys import session_keys
from .scripts import COMMIT, CREATE, KEEP_ANSWER
from .store import SessionRecord, SessionStore, decode, encode

log = logging.getLogger("referee.sessions")

# Failures that mean "Redis cannot serve now", not a bug in the referee.
UNAVAILABLE = (ConnectionError, TimeoutError, BusyLoadingError, OutOfMemoryError,
               ReadOnlyError, ClusterDownError, TryAgainError)

DEFAULTS = {
    "socket_connect_timeout": 1.0,
    "socket_timeout": 2.0,
    "health_check_interval": 15,      # PING a connection idle this long before use
    "max_connections": 64,            # per process; callers wait `timeout` for a free one
    "timeout": 2.0,
}


def connect(url: str) -> redis.Redis:
    """A client over a blocking connection pool, tuned to fail fast when Redis is down."""
    pool = redis.BlockingConnectionPool.from_url(url, retry=Retry(NoBackoff(), 1), **DEFAULTS)
    return redis.Redis(connection_pool=pool)


def connect_cluster(url: str) -> "LazyCluster":
    """A Redis Cluster client (REFEREE_REDIS_CLUSTER) from the URL of any node.

    Every key of a session shares one hash slot, so its transactions run on one node.
    """
    return LazyCluster(url)


class LazyCluster:
    """A RedisCluster made on first use: its constructor asks the cluster for its slots, and a
    referee must start (and serve stateless calls) while Redis is down, as with one Redis."""

    def __init__(self, url: str):
        self.url = url
        self._client = None
        self._lock = threading.Lock()

    def _connected(self):
        if self._client is None:
            from redis.cluster import RedisCluster
            from redis.exceptions import RedisClusterException

            with self._lock:
                if self._client is None:
                    options = {key: value for key, value in DEFAULTS.items() if key in (
                        "socket_connect_timeout", "socket_timeout", "health_check_interval")}
                    try:
                        self._client = RedisCluster.from_url(
                            self.url, retry=Retry(NoBackoff(), 1), **options)
                    except RedisClusterException as error:
                        raise ConnectionError(f"no node of the cluster answers: {error}") from None
        return self._client

    def __getattr__(self, name: str):
        return getattr(self._connected(), name)

    def close(self) -> None:
        if self._client is not None:
            self._client.close()


def flatten(fields: dict) -> list:
    """A hash's fields and values in pairs, as HSET (and a script's ARGV) takes them."""
    return [item for pair in fields.items() for item in pair]


class RedisStore(SessionStore):
    kind = "redis"

    def __init__(self, client: redis.Redis | str, ttl: int):
        self.client = connect(client) if isinstance(client, str) else client
        self.ttl = ttl
        # EVALSHA, loading the script again when Redis has lost it (a restart, SCRIPT FLUSH)
        self._create = self.client.register_script(CREATE)
        self._commit = self.client.register_script(COMMIT)
        self._keep_answer = self.client.register_script(KEEP_ANSWER)

    @contextmanager
    def _guard(self) -> Iterator[None]:
        try:
            yield
        except UNAVAILABLE as error:
            log.warning("redis unavailable: %s", type(error).__name__)
            raise StoreUnavailable(type(error).__name__) from None

    def ping(self) -> bool:
        try:
            return bool(self.client.ping())
        except RedisError:
            return False

    def create(self, record: SessionRecord) -> None:
        keys = session_keys(record.id)
        with self._guard():
            try:
                created = self._create(keys=[keys["record"]],
                                       args=[self.ttl, *flatten(record.fields())])
            except OutOfMemoryError:    # at `maxmemory` under noeviction: full, not down
                raise StoreFull("redis is at its maxmemory") from None
            if not created:
                raise SessionExists(record.id)

    def load(self, session_id: str) -> SessionRecord:
        keys = session_keys(session_id)
        with self._guard():
            stored = self.client.hgetall(keys["record"])
        if not stored:
            raise SessionNotFound(session_id)
        return SessionRecord.from_fields({name.decode(): value for name, value in stored.items()})

    def history(self, session_id: str, start: int = 0) -> list[dict]:
        keys = session_keys(session_id)
        with self._guard(), self.client.pipeline(transaction=True) as pipe:
            exists, entries = pipe.exists(keys["record"]).lrange(
                keys["history"], max(0, start), -1).execute()
        if not exists:
            raise SessionNotFound(session_id)
        return [decode(entry) for entry in entries]

    def commit(self, expected_version: int, record: SessionRecord, entry: dict,
               answer: tuple[str, dict] | None = None) -> dict | None:
        keys = session_keys(record.id)
        field, kept = (answer[0], encode(answer[1])) if answer else ("", "")
        with self._guard():
            status, *found = self._commit(
                keys=[keys["record"], keys["history"], keys["answers"]],
                args=[expected_version, encode(entry), self.ttl, field, kept,
                      *flatten(record.move_fields())])
        if status == -1:
            raise SessionNotFound(record.id)
        if status == 0:
            raise VersionConflict(record.id)
        return decode(found[0]) if status == 2 else None

    def answer(self, session_id: str, field: str) -> dict | None:
        keys = session_keys(session_id)
        with self._guard():
            text = self.client.hget(keys["answers"], field)
        return None if text is None else decode(text)

    def keep_answer(self, session_id: str, field: str, answer: dict, limit: int) -> dict:
        keys = session_keys(session_id)
        with self._guard():
            status, *found = self._keep_answer(keys=[keys["record"], keys["answers"]],
                                               args=[field, encode(answer), limit, self.ttl])
        if status == -1:
            raise SessionNotFound(session_id)
        if status == -2:
            raise SessionTooLarge(f"the session keeps {limit} idempotent answers already")
        return decode(found[0]) if status == 2 else answer

    def delete(self, session_id: str) -> bool:
        keys = session_keys(session_id)
        with self._guard(), self.client.pipeline(transaction=True) as pipe:
            # One key a DEL: a cluster pipeline takes no multi-key DEL (each key's slot is one).
            for role in ("record", "history", "answers"):
                pipe.delete(keys[role])
            removed = pipe.execute()[0]
        return bool(removed)

    def close(self) -> None:
        pool = getattr(self.client, "connection_pool", None)
        if pool is not None:
            pool.disconnect()
        else:
            self.client.close()   # a cluster client: every node's connections
