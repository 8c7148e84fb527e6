"""Where the clocks' deadlines wait, so that a timeout acts by itself with nobody connected.

Whenever a commit leaves a clock running, the service calls `due` with the session, the
version and the deadline (ms since the epoch, the store's time); at the deadline the
`Expire` it was served with (the service's `expire`) applies the timeout by compare-and-set
on that version, like any move: a move that landed first makes the timeout a no-op, and a
second try of one timeout changes nothing. So however many processes serve the deadlines,
and however often one is tried, a timeout acts once.

- `ThreadDeadlines` (the memory store): a heap and one thread of the process.
- `RedisDeadlines`: a sorted set on the sessions' Redis, `referee:{deadlines}:due`, of members
  `<session id>:<version>` scored by their deadline, served by the bots workers (`referee
  bots-worker`, `start`). A server claims the due members (one script: each is pushed back
  by a lease), applies each and removes it. A server killed while it holds some leaves
  them in the set, and the next server claims them once their lease lapses: no timeout is
  lost with a process. The set is apart from the sessions' keys (a cluster puts it in a
  slot of its own), so it is written after the commit, not inside it; a process that dies
  in between loses the member, and the next read of the session that finds the clock
  running puts it back (`ensure`), as the bot turns are repaired. A read past the deadline
  applies the timeout itself.

The set holds one member per clocked session in play (each commit adds the new version's
and removes the one before), about 60 bytes; an idle server asks for due members every
`POLL_SECONDS`, whatever the number of sessions.
"""

from __future__ import annotations

import heapq
import logging
import threading
import time
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

log = logging.getLogger("referee.clocks")

# Applies the timeout due on a version of a session, if it is still due: (session id,
# version) -> None when there is nothing more to do, or the time (ms) to try again.
Expire = Callable[[str, int], int | None]

KEY = "referee:{deadlines}:due"  # beside the sessions, under the same prefix
POLL_SECONDS = 0.1  # an idle server asks for due deadlines this often
LEASE_MS = 10_000  # a claimed deadline returns to the set after this long without an answer
CLAIM_BATCH = 100  # deadlines claimed in one round trip
ENSURED_SECONDS = 5.0  # a member put back by a read is not asked for again meanwhile
ENSURED_KEPT = 10_000

# Claim the due deadlines: each pushed back by the lease, so no other server takes it
# until the lease lapses.
#   KEYS[1] the deadlines (sorted set)   ARGV[1] lease (ms)   ARGV[2] most to claim
# Returns {now (ms), {member, ...}, the soonest deadline left or ""}.
CLAIM = """
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[2]))
for _, member in ipairs(due) do
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), member)
end
local soonest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {now, due, soonest[2] or ''}
"""


def member(session_id: str, version: int) -> str:
    return f"{session_id}:{version}"


def parse_member(text: str) -> tuple[str, int] | None:
    session_id, _, version = text.rpartition(":")
    return (session_id, int(version)) if session_id and version.isdigit() else None


class Deadlines(ABC):
    """Where a running clock's deadline goes: `due(session id, version, at)` returns at once."""

    @abstractmethod
    def due(self, session_id: str, version: int, at: int) -> None:
        """Have the timeout of `version` of the session tried at `at` (ms since the epoch)."""

    def ensure(self, session_id: str, version: int, at: int) -> None:  # noqa: B027
        """Make sure the deadline is kept: a reader found the clock running. Nothing to do
        where a deadline cannot be lost between a commit and its `due` (the memory store)."""

    def serve(self, expire: Expire) -> None:  # noqa: B027 - see below
        """Apply the deadlines this process serves with `expire` (the service's)."""

    def close(self) -> None:  # noqa: B027 - optional
        """Stop serving and release connections."""


