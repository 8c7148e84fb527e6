"""Live session updates: the Server-Sent Events stream and the long poll on a session's view.

A watcher (a seat with its token, or a spectator) learns of each accepted move without
polling. Streams and long polls each hold a worker thread while they wait, so a worker
holds at most `max_streams` of them at once (503 with Retry-After past that), and a stream
ends after `stream_seconds` (the browser's EventSource reconnects with Last-Event-ID and
misses nothing).
"""

from __future__ import annotations

import threading
import time

import orjson
from flask import Response, current_app, request

from ..engine import MalformedInput
from ..sessions import SessionError, SessionNotFound, StoreUnavailable
from ..sessions.notify import LocalNotifier, RedisNotifier
from .metrics import OPEN_STREAMS

MAX_WAIT = 60  # seconds a long poll may ask for


class StreamSlots:
    """The bound on streams and long polls one worker holds open at once."""

    def __init__(self, limit: int):
        self.limit = limit
        self._free = threading.BoundedSemaphore(limit) if limit > 0 else None

    def take(self) -> bool:
        return self._free is not None and self._free.acquire(blocking=False)

    def give(self) -> None:
        if self._free is not None:  # a slot was taken, so there is a semaphore to give to
            self._free.release()


def install(app) -> None:
    """The app's notifier (pub/sub when the store is Redis) and its stream slots."""
    store = app.extensions["referee.store"]
    app.extensions["referee.notifier"] = (
        RedisNotifier(lambda: store.client) if store.kind == "redis" else LocalNotifier()
    )
    app.extensions["referee.streams"] = StreamSlots(app.config["REFEREE"].max_streams)


def notifier() -> LocalNotifier:
    return current_app.extensions["referee.notifier"]


def announce(session_id: str, version: int) -> None:
    """Tell every watcher of the session, on every instance, that `version` was committed."""
    notifier().publish(session_id, version)


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
    """This worker holds as many streams and long polls as it may (`limit`)."""

    status, code = 503, "too_many_streams"
    retry_later = True

    def __init__(self, limit: int):
        super().__init__(limit)
        self.message = (
            f"this worker already holds {limit} event streams and long polls; try again shortly"
        )


def held(slots: StreamSlots) -> None:
    """Take a stream slot (TooManyStreams when none is free); the caller gives it back."""
    if not slots.take():
        raise TooManyStreams(slots.limit)
    OPEN_STREAMS.inc()


def released(slots: StreamSlots) -> None:
    OPEN_STREAMS.dec()
    slots.give()


def long_poll(service, session_id: str, token: str | None, known: int, wait: int) -> dict | None:
    """The session as `service.read` answers it once its version is past `known`, or None
    after `wait` seconds without a move.
    """
    slots = current_app.extensions["referee.streams"]
    heartbeat = current_app.config["REFEREE"].stream_heartbeat
    held(slots)
    try:
        deadline = time.monotonic() + wait
        with notifier().watch(session_id) as watch:
            while True:
                answer = service.read(session_id, token)
                if answer["version"] != known:
                    return answer
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                watch.wait(known, min(left, heartbeat))
    finally:
        released(slots)


def sse(event: str | None, data: dict | None = None, event_id: int | None = None) -> bytes:
    lines = []
    if event_id is not None:
        lines.append(f"id: {event_id}")
    if event is not None:
        lines.append(f"event: {event}")
    lines.append("data: " + (orjson.dumps(data).decode() if data is not None else "{}"))
    return ("\n".join(lines) + "\n\n").encode()


def event_stream(service, session_id: str, token: str | None) -> Response:
    """`GET /v1/sessions/{id}/events`: one `move` event per accepted move the watcher may see.

    Every event names its kind (`hello`, `move`, `end`, `error`) and carries
    one JSON object; `hello`, each `move` and a `finished` end carry `movers` and `outcome`.
    """
    first = service.read(session_id, token)  # 404 / 401 before the stream opens
    resume = last_event_id()
    start = first["version"] if resume is None else min(resume, first["version"])
    slots = current_app.extensions["referee.streams"]
    held(slots)
    settings = current_app.config["REFEREE"]
    watched = notifier()

    def stream():
        last = start
        ends = time.monotonic() + settings.stream_seconds
        yield f"retry: {settings.retry_after * 1000}\n\n".encode()
        yield sse(
            "hello",
            {
                "id": session_id,
                "seat": first["seat"],
                "version": first["version"],
                "finished": first["finished"],
                "movers": first["movers"],
                "outcome": first["outcome"],
            },
        )
        with watched.watch(session_id) as watch:
            while True:
                try:
                    now = service.read(session_id, token)
                    if now["version"] > last:
                        for entry in service.history(session_id, token, last)["entries"]:
                            yield sse("move", entry, entry["version"])
                            last = entry["version"]
                    if now["finished"] and last >= now["version"]:
                        ended = {
                            "reason": "finished",
                            "version": last,
                            "movers": now["movers"],
                            "outcome": now["outcome"],
                        }
                        yield sse("end", ended, last)
                        return
                except SessionNotFound:
                    yield sse("end", {"reason": "ended", "version": last})
                    return
                except StoreUnavailable:
                    # The client's EventSource reconnects after `retry` with Last-Event-ID.
                    yield sse("error", {"code": "store_unavailable"})
                    return
                except SessionError:
                    yield sse("end", {"reason": "revoked", "version": last})
                    return
                left = ends - time.monotonic()
                if left <= 0:
                    return
                if not watch.wait(last, min(left, settings.stream_heartbeat)):
                    yield b": heartbeat\n\n"

    response = Response(
        stream(),
        mimetype="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )
    # The server closes the response however the stream ends, even one never started.
    response.call_on_close(lambda: released(slots))
    return response
