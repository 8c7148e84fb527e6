"""Wake-ups for whoever waits on a session: a committed move, or the session's end, wakes its
event streams and long polls.

A notification is only a hint. Watchers re-read the store when woken (an event stream
through its session's `Feed`, which reads once for all of the session's watchers in the
process), and also every
`timeout` seconds unless the notifier `vouches` that nothing was announced meanwhile (its
subscription stayed up), so a lost notification (a pub/sub connection that dropped, Redis
restarted) delays an event by at most one heartbeat, never loses it.

Each watcher waits on an event of its own, registered under its session, so a move wakes
that session's watchers alone however many other sessions are watched in the process.
The primitives are `threading`'s: under gunicorn's gevent worker, whose monkey patching
makes them cooperative, a watcher costs a greenlet and a few hundred bytes, not a thread.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from contextlib import contextmanager

from .feed import Feed
from .keys import MOVES_PATTERN, ender_of_message, session_of_channel


class _Session:
    """The watchers of one session in this process, the latest version announced to them,
    who ended the session if that was announced, and the feed they read its moves through."""

    __slots__ = ("latest", "ended", "watches", "feed")

    def __init__(self) -> None:
        self.latest = -1
        self.ended: str | None = None
        self.watches: set[Watch] = set()
        self.feed = Feed()


class Watch:
    """One watcher's registration: `wait` for a version past the one it has seen."""

    __slots__ = ("_session", "_woken", "__weakref__")

    def __init__(self, session: _Session):
        self._session = session
        self._woken = threading.Event()

    def wait(self, version: int, timeout: float) -> bool:
        """Block until a version above `version` or the session's end is announced, `wake`
        is called, or `timeout`; whether either was announced."""
        if self._news(version):
            return True
        self._woken.clear()
        # Read again after clearing: an announcement between the first read and the
        # clear has set the event already, and one after it sets it again.
        if self._news(version):
            return True
        self._woken.wait(timeout)
        return self._news(version)

    def _news(self, version: int) -> bool:
        return self._session.latest > version or self._session.ended is not None

    def wake(self) -> None:
        """End the current wait early (the watcher's client has gone, say)."""
        self._woken.set()

    @property
    def latest(self) -> int:
        """The latest version announced to the session's watchers here (-1: none yet)."""
        return self._session.latest

    @property
    def ended(self) -> str | None:
        """Who ended the session (`owner`, `admin`), once that is announced here; else None."""
        return self._session.ended

    @property
    def feed(self) -> Feed:
        """The session's feed, shared by its watchers in this process."""
        return self._session.feed


class LocalNotifier:
    """Notifications inside one process (the memory store, and the fan-out of RedisNotifier)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sessions: dict[str, _Session] = {}  # only sessions someone here watches

    def publish(self, session_id: str, version: int) -> None:
        self.deliver(session_id, version)

    def deliver(self, session_id: str, version: int) -> None:
        with self._lock:
            session = self._sessions.get(session_id)
            if session is None or version <= session.latest:
                return
            session.latest = version
            woken = list(session.watches)
        for watch in woken:
            watch.wake()

    def publish_end(self, session_id: str, by: str) -> None:
        """The session was ended by `by` (`owner`, `admin`): its watchers here stop waiting."""
        self.deliver_end(session_id, by)

    def deliver_end(self, session_id: str, by: str) -> None:
        with self._lock:
            session = self._sessions.get(session_id)
            if session is None or session.ended is not None:
                return
            session.ended = by
            woken = list(session.watches)
        for watch in woken:
            watch.wake()

    @contextmanager
    def watch(self, session_id: str):
        """Register before reading the store, so no move between the read and the wait is missed."""
        self.started()
        with self._lock:
            session = self._sessions.get(session_id)
            if session is None:
                session = self._sessions[session_id] = _Session()
            watch = Watch(session)
            session.watches.add(watch)
        try:
            yield watch
        finally:
            with self._lock:
                session.watches.discard(watch)
                if not session.watches and self._sessions.get(session_id) is session:
                    del self._sessions[session_id]

    def vouches(self, since: float) -> bool:
        """Whether every version announced after `since` (a `time.monotonic()` reading)
        has reached this process's watchers, so that a watcher who read the store then and
        was not woken has nothing new to read. Announcements here are made in the process
        that commits, so always."""
        return True

    def watched(self) -> int:
        """How many watchers are registered in this process."""
        with self._lock:
            return sum(len(session.watches) for session in self._sessions.values())

    def started(self) -> None:
        """Hook for notifiers that listen elsewhere (a no-op here)."""

    def close(self) -> None:
        """Stop listening (a no-op here)."""


class RedisNotifier(LocalNotifier):
    """Notifications across processes and machines through Redis pub/sub.

    The Redis store's commit script publishes each committed version on the session's
    channel itself, in the commit's round trip, and its end script the session's end, so
    `publish` and `publish_end` here only wake this process's watchers at once. One
    listener per process (a thread, or a greenlet under gevent), started when the first
    watcher arrives (after gunicorn has forked), holds the process's one subscription: it
    hears every session's channel and wakes the local watchers of moves made, and sessions
    ended, anywhere.
    """

    RECONNECT_SECONDS = 1.0

    def __init__(self, client: Callable):
        """`client()` gives the Redis client: the store builds it on first use, so that a
        process starts while Redis is down."""
        super().__init__()
        self._client = client
        self._listener: threading.Thread | None = None
        self._stop = threading.Event()
        self._start_lock = threading.Lock()
        # When the current subscription was confirmed; None while there is none.
        self._subscribed_at: float | None = None

    def started(self) -> None:
        if self._listener is not None and self._listener.is_alive():
            return
        with self._start_lock:
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
                pubsub = self._client().pubsub()
                pubsub.psubscribe(MOVES_PATTERN)
                while not self._stop.is_set():
                    message = pubsub.get_message(timeout=1.0)
                    if message is None:
                        continue
                    if message["type"] != "pmessage":
                        if message["type"] == "psubscribe":
                            self._subscribed_at = time.monotonic()
                        continue
                    channel, data = message["channel"], message["data"]
                    if isinstance(channel, bytes):
                        channel = channel.decode("utf-8", "replace")
                    if isinstance(data, bytes):
                        data = data.decode("utf-8", "replace")
                    session_id = session_of_channel(channel)
                    if session_id is None or not isinstance(data, str):
                        continue
                    by = ender_of_message(data)
                    if by is not None:
                        self.deliver_end(session_id, by)
                    elif data.isascii() and data.isdigit():
                        self.deliver(session_id, int(data))
            except Exception:  # noqa: BLE001 - Redis down: try again; watchers poll meanwhile
                self._subscribed_at = None
                self._stop.wait(self.RECONNECT_SECONDS)
            finally:
                self._subscribed_at = None
                if pubsub is not None:
                    try:
                        pubsub.close()
                    except Exception:  # noqa: BLE001
                        pass

    def vouches(self, since: float) -> bool:
        """Only while one subscription has been up since `since`: a move published while
        none was (Redis restarted, the connection dropped) must be found by reading."""
        subscribed_at = self._subscribed_at
        return subscribed_at is not None and subscribed_at <= since

    def close(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=3)
