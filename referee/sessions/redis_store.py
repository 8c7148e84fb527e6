"""The Redis session store (REFEREE_REDIS_URL): shared by every worker and machine.

Keys come from `keys.session_keys` (one hash tag per session, so it works on Redis
Cluster). Writes that must be atomic are Lua scripts (scripts.py) run with EVALSHA: the
script compares the version (and the idempotency field) and writes in Redis, in one
round trip, so a move checked against an old version is never written over a newer one.
A move costs one round trip when this process holds the session's latest record from an
earlier read or commit (`recent`: the session's seats usually reach the same worker), two
when it must read the record first; a commit that finds the record outdated sends the
current one back in the same round trip.

A dead Redis must answer fast: short socket timeouts, one immediate reconnect attempt
(for a pooled connection that went stale while Redis restarted) and no back-off, then
StoreUnavailable. The pool reconnects by itself once Redis answers again. Options in
the URL's query string (`?socket_timeout=5`) override these defaults.

With REFEREE_REDIS_CLUSTER the store talks to a Redis Cluster through redis-py's cluster
client: every key of a session shares its hash tag, so each script and transaction
touches one slot of one node.

With `wait_replicas` (REFEREE_REDIS_WAIT_REPLICAS) every write of a session (its creation,
a move) is followed by Redis's WAIT on the same connection, in the same round trip: the
write is answered only once that many replicas hold it, so a failover to one of them
loses no move a client was told of. A write the replicas did not confirm within
`wait_timeout` ms is StoreUnavailable (503): it stands on the primary and may or may not
survive a failover, which a retry under the same Idempotency-Key tells.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cached_property

import redis
from redis.backoff import NoBackoff
from redis.exceptions import (
    BusyLoadingError,
    ClusterDownError,
    ConnectionError,
    NoScriptError,
    OutOfMemoryError,
    ReadOnlyError,
    RedisClusterException,
    RedisError,
    TimeoutError,
    TryAgainError,
)
from redis.retry import Retry

from .errors import (
    DeadlinePassed,
    JoinCodeGone,
    JoinCodeUnknown,
    KeyAnsweredEarlier,
    NotDue,
    SessionExists,
    SessionNotFound,
    StoreFull,
    StoreOutOfSpace,
    StoreUnavailable,
    VersionConflict,
)
from .keys import (
    EARLIER_KEYS,
    KEY_DIGEST_CHARS,
    AnswerSlot,
    earlier_index,
    end_message,
    ended_key,
    join_code_key,
    moves_channel,
    session_keys,
)
from .scripts import SCRIPTS
from .store import ENDED_TTL, SessionRecord, SessionStore, as_text, decode, encode
from .table import kept_for

log = logging.getLogger("referee.sessions")

# Failures that mean "Redis cannot serve now", not a bug in the referee.
UNAVAILABLE = (
    ConnectionError,
    TimeoutError,
    BusyLoadingError,
    OutOfMemoryError,
    ReadOnlyError,
    ClusterDownError,
    TryAgainError,
)

DEFAULTS = {
    "socket_connect_timeout": 1.0,
    "socket_timeout": 2.0,
    "health_check_interval": 15,  # PING a connection idle this long before use
    "max_connections": 64,  # per process; callers wait `timeout` for a free one
    "timeout": 2.0,
}
EARLIER_BOUND = EARLIER_KEYS * KEY_DIGEST_CHARS  # characters of a seat's earlier keys
SPENT_CODE = "spent"  # what a join code's key holds once redeemed: no ticket's JSON
# Records (their stored fields, JSON text) kept for `recent`, per process, by their size:
# a worker that streams a session has its latest record from the feed's read, and a move on
# it then costs no read of its own, for as many sessions as fit (some 10,000 Seep tables).
RECENT_BYTES = 16 * 1024 * 1024


def connect(url: str, cluster: bool = False) -> redis.Redis | redis.RedisCluster:
    """A client tuned to fail fast when Redis is down: over a blocking connection pool, or
    for a Redis Cluster (`url` names any node; the client finds the others and follows
    the slots as they move). A cluster client asks the cluster for its slots at once."""
    if cluster:
        options = {k: v for k, v in DEFAULTS.items() if k != "timeout"}
        try:
            return redis.RedisCluster.from_url(url, retry=Retry(NoBackoff(), 1), **options)
        except RedisClusterException as error:  # no node answered
            raise ConnectionError(str(error)) from None
    pool = redis.BlockingConnectionPool.from_url(url, retry=Retry(NoBackoff(), 1), **DEFAULTS)
    return redis.Redis(connection_pool=pool)


def _greenlets() -> bool:
    """Whether gevent has patched threads into greenlets (gunicorn's gevent worker). A
    greenlet per connection would make a dedicated client (and a Redis connection) per
    connection, kept for good: greenlets share the pooled client instead."""
    monkey = sys.modules.get("gevent.monkey")
    return monkey is not None and monkey.is_module_patched("threading")


def dedicated(url: str) -> redis.Redis:
    """A client for one thread, holding one connection of its own: no pool to take the
    connection from and give it back to on every command (a tenth of a session read's
    time went there). Tuned as `connect`'s; it connects as it is built."""
    options = {k: v for k, v in DEFAULTS.items() if k not in ("max_connections", "timeout")}
    return redis.Redis.from_url(
        url, retry=Retry(NoBackoff(), 1), single_connection_client=True, **options
    )


def fields_size(fields: dict) -> int:
    """A stored record's size, near enough: the length of its fields' texts (its integers
    are a few bytes each)."""
    return sum(len(value) if isinstance(value, str | bytes) else 8 for value in fields.values())


def flatten(fields: dict) -> list:
    """A hash's fields and values in pairs, as HSET (and a script's ARGV) takes them."""
    return [item for pair in fields.items() for item in pair]


class ReplicasBehind(StoreUnavailable):
    """A write stands on the primary, but fewer replicas than asked confirmed it in time."""

    def __init__(self, wanted: int, confirmed: int, timeout: int):
        super().__init__(f"{confirmed} of {wanted} replicas confirmed the write in {timeout} ms")
        self.message = (
            f"the write was not confirmed by {wanted} Redis replica(s) within {timeout} ms and "
            "may be lost on a failover; retry (with the same Idempotency-Key to learn whether "
            "a move stands)"
        )


class RedisStore(SessionStore):
    kind = "redis"

    def __init__(
        self,
        client: redis.Redis | redis.RedisCluster | str,
        ttl: int,
        cluster: bool = False,
        *,
        wait_replicas: int = 0,
        wait_timeout: int = 100,
    ):
        if wait_replicas < 0 or wait_timeout < 1:
            raise ValueError("wait_replicas must be 0 or more and wait_timeout 1 ms or more")
        if wait_replicas and (cluster or isinstance(client, redis.RedisCluster)):
            # WAIT counts the writes of its own connection, and a cluster client gives no
            # hold of the connection a script ran on.
            raise ValueError("waiting for replicas needs one Redis primary, not a cluster")
        self.ttl = ttl
        self.wait_replicas, self.wait_timeout = wait_replicas, wait_timeout
        self._url, self._cluster = (client, cluster) if isinstance(client, str) else ("", False)
        self.url = self._url if not self._cluster else ""
        self._client = None if isinstance(client, str) else client
        self._lock = threading.Lock()
        # Each kept record's fields with their size (`fields_size`), oldest read first.
        self._recent: OrderedDict[str, tuple[dict, int]] = OrderedDict()
        self._recent_bytes = 0
        self._recent_lock = threading.Lock()
        self._local = threading.local()
        self._dedicated: list[redis.Redis] = []

    @property
    def client(self) -> redis.Redis | redis.RedisCluster:
        """The client, built on first use: a process starts while Redis (or the cluster,
        which a cluster client asks for its slots as it is built) is down."""
        if self._client is None:
            with self._lock:
                if self._client is None:
                    self._client = connect(self._url, self._cluster)
        return self._client

    @property
    def _own(self) -> redis.Redis | redis.RedisCluster:
        """This thread's dedicated client for the calls every move and read makes (the
        shared client for a cluster, whose client keeps a pool per node, or for a store
        built on a given client)."""
        if self._cluster or not self._url or _greenlets():
            return self.client
        own = getattr(self._local, "client", None)
        if own is None:
            own = self._local.client = dedicated(self._url)
            with self._lock:
                self._dedicated.append(own)
        return own

    @cached_property
    def _scripts(self) -> dict:
        # EVALSHA, loading a script again when Redis has lost it (a restart, SCRIPT FLUSH)
        return {name: self.client.register_script(text) for name, text in SCRIPTS.items()}

    def _write(self, name: str, keys: list[str], args: list, client=None):
        """Run a script that writes a session; with `wait_replicas`, WAIT after it on the
        same connection (one pipelined round trip) and refuse to answer a written result
        the replicas did not confirm. A written result is one whose first item is 1."""
        script, client = self._scripts[name], client or self.client
        if not self.wait_replicas:
            return script(keys=keys, args=args, client=client)
        for attempt in (1, 2):
            try:
                with client.pipeline(transaction=False) as pipe:
                    pipe.evalsha(script.sha, len(keys), *keys, *args)
                    pipe.execute_command("WAIT", self.wait_replicas, self.wait_timeout)
                    result, confirmed = pipe.execute()
                break
            except NoScriptError:  # Redis lost its scripts (a restart): load, then again
                if attempt == 2:
                    raise
                client.script_load(SCRIPTS[name])
        written = result == 1 if isinstance(result, int) else result[0] == 1
        if written and confirmed < self.wait_replicas:
            raise ReplicasBehind(self.wait_replicas, confirmed, self.wait_timeout)
        return result

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
                created = self._write(
                    "create",
                    [keys["record"]],
                    [kept_for(record, self.ttl), *flatten(record.fields())],
                )
            except OutOfMemoryError:  # at `maxmemory` under noeviction: full, not down
                raise StoreFull("redis is at its maxmemory") from None
            if not created:
                raise SessionExists(record.id)

    def load(self, session_id: str) -> SessionRecord:
        keys = session_keys(session_id)
        with self._guard():
            stored = self._own.hgetall(keys["record"])
        if not stored:
            self._forget(session_id)
            raise SessionNotFound(session_id)
        fields = {as_text(name): value for name, value in stored.items()}
        self._remember(session_id, fields)
        return SessionRecord.from_fields(fields)

    def recent(self, session_id: str) -> SessionRecord | None:
        with self._recent_lock:
            kept = self._recent.get(session_id)
        # Decoded afresh each time: no two requests ever share a mutable state.
        return None if kept is None else SessionRecord.from_fields(kept[0])

    def _remember(self, session_id: str, fields: dict) -> None:
        size = fields_size(fields)
        with self._recent_lock:
            self._drop(session_id)
            if size > RECENT_BYTES:
                return
            self._recent[session_id] = (fields, size)
            self._recent_bytes += size
            while self._recent_bytes > RECENT_BYTES:
                self._drop(next(iter(self._recent)))

    def _forget(self, session_id: str) -> None:
        with self._recent_lock:
            self._drop(session_id)

    def _drop(self, session_id: str) -> None:
        """The session's kept record gone, if any (under `_recent_lock`)."""
        kept = self._recent.pop(session_id, None)
        if kept is not None:
            self._recent_bytes -= kept[1]

    def expires_in(self, session_id: str) -> float | None:
        with self._guard():
            left = self._own.pttl(session_keys(session_id)["record"])
        if left == -2:  # no such key
            return None
        return float(self.ttl) if left < 0 else left / 1000

    def now(self, session_id: str) -> int:
        keys = session_keys(session_id)
        with self._guard():
            seconds, micros = self._scripts["now"](keys=[keys["record"]], client=self._own)
        return int(seconds) * 1000 + int(micros) // 1000

    def history(self, session_id: str, start: int = 0, limit: int | None = None) -> list[dict]:
        keys = session_keys(session_id)
        start = max(0, start)
        end = -1 if limit is None else start + limit - 1  # LRANGE's stop is inclusive
        # A plain pipeline, no MULTI: a Redis at its maxmemory refuses every command queued
        # in a transaction, and a full store must still answer reads.
        with self._guard(), self.client.pipeline(transaction=False) as pipe:
            pipe.exists(keys["record"])
            pipe.lrange(keys["history"], start, end)
            exists, entries = pipe.execute()
        if not exists:
            raise SessionNotFound(session_id)
        return [decode(entry) for entry in entries]

    def commit(
        self,
        expected_version: int,
        record: SessionRecord,
        entry: dict,
        answer: tuple[AnswerSlot, dict] | None = None,
        *,
        not_after: int | None = None,
        not_before: int | None = None,
    ) -> dict | None:
        keys = session_keys(record.id)
        slot, kept = answer if answer else (None, None)
        changed = record.move_fields()
        with self._guard():
            try:
                status, *found = self._write(
                    "commit",
                    [keys["record"], keys["history"], keys["answers"]],
                    [
                        expected_version,
                        encode(entry),
                        kept_for(record, self.ttl),
                        slot.latest if slot else "",
                        slot.earlier if slot else "",
                        slot.key if slot else "",
                        encode(kept) if slot else "",
                        EARLIER_BOUND,
                        record.parent_revision,
                        moves_channel(record.id),
                        "" if not_after is None else not_after,
                        "" if not_before is None else not_before,
                        *flatten(changed),
                    ],
                    self._own,
                )
            except OutOfMemoryError:  # at `maxmemory` under noeviction: full, not down
                raise StoreOutOfSpace("redis is at its maxmemory") from None
        if status == -1:
            self._forget(record.id)
            raise SessionNotFound(record.id)
        if status == 0:
            now = {found[i].decode(): found[i + 1] for i in range(0, len(found), 2)}
            self._remember(record.id, now)
            raise VersionConflict(record.id, SessionRecord.from_fields(now))
        if status == 2:
            return decode(found[0])
        if status == 3:
            raise KeyAnsweredEarlier()
        if status == 4:
            raise DeadlinePassed(record.id)
        if status == 5:
            raise NotDue(record.id)
        self._remember(record.id, {"meta": record.meta_json, **changed})
        return None

    def reseat(self, expected_version: int, record: SessionRecord) -> None:
        keys = session_keys(record.id)
        changed = {"meta": record.meta_json, "revision": record.revision}
        # Other processes' kept records of the session now fail their commits on the
        # revision; this one's is dropped, so its next move reads the new holders.
        self._forget(record.id)
        with self._guard():
            try:
                status, *found = self._write(
                    "reseat",
                    [keys["record"], keys["history"], keys["answers"]],
                    [
                        expected_version,
                        record.parent_revision,
                        kept_for(record, self.ttl),
                        *flatten(changed),
                    ],
                    client=self._own,
                )
            except OutOfMemoryError:
                raise StoreOutOfSpace("redis is at its maxmemory") from None
        if status == -1:
            raise SessionNotFound(record.id)
        if status == 0:
            now = {found[i].decode(): found[i + 1] for i in range(0, len(found), 2)}
            raise VersionConflict(record.id, SessionRecord.from_fields(now))

    def answer(self, session_id: str, slot: AnswerSlot) -> dict | None:
        keys = session_keys(session_id)
        with self._guard():
            latest, earlier = self._own.hmget(keys["answers"], [slot.latest, slot.earlier])
        if latest is not None and as_text(latest[:KEY_DIGEST_CHARS]) == slot.key:
            return decode(latest[KEY_DIGEST_CHARS:])
        if earlier is not None and earlier_index(as_text(earlier), slot.key) != -1:
            raise KeyAnsweredEarlier()
        return None

    def keep_answer(self, session_id: str, slot: AnswerSlot, answer: dict) -> dict:
        keys = session_keys(session_id)
        with self._guard():
            try:
                status, *found = self._scripts["keep_answer"](
                    keys=[keys["record"], keys["answers"]],
                    args=[
                        slot.latest,
                        slot.earlier,
                        slot.key,
                        encode(answer),
                        EARLIER_BOUND,
                        self.ttl,
                    ],
                    client=self._own,
                )
            except OutOfMemoryError:
                raise StoreOutOfSpace("redis is at its maxmemory") from None
        if status == -1:
            raise SessionNotFound(session_id)
        if status == 3:
            raise KeyAnsweredEarlier()
        return decode(found[0]) if status == 2 else answer

    def keep_join_code(self, code: str, ticket: dict, ttl: int) -> bool:
        with self._guard():
            try:
                return bool(self.client.set(join_code_key(code), encode(ticket), nx=True, ex=ttl))
            except OutOfMemoryError:
                raise StoreFull("redis is at its maxmemory") from None

    def spend_join_code(self, code: str) -> dict:
        with self._guard():
            try:
                status, *found = self._scripts["spend_join_code"](
                    keys=[join_code_key(code)], args=[SPENT_CODE]
                )
            except OutOfMemoryError:
                raise StoreOutOfSpace("redis is at its maxmemory") from None
        if status == -1:
            raise JoinCodeUnknown(code)
        if status == 0:
            raise JoinCodeGone("join_code_spent", "the join code was redeemed already")
        return decode(found[0])

    def delete(self, session_id: str, by: str | None = None) -> bool:
        keys = session_keys(session_id)
        if by is not None:
            with self._guard():
                removed = self._scripts["end"](
                    keys=[keys["record"], keys["history"], keys["answers"], ended_key(session_id)],
                    args=[by, ENDED_TTL, moves_channel(session_id), end_message(by)],
                )
        else:
            with self._guard(), self.client.pipeline(transaction=True) as pipe:
                for key in keys.values():  # one key a DEL: a cluster pipeline takes no more
                    pipe.delete(key)
                removed = pipe.execute()[0]
        self._forget(session_id)
        return bool(removed)

    def ended_by(self, session_id: str) -> str | None:
        with self._guard():
            found = self._own.get(ended_key(session_id))
        return None if found is None else as_text(found)

    def close(self) -> None:
        with self._lock:
            dedicated_clients, self._dedicated = self._dedicated, []
        for own in dedicated_clients:
            own.close()
        if isinstance(self._client, redis.RedisCluster):
            self._client.close()
        elif self._client is not None:
            self._client.connection_pool.disconnect()
