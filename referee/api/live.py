"""Live session updates: the Server-Sent Events stream and the long poll on a session's view.

A watcher (a seat with its token, or a spectator) learns of each accepted move without
polling, and of the session's end by its owner or the admin at once: a stream's last event
is `end` `{reason: "ended", by}`, a long poll answers 404 `unknown_session` saying who
ended it, as does every call on the session for a while after (`ENDED_TTL`).

Under gunicorn's gevent worker a stream or long poll holds a connection, a
greenlet and a few kilobytes while it waits, not a thread; the instance holds at most
`max_streams` of them and one client address at most `max_streams_per_address`; on one
session, each seat holds at most `max_streams_per_seat` of its own, which no spectator can
take, and its spectators (no seat token) share `max_streams_per_session` (503 with
Retry-After past any of these), so that watchers never lock a player out of the table. A
stream ends after `stream_seconds` (the browser's EventSource reconnects with Last-Event-ID
and misses nothing), and its slot is given back as soon as its client closes the connection.
"""

from __future__ import annotations

import _socket
import socket
import sys
import threading
import time
from collections import Counter
from typing import Any

import orjson
from flask import Response, current_app, request

from ..engine import MalformedInput
from ..sessions import SessionEnded, SessionError, SessionNotFound, StoreUnavailable
from ..sessions.notify import LocalNotifier, RedisNotifier, Watch
from . import workers
from .metrics import OPEN_STREAMS

MAX_WAIT = 60  # seconds a long poll may ask for


class StreamSlots:
    """The bounds on the streams and long polls held open at once: per instance (summed over
    its workers when gunicorn's master shares their counts, else this process's), per client
    address, and on each session per seat and for its spectators together (this process's)."""

    def __init__(
        self, limit: int, per_address: int, per_session: int, shared=None, per_seat: int = 4
    ) -> None:
        self.limit, self.per_address, self.per_session = limit, per_address, per_session
        self.per_seat = per_seat
        self._shared = shared  # (page, cell) from workers.instance_cells()
        self._lock = threading.Lock()
        self._open = 0
        self._by_address: Counter = Counter()
        # (session id, seat) -> slots held; seat None: the session's spectators together
        self._by_watcher: Counter = Counter()

    def held(self) -> int:
        """Streams held by the instance (every worker) now."""
        if self._shared is None:
            return self._open
        page, _ = self._shared
        return sum(workers.cell_counts(page))

    def take(self, address: str, session_id: str, seat: int | None) -> TooManyStreams | None:
        """Take a slot for a watcher of the session (`seat`: the seat its token holds, None
        for a spectator); None when taken, else the refusal saying which bound is reached."""
        with self._lock:
            if self.limit <= 0 or self.held() >= self.limit:
                return TooManyStreams(self.limit)
            if self._by_address[address] >= self.per_address:
                return TooManyStreams(self.per_address, "this client address")
            watcher = (session_id, seat)
            if seat is None and self._by_watcher[watcher] >= self.per_session:
                return TooManyStreams(self.per_session, "this session, for its spectators,")
            if seat is not None and self._by_watcher[watcher] >= self.per_seat:
                return TooManyStreams(self.per_seat, f"seat {seat} of this session")
            self._by_address[address] += 1
            self._by_watcher[watcher] += 1
            self._count(1)
            return None

    def give(self, address: str, session_id: str, seat: int | None) -> None:
        with self._lock:
            for counts, key in (
                (self._by_address, address),
                (self._by_watcher, (session_id, seat)),
            ):
                counts[key] -= 1
                if counts[key] <= 0:
                    del counts[key]
            self._count(-1)

    def _count(self, change: int) -> None:
        self._open += change
        if self._shared is not None:
            page, cell = self._shared
            workers.set_cell(page, cell, self._open)


def install(app) -> None:
    """The app's notifier (pub/sub when the store is Redis) and its stream slots."""
    store = app.extensions["referee.store"]
    settings = app.config["REFEREE"]
    app.extensions["referee.notifier"] = (
        RedisNotifier(lambda: store.client) if store.kind == "redis" else LocalNotifier()
    )
    app.extensions["referee.streams"] = StreamSlots(
        settings.max_streams,
        settings.max_streams_per_address,
        settings.max_streams_per_session,
        workers.instance_cells(),
        settings.max_streams_per_seat,
    )


def notifier() -> LocalNotifier:
    return current_app.extensions["referee.notifier"]


def last_event_id() -> int | None:
    """The version a watcher resumes after: the Last-Event-ID header, else the query's
    `last_event_id`; each one given must be a version, even where the header wins."""
    found = None
    for name, raw in (
        ("last_event_id", request.args.get("last_event_id")),
        ("Last-Event-ID", request.headers.get("Last-Event-ID")),
    ):
        if raw is None or raw == "":
            continue
        if not (raw.isascii() and raw.isdigit()) or len(raw) > 12:  # never "²" or "٣"
            raise MalformedInput(f"{name} must be a session version (a whole number)", path=name)
        found = int(raw)
    return found


