"""Where a subscribed session's expiry waits, so that its app hears `session.expired` when the
session's store lets it lapse, with nobody polling the sessions.

Each happening handed to a session's webhook (delivery.py) also keeps the session's expiry
here: when it falls due if nothing writes the session again (the hand-over's time plus the
store's time to live), with what a message needs once the session is gone (its subscription,
its last version). Only subscribed sessions are kept, one entry each.

- `MemoryExpiries` (the memory store): a dict and a heap of this process.
- `RedisExpiries`: a sorted set scored by the due time and a hash of what each entry keeps,
  in the job queue's Redis beside the outboxes, claimed under a lease by one script, so that
  any number of sweepers (the bots workers that deliver webhooks) take each once, and one
  killed while holding some leaves them to the next once the lease lapses.

`Sweeper` claims the due entries and asks the store about each (`expires_in`): a session
still there (written since, by a call no hook sees, or a hand-over lost with a process) is
kept again for when it now falls due; one gone, that nobody ended (`ended_by`: its
`session.deleted` went out already), is handed over as `session.expired`. An entry is due no
later than its session's expiry, so an app hears of it once the sweeper comes round.
"""

from __future__ import annotations

import heapq
import logging
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..sessions.errors import SessionNotFound
from ..sessions.store import decode, encode
from ..sessions.subscription import Subscription
from . import events

if TYPE_CHECKING:
    from ..sessions.store import SessionStore

log = logging.getLogger("referee.webhooks")

KEY = "referee:webhooks:{expiry}:due"  # sorted set: session id by due time (ms)
KEPT_KEY = "referee:webhooks:{expiry}:kept"  # hash: session id -> what it keeps (JSON)
LEASE = 60.0  # seconds a claimed entry is held before another sweeper may take it
BATCH = 100  # entries claimed at once
IDLE = 5.0  # seconds an idle sweeper waits at most before asking again

# KEYS due, kept   ARGV now (ms), lease (ms), most to claim
# Returns {{id, kept JSON, due (ms)}, ...}: each pushed back by the lease.
CLAIM = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0,
  tonumber(ARGV[3]))
local out = {}
for i = 1, #due, 2 do
  redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), due[i])
  table.insert(out, {due[i], redis.call('HGET', KEYS[2], due[i]) or '', due[i + 1]})