class ThreadDeadlines(Deadlines):
    """The memory store's deadlines: a heap, and one thread of the process that applies each
    at its time by `wall` (seconds since the epoch: the store's clock)."""

    def __init__(self, wall: Callable[[], float] = time.time) -> None:
        self._wall = wall
        self._expire: Expire | None = None
        self._heap: list[tuple[int, str, int]] = []
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None
        self._stopped = False

    def serve(self, expire: Expire) -> None:
        self._expire = expire

    def due(self, session_id: str, version: int, at: int) -> None:
        with self._changed:
            heapq.heappush(self._heap, (at, session_id, version))
            self._changed.notify()
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name="referee-deadlines", daemon=True
                )
                self._thread.start()

    def pending(self) -> list[tuple[int, str, int]]:
        """The deadlines waiting, soonest first (for tests and measures)."""
        with self._changed:
            return sorted(self._heap)

    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._stopped:
                    now = round(self._wall() * 1000)
                    if self._heap and self._heap[0][0] <= now:
                        at, session_id, version = heapq.heappop(self._heap)
                        break
                    wait = (self._heap[0][0] - now) / 1000 if self._heap else None
                    self._changed.wait(wait if wait is None else min(wait, 60.0))
                else:
                    return
            again = self._apply(session_id, version)
            if again is not None:
                self.due(session_id, version, again)

    def _apply(self, session_id: str, version: int) -> int | None:
        if self._expire is None:
            log.error("a deadline of session %s came before any service served", session_id)
            return None
        try:
            return self._expire(session_id, version)
        except Exception:  # logged; the thread goes on with the next
            log.exception("the timeout of session %s at version %d failed", session_id, version)
            return None

    def close(self) -> None:
        with self._changed:
            self._stopped = True
            self._changed.notify()


class RedisDeadlines(Deadlines):
    """The deadlines of a Redis store: the sorted set KEY on `client()` (the store's client,
    built on first use), served by the processes that `start` it."""

    def __init__(self, client: Callable[[], Any], *, lease_ms: int = LEASE_MS):
        self._client = client
        self.lease_ms = lease_ms
        self._expire: Expire | None = None
        self._claim: Any = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._ensured: OrderedDict[str, float] = OrderedDict()

    def due(self, session_id: str, version: int, at: int) -> None:
        with self._client().pipeline(transaction=False) as pipe:
            pipe.zadd(KEY, {member(session_id, version): at})
            if version:
                pipe.zrem(KEY, member(session_id, version - 1))
            pipe.execute()
        self._note(member(session_id, version))

    def ensure(self, session_id: str, version: int, at: int) -> None:
        name = member(session_id, version)
        noted = self._ensured.get(name)
        if noted is not None and time.monotonic() - noted < ENSURED_SECONDS:
            return
        # NX: a member there already keeps its score (a server may hold it on a lease).
        if self._client().zadd(KEY, {name: at}, nx=True):
            log.warning(
                "the deadline of session %s at version %d was not kept: kept now",
                session_id,
                version,
            )
        self._note(name)

    def _note(self, name: str) -> None:
        with self._lock:
            self._ensured[name] = time.monotonic()
            self._ensured.move_to_end(name)
            while len(self._ensured) > ENSURED_KEPT:
                self._ensured.popitem(last=False)

    def serve(self, expire: Expire) -> None:
        self._expire = expire

    def start(self) -> None:
        """Serve the deadlines in a thread of this process until `close`."""
        if self._thread is None or not self._thread.is_alive():
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name="referee-deadlines", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                wait = self.serve_once()
            except Exception:  # Redis down, say: logged, tried again shortly
                log.exception("the deadlines could not be served")
                wait = 1.0
            self._stop.wait(wait)

    def serve_once(self) -> float:
        """Claim and apply the due deadlines; seconds to wait before asking again."""
        client = self._client()
        if self._claim is None:
            self._claim = client.register_script(CLAIM)
        now, due, soonest = self._claim(
            keys=[KEY], args=[self.lease_ms, CLAIM_BATCH], client=client
        )
        for raw in due:
            name = raw.decode() if isinstance(raw, bytes) else raw
            parsed = parse_member(name)
            again = None
            if parsed is not None and self._expire is not None:
                try:
                    again = self._expire(*parsed)
                except Exception:  # the lease brings it back: tried again then
                    log.exception("the timeout of %s failed", name)
                    continue
            if again is None:
                client.zrem(KEY, name)
            else:
                client.zadd(KEY, {name: again})
        if len(due) == CLAIM_BATCH:
            return 0.0
        if soonest not in (b"", ""):
            return max(0.0, min(POLL_SECONDS, (float(soonest) - int(now)) / 1000))
        return POLL_SECONDS

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=3)