def wait_seconds() -> int | None:
    if not request.environ.get("QUERY_STRING"):
        return None  # the usual read: no query string to parse
    raw = request.args.get("wait")
    if raw is None:
        return None
    if not (raw.isascii() and raw.isdigit()) or not 0 <= int(raw) <= MAX_WAIT:
        raise MalformedInput(
            f"query parameter wait must be a whole number of seconds from 0 to {MAX_WAIT}",
            path="wait",
        )
    return int(raw)


class TooManyStreams(Exception):
    """No stream slot is free: the instance, the client address or the session holds its bound."""

    status, code = 503, "too_many_streams"
    retry_later = True

    def __init__(self, limit: int, holder: str = "this instance"):
        super().__init__(limit)
        self.message = (
            f"{holder} already holds {limit} event streams and long polls; try again shortly"
        )


class Departure:
    """Notices that a watcher's client has closed its connection, so its slot is given back at
    once rather than at the next heartbeat's failed write.

    Under the gevent worker the event loop watches the connection and wakes the watcher
    when the client sends its end; elsewhere the connection is looked at each time the
    watcher wakes. A client of an event stream or a long poll sends nothing more on its
    connection, so anything readable there is its end.
    """

    def __init__(self, environ: dict):
        sock = environ.get("gunicorn.socket")
        self._fd = sock.fileno() if sock is not None else -1
        self._io: Any = None  # gevent's watcher of the connection, when under gevent
        self._heard = False  # whether that watcher has seen the connection readable

    def arm(self, watch: Watch) -> None:
        if self._fd < 0:
            return
        monkey = sys.modules.get("gevent.monkey")
        if monkey is None or not monkey.is_module_patched("socket"):
            return
        import gevent

        self._io = gevent.get_hub().loop.io(self._fd, 1)  # 1: readable
        self._io.start(self._readable, watch)

    def _readable(self, watch: Watch) -> None:
        self._heard = True
        if self._io is not None:
            self._io.stop()  # once is enough: the watcher checks `gone` when it wakes
        watch.wake()

    def gone(self) -> bool:
        if self._fd < 0:
            return False
        if self._io is not None and not self._heard:
            return False  # the event loop watches the connection: nothing has arrived
        # A duplicate-free peek at the descriptor, never blocking whatever the socket's mode.
        probe = _socket.socket(fileno=self._fd)
        try:
            return probe.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
        except (BlockingIOError, InterruptedError):
            return False
        except OSError:
            return True
        finally:
            probe.detach()

    def close(self) -> None:
        if self._io is not None:
            self._io.stop()
            self._io.close()
            self._io = None


def _address() -> str:
    return request.remote_addr or "unknown"


def held(slots: StreamSlots, session_id: str, seat: int | None) -> str:
    """Take a stream slot of the seat (None: a spectator's; TooManyStreams when none is
    free); the caller gives it back with the address this returns."""
    address = _address()
    refused = slots.take(address, session_id, seat)
    if refused is not None:
        raise refused
    OPEN_STREAMS.inc()
    return address


def released(slots: StreamSlots, address: str, session_id: str, seat: int | None) -> None:
    OPEN_STREAMS.dec()
    slots.give(address, session_id, seat)


def long_poll(
    service, session_id: str, token: str | None, known: int, wait: int, seat: int | None
) -> dict | None:
    """The session as `service.read` answers it once its version is past `known`, or None
    after `wait` seconds without a move (or once the client has gone); SessionEnded as soon
    as the session's end is announced. `seat`: the seat the token holds (None: a spectator),
    whose slots the poll takes.
    """
    slots = current_app.extensions["referee.streams"]
    heartbeat = current_app.config["REFEREE"].stream_heartbeat
    address = held(slots, session_id, seat)
    departure = Departure(request.environ)
    try:
        deadline = time.monotonic() + wait
        watched = notifier()
        with watched.watch(session_id) as watch:
            departure.arm(watch)
            read = True
            while True:
                if watch.ended is not None:
                    raise SessionEnded(session_id, watch.ended)
                if read:
                    read_at = time.monotonic()
                    answer = service.read(session_id, token)
                    if answer["version"] != known:
                        return answer
                left = deadline - time.monotonic()
                if left <= 0 or departure.gone():
                    return None
                read = watch.wait(known, min(left, heartbeat)) or not watched.vouches(read_at)
    finally:
        departure.close()
        released(slots, address, session_id, seat)


