"""The Redis session store (REFEREE_REDIS_URL): shared by every worker and machine.

Keys come from `keys.session_keys` (one hash tag per session, so it works on Redis
Cluster). Writes that must be atomic use WATCH/MULTI/EXEC: the store WATCHes the keys,
reads and compares, then queues the writes; if another client touches a watched key
before EXEC, Redis refuses the transaction (WatchError) and the store compares again
on what is there now. It writes only if the version is still the expected one, so a
move checked against an old version is never written over a newer one.

A dead Redis must answer fast: short socket timeouts, one immediate reconnect attempt
(for a pooled connection that went stale while Redis restarted) and no back-off, then
StoreUnavailable. The pool reconnects by itself once Redis answers again. Options in
the URL's query string (`?socket_timeout=5`) override these defaults.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager
from typing import Iterator

import redis
from redis.backoff import NoBackoff
from redis.exceptions import (BusyLoadingError, ClusterDownError, ConnectionError,
                              OutOfMemoryError, ReadOnlyError, RedisError, TimeoutError,
                              TryAgainError, WatchError)
from redis.retry import Retry

from .errors import (SessionExists, SessionNotFound, SessionTooLarge, StoreFull,
                     StoreUnavailable, VersionConflict)
from .keys import session_keys
from .store import SessionRecord, SessionStore, decode, encode

log = logging.getLogger("referee.sessions")

# Failures that mean "Redis cannot serve now", not a bug in the referee.
UNAVAILABLE = (ConnectionError, TimeoutError, BusyLoadingError, OutOfMemoryError,
               ReadOnlyError, ClusterDownError, TryAgainError)
WATCH_ATTEMPTS = 64   # re-comparisons after a WatchError that left the version unchanged

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


class RedisStore(SessionStore):
    kind = "redis"

    def __init__(self, client: redis.Redis | str, ttl: int):
        self.client = connect(client) if isinstance(client, str) else client
        self.ttl = ttl

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
                created = self.client.set(keys["session"], record.to_json(), nx=True, ex=self.ttl)
            except OutOfMemoryError:    # at `maxmemory` under noeviction: full, not down
                raise StoreFull("redis is at its maxmemory") from None
            if not created:
                raise SessionExists(record.id)

    def load(self, session_id: str) -> SessionRecord:
        keys = session_keys(session_id)
        with self._guard():
            text = self.client.get(keys["session"])
        if text is None:
            raise SessionNotFound(session_id)
        return SessionRecord.from_json(text)

    def history(self, session_id: str, start: int = 0) -> list[dict]:
        keys = session_keys(session_id)
        with self._guard(), self.client.pipeline(transaction=True) as pipe:
            exists, entries = pipe.exists(keys["session"]).lrange(
                keys["history"], max(0, start), -1).execute()
        if not exists:
            raise SessionNotFound(session_id)
        return [decode(entry) for entry in entries]

    def commit(self, expected_version: int, record: SessionRecord, entry: dict,
               answer: tuple[str, dict] | None = None) -> None:
        keys = session_keys(record.id)
        text, line = record.to_json(), encode(entry)
        watched = (keys["session"], keys["answers"]) if answer else (keys["session"],)
        with self._guard(), self.client.pipeline(transaction=True) as pipe:
            for _ in range(WATCH_ATTEMPTS):
                try:
                    pipe.watch(*watched)
                    current = pipe.get(keys["session"])
                    if current is None:
                        raise SessionNotFound(record.id)
                    if decode(current)["version"] != expected_version:
                        raise VersionConflict(record.id)
                    if answer and pipe.hexists(keys["answers"], answer[0]):
                        raise VersionConflict(record.id)
                    pipe.multi()
                    pipe.set(keys["session"], text, ex=self.ttl)
                    pipe.rpush(keys["history"], line)
                    if answer:
                        pipe.hset(keys["answers"], answer[0], encode(answer[1]))
                    pipe.expire(keys["history"], self.ttl)
                    pipe.expire(keys["answers"], self.ttl)
                    pipe.execute()
                    return
                except WatchError:
                    continue    # a watched key changed (a write, a TTL): compare again
        raise VersionConflict(record.id)

    def answer(self, session_id: str, field: str) -> dict | None:
        keys = session_keys(session_id)
        with self._guard():
            text = self.client.hget(keys["answers"], field)
        return None if text is None else decode(text)

    def keep_answer(self, session_id: str, field: str, answer: dict, limit: int) -> dict:
        keys = session_keys(session_id)
        text = encode(answer)
        with self._guard(), self.client.pipeline(transaction=True) as pipe:
            for _ in range(WATCH_ATTEMPTS):
                try:
                    pipe.watch(keys["session"], keys["answers"])
                    ttl_ms = pipe.pttl(keys["session"])
                    if ttl_ms == -2:
                        raise SessionNotFound(session_id)
                    kept = pipe.hget(keys["answers"], field)
                    if kept is not None:
                        return decode(kept)
                    if pipe.hlen(keys["answers"]) >= limit:
                        raise SessionTooLarge(f"the session keeps {limit} idempotent answers already")
                    pipe.multi()
                    pipe.hset(keys["answers"], field, text)
                    pipe.pexpire(keys["answers"], ttl_ms if ttl_ms > 0 else self.ttl * 1000)
                    pipe.execute()
                    return answer
                except WatchError:
                    continue
        raise VersionConflict(session_id)

    def delete(self, session_id: str) -> bool:
        keys = session_keys(session_id)
        with self._guard(), self.client.pipeline(transaction=True) as pipe:
            removed, _ = pipe.delete(keys["session"]).delete(
                keys["history"], keys["answers"]).execute()
        return bool(removed)

    def close(self) -> None:
        self.client.connection_pool.disconnect()