end
return out
"""

# (session id, subscription, last version, when it fell due)
Claimed = tuple[str, Subscription, int, float]


class Expiries(ABC):
    """The expiries of subscribed sessions, by due time (seconds since the epoch)."""

    @abstractmethod
    def keep(self, session_id: str, webhook: Subscription, version: int, due: float) -> None:
        """The session falls due at `due`, told with `webhook` at `version` once gone."""

    @abstractmethod
    def check(self, session_id: str, webhook: Subscription, version: int, now: float) -> None:
        """Keep the session, due now, only where it is not kept at all (a read repairing a
        hand-over lost with a process: the sweeper then asks the store when it falls due)."""

    @abstractmethod
    def forget(self, session_id: str) -> None:
        """The session is ended: nothing to tell of its expiry."""

    @abstractmethod
    def claim(self, now: float, lease: float) -> list[Claimed]:
        """The entries due by `now`, each held for `lease` seconds."""

    def soonest(self) -> float | None:
        """The soonest due time kept (None: none, or not known cheaply)."""
        return None

    def close(self) -> None:  # noqa: B027 - optional
        """Release connections."""


class MemoryExpiries(Expiries):
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kept: dict[str, tuple[float, Subscription, int]] = {}
        self._heap: list[tuple[float, str]] = []  # stale pairs are skipped when popped

    def keep(self, session_id: str, webhook: Subscription, version: int, due: float) -> None:
        with self._lock:
            self._kept[session_id] = (due, webhook, version)
            heapq.heappush(self._heap, (due, session_id))

    def check(self, session_id: str, webhook: Subscription, version: int, now: float) -> None:
        with self._lock:
            if session_id in self._kept:
                return
        self.keep(session_id, webhook, version, now)

    def forget(self, session_id: str) -> None:
        with self._lock:
            self._kept.pop(session_id, None)

    def claim(self, now: float, lease: float) -> list[Claimed]:
        found: list[Claimed] = []
        with self._lock:
            while self._heap and self._heap[0][0] <= now and len(found) < BATCH:
                due, session_id = heapq.heappop(self._heap)
                kept = self._kept.get(session_id)
                if kept is None or kept[0] != due:
                    continue  # forgotten, or kept again for later
                found.append((session_id, kept[1], kept[2], due))
                self._kept[session_id] = (now + lease, kept[1], kept[2])
                heapq.heappush(self._heap, (now + lease, session_id))
        return found

    def soonest(self) -> float | None:
        with self._lock:
            return self._heap[0][0] if self._heap else None

    def waiting(self) -> int:
        """Sessions kept (for tests and measures)."""
        with self._lock:
            return len(self._kept)


class RedisExpiries(Expiries):
    """The expiries in the Redis at `url` (the job queue's), connected on first use."""

    def __init__(self, url: str):
        self.url = url
        self._client: Any = None
        self._claim: Any = None

    @property
    def client(self) -> Any:
        if self._client is None:
            import redis

            client = redis.Redis.from_url(url=self.url, socket_timeout=2.0)
            self._claim = client.register_script(CLAIM)
            self._client = client
        return self._client

    def keep(self, session_id: str, webhook: Subscription, version: int, due: float) -> None:
        kept = encode({**webhook.to_json(), "version": version})
        with self.client.pipeline(transaction=True) as pipe:
            pipe.zadd(KEY, {session_id: round(due * 1000)})
            pipe.hset(KEPT_KEY, session_id, kept)
            pipe.execute()

    def check(self, session_id: str, webhook: Subscription, version: int, now: float) -> None:
        kept = encode({**webhook.to_json(), "version": version})
        with self.client.pipeline(transaction=True) as pipe:
            pipe.zadd(KEY, {session_id: round(now * 1000)}, nx=True)
            pipe.hsetnx(KEPT_KEY, session_id, kept)
            pipe.execute()

    def forget(self, session_id: str) -> None:
        with self.client.pipeline(transaction=True) as pipe:
            pipe.zrem(KEY, session_id)
            pipe.hdel(KEPT_KEY, session_id)
            pipe.execute()

    def claim(self, now: float, lease: float) -> list[Claimed]:
        self.client  # noqa: B018 - connects and registers the script
        found: list[Claimed] = []
        rows = self._claim(
            keys=[KEY, KEPT_KEY], args=[round(now * 1000), round(lease * 1000), BATCH]
        )
        for raw_id, raw_kept, raw_due in rows:
            session_id = raw_id.decode() if isinstance(raw_id, bytes) else raw_id
            if not raw_kept:
                self.forget(session_id)
                continue
            kept = decode(raw_kept)
            webhook, version = Subscription.from_json(kept), int(kept["version"])
            found.append((session_id, webhook, version, float(raw_due) / 1000))
        return found

    def soonest(self) -> float | None:
        first = self.client.zrange(KEY, 0, 0, withscores=True)
        return first[0][1] / 1000 if first else None

    def close(self) -> None:
        if self._client is not None:
            self._client.close()


class Sweeper:
    """Tells the apps of subscribed sessions that expired: claims the due entries of
    `expiries`, asks `store` about each, and hands each expiry over with `hand(session id,
    messages)`; `clock` is `time.time`-like."""

    def __init__(
        self,
        expiries: Expiries,
        store: SessionStore,
        hand: Callable[[str, list[dict]], None],
        clock: Callable[[], float] = time.time,
        *,
        lease: float = LEASE,
    ):
        self.expiries, self.store, self.hand, self.clock = expiries, store, hand, clock
        self.lease = lease
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def sweep_once(self) -> float:
        """Tell of every expiry due now; seconds to wait before asking again."""
        now = self.clock()
        claimed = self.expiries.claim(now, self.lease)
        for session_id, webhook, version, due in claimed:
            try:
                self._settle(session_id, webhook, version, due, now)
            except Exception:  # the lease brings it back: tried again then
                log.exception("the expiry of session %s was not told", session_id)
        if len(claimed) >= BATCH:
            return 0.0
        soonest = self.expiries.soonest()
        return IDLE if soonest is None else min(IDLE, max(0.0, soonest - self.clock()))

    def _settle(
        self, session_id: str, webhook: Subscription, version: int, due: float, now: float
    ) -> None:
        left = self.store.expires_in(session_id)
        if left is not None:
            try:
                record = self.store.load(session_id)
            except SessionNotFound:
                left = None
            else:
                if record.webhook is None:  # the owner removed it
                    self.expiries.forget(session_id)
                else:
                    self.expiries.keep(session_id, record.webhook, record.version, now + left)
                return
        if self.store.ended_by(session_id) is None:
            self.hand(session_id, events.expired(webhook, session_id, version, min(due, now)))
        self.expiries.forget(session_id)

    def start(self) -> None:
        """Sweep in a thread of this process until `close` (started once; a forked process
        starts its own)."""
        if self._thread is not None and self._thread.is_alive():
            return
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._stop.clear()
                self._thread = threading.Thread(
                    target=self._run, name="referee-webhook-expiries", daemon=True
                )
                self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                wait = self.sweep_once()
            except Exception:  # Redis down, say: logged, tried again shortly
                log.exception("the webhooks' expiries could not be swept")
                wait = 1.0
            self._wake.wait(wait)
            self._wake.clear()

    def close(self) -> None:
        self._stop.set()
        self._wake.set()