def sse(event: str | None, data: dict | None = None, event_id: int | None = None) -> bytes:
    lines = []
    if event_id is not None:
        lines.append(f"id: {event_id}")
    if event is not None:
        lines.append(f"event: {event}")
    lines.append("data: " + (orjson.dumps(data).decode() if data is not None else "{}"))
    return ("\n".join(lines) + "\n\n").encode()


def move_event(entry: dict) -> bytes:
    return sse("move", entry, entry["version"])


def ended_event(service, session_id: str, last: int, by: str | None = None) -> bytes:
    """The `end` event of a session that is gone: ended by `by` (looked up when not
    given), or expired when nobody ended it."""
    if by is None:
        try:
            by = service.store.ended_by(session_id)
        except StoreUnavailable:
            by = None
    data: dict[str, Any] = {"reason": "ended", "version": last}
    if by is not None:
        data["by"] = by
    return sse("end", data)


def event_stream(service, session_id: str, token: str | None) -> Response:
    """`GET /v1/sessions/{id}/events`: one `move` event per accepted move the watcher may see.

    Every event names its kind (`hello`, `move`, `end`, `error`) and carries
    one JSON object; `hello`, each `move` and a `finished` end carry `movers` and `outcome`.
    A session ended by its owner or the admin ends its streams at once with `end`
    `{reason: "ended", by}`; a stream asked for afterwards (a reconnection with
    Last-Event-ID) is a 404 `unknown_session` that says who ended it.
    """
    first = service.read(session_id, token)  # 404 / 401 before the stream opens
    resume = last_event_id()
    start = first["version"] if resume is None else min(resume, first["version"])
    # Only what `hello` tells is kept while the stream is held, not the whole view.
    hello = {
        "id": session_id,
        "seat": first["seat"],
        "version": first["version"],
        "finished": first["finished"],
        "movers": first["movers"],
        "outcome": first["outcome"],
    }
    del first
    slots = current_app.extensions["referee.streams"]
    address = held(slots, session_id, hello["seat"])
    settings = current_app.config["REFEREE"]
    watched = notifier()
    departure = Departure(request.environ)

    def stream():
        last, seat = start, hello["seat"]
        checked = None  # the seats (token hashes) `token` was last checked against
        ends = time.monotonic() + settings.stream_seconds
        yield f"retry: {settings.retry_after * 1000}\n\n".encode()
        yield sse("hello", hello)
        ending = hello["finished"]  # a finished session's stream ends once caught up
        with watched.watch(session_id) as watch:
            departure.arm(watch)
            read, woken = True, False  # the moves made since the first read, at once
            while True:
                if watch.ended is not None:
                    yield ended_event(service, session_id, last, watch.ended)
                    return
                if read:
                    read_at = time.monotonic()
                    try:
                        # Woken by a move: the session's feed reads it once for every
                        # watcher here. Otherwise (the first read, a missed notification,
                        # a watcher far behind) the watcher reads its own page.
                        shared = (
                            watch.feed.after(service, session_id, last, watch.latest)
                            if woken
                            else None
                        )
                        if shared is not None:
                            holders, entries = shared
                            if holders.seats != checked:  # a seat changed hands: check again
                                seat, checked = service.watcher(holders, token), holders.seats
                            events = (
                                (entry, watch.feed.shown(service, entry, seat, move_event))
                                for entry in entries
                            )
                        else:
                            page = service.history(session_id, token, last)["entries"]
                            events = ((entry, move_event(entry)) for entry in page)
                        for entry, event in events:
                            yield event
                            last = entry["version"]
                            ending = ending or not entry["movers"] or entry["outcome"] is not None
                        if ending:
                            now = service.read(session_id, token)
                            if now["finished"] and last >= now["version"]:
                                ended = {
                                    "reason": "finished",
                                    "version": last,
                                    "movers": now["movers"],
                                    "outcome": now["outcome"],
                                }
                                yield sse("end", ended, last)
                                return
                    except SessionNotFound as gone:
                        yield ended_event(service, session_id, last, getattr(gone, "by", None))
                        return
                    except StoreUnavailable:
                        # The client's EventSource reconnects after `retry` with Last-Event-ID.
                        yield sse("error", {"code": "store_unavailable"})
                        return
                    except SessionError:
                        yield sse("end", {"reason": "revoked", "version": last})
                        return
                left = ends - time.monotonic()
                if left <= 0 or departure.gone():
                    return
                read = woken = watch.wait(last, min(left, settings.stream_heartbeat))
                if not read:
                    if departure.gone():
                        return
                    yield b": heartbeat\n\n"
                    # A store read only when a notification may have been missed.
                    read = not watched.vouches(read_at)

    def close() -> None:
        departure.close()
        released(slots, address, session_id, hello["seat"])

    response = Response(
        stream(),
        mimetype="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )
    # The server closes the response however the stream ends, even one never started.
    response.call_on_close(close)
    return response
