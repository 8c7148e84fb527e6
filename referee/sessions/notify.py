"""Wake-ups for whoever waits on a session: a committed move wakes its event streams and long polls.

A notification is only a hint. Watchers re-read the store when woken and also every
`timeout` seconds, so a lost notification (a worker killed between commit and publish, a
pub/sub connection that dropped) delays an event by at most one heartbeat, never loses it.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable
from contextlib import contextmanager

from .keys import MOVES_PATTERN, session_of_channel


class LocalNotifier:
    """Notifications inside one process (the memory store, and the fan-out of RedisNotifier)."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._latest: dict[str, int] = {}  # only sessions someone here watches
        self._watchers: Counter = Counter()

    def publish(self, session_id: str, version: int) -> None:
        self.deliver(session_id, version)

    def deliver(self, session_id: str, version: int) -> None:
        with self._changed:
            if self._watchers[session_id] and version > self._latest.get(session_id, -1):
                self._latest[session_id] = version
                self._changed.notify_all()

    @contextmanager
    def watch(self, session_id: str):
        """Register before reading the store, so no move between the read and the wait is missed."""
        self.started()
        with self._changed:
            self._watchers[session_id] += 1
        try:
            yield _Watch(self, session_id)
        finally:
            with self._changed:
                self._watchers[session_id] -= 1
                if not self._watchers[session_id]:
                    del self._watchers[session_id]
                    self._latest.pop(session_id, None)

    def wait(self, session_id: str, version: int, timeout: float) -> bool:
        """Block until a version above `version` is announced, or `timeout`; whether one was."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while self._latest.get(session_id, -1) <= version:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._changed.wait(left)
            return True

    def started(self) -> None:
        """Hook for notifiers that listen elsewhere (a no-op here)."""

    def close(self) -> None:
        """Stop listening (a no-op here)."""


class _Watch:
    def __init__(self, notifier: LocalNotifier, session_id: str):
        self._notifier, self._session_id = notifier, session_id

    def wait(self, version: int, timeout: float) -> bool:
        return self._notifier.wait(self._session_id, version, timeout)


class RedisNotifier(LocalNotifier):
    """Notifications across processes and machines through Redis pub/sub.

    The Redis store's commit script publishes each committed version on the session's
    channel itself, in the commit's round trip, so `publish` here only wakes this
    process's watchers at once. One listener thread per process, started when the first
    watcher arrives (after gunicorn has forked), hears every session's channel and wakes
    the local watchers of moves made anywhere.
    """

    RECONNECT_SECONDS = 1.0

    def __init__(self, client: Callable):
        """`client()` gives the Redis client: the store builds it on first use, so that a
        process starts while Redis is down."""
        super().__init__()
        self._client = client
        self._listener: threading.Thread | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()

    def started(self) -> None:
        with self._lock:
            if self._listener is None or not self._listener.is_alive():
                self._stop.clear()
                self._listener = threading.Thread(
                    target=self._listen, name="referee-notify", daemon=True
                )
                self._listener.start()

    def _listen(self) -> None:
        while not self._stop.is_set():
            pubsub = None
            try:
                pubsub = self._client().pubsub(ignore_subscribe_messages=True)
                pubsub.psubscribe(MOVES_PATTERN)
                while not self._stop.is_set():
                    message = pubsub.get_message(timeout=1.0)
                    if message is None:
                        continue
                    channel = message["channel"]
                    if isinstance(channel, bytes):
                        channel = channel.decode("utf-8", "replace")
                    session_id = session_of_channel(channel)
                    try:
                        version = int(message["data"])
                    except (TypeError, ValueError):
                        continue
                    if session_id is not None:
                        self.deliver(session_id, version)
            except Exception:  # noqa: BLE001 - Redis down: try again; watchers poll meanwhile
                self._stop.wait(self.RECONNECT_SECONDS)
            finally:
                if pubsub is not None:
                    try:
                        pubsub.close()
                    except Exception:  # noqa: BLE001
                        pass

    def close(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=3)
