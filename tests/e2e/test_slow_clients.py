"""Slow clients against the gevent worker: dribbled requests hold no one up and are cut off.

Forty connections send their headers, or their body, a byte at a time. Each is a greenlet
of its own, so /healthz keeps answering within a second; past REFEREE_READ_SECONDS (the
body) or gunicorn's keepalive (the headers) the server closes them.
"""

from __future__ import annotations

import socket
import threading
import time

import pytest
import requests

from tests.e2e.test_watchers import start_gevent_referee, stop

pytestmark = pytest.mark.slow

READ_SECONDS = 3


def dribble(port: int, body: bool, closed: dict, index: int, stop_at: float) -> None:
    """Send a request a byte every 0.2 s until the server closes the connection."""
    request = (
        b"POST /v1/games/toy/moves HTTP/1.1\r\nHost: slow\r\nContent-Type: application/json\r\n"
        b"Content-Length: 4000\r\n\r\n"
    )
    sock = socket.create_connection(("127.0.0.1", port))
    started = time.monotonic()
    try:
        if body:
            sock.sendall(request)  # the headers at once, then the body dribbles
            request = b"{" + b" " * 3998 + b"}"
        for byte in request:
            if time.monotonic() > stop_at:
                return
            try:
                sock.sendall(bytes([byte]))
            except OSError:
                break
            sock.settimeout(0.2)
            try:
                if sock.recv(4096) == b"":
                    break  # the server has closed the connection
            except TimeoutError:
                continue
            except OSError:
                break
        closed[index] = time.monotonic() - started
    finally:
        sock.close()


def test_forty_dribbling_clients_neither_starve_healthz_nor_stay(tmp_path):
    proc, base, port = start_gevent_referee(
        {"REFEREE_READ_SECONDS": str(READ_SECONDS), "REFEREE_REDIS_URL": ""},
        tmp_path / "referee.log",
    )
    closed: dict[int, float] = {}
    stop_at = time.monotonic() + 30
    threads = [
        threading.Thread(target=dribble, args=(port, index % 2 == 1, closed, index, stop_at))
        for index in range(40)
    ]
    try:
        for thread in threads:
            thread.start()
        time.sleep(0.5)
        slowest = 0.0
        for _ in range(10):  # while every slow client is still dribbling
            started = time.monotonic()
            assert requests.get(f"{base}/healthz", timeout=5).status_code == 200
            slowest = max(slowest, time.monotonic() - started)
            time.sleep(0.2)
        assert slowest < 1.0, f"/healthz took {slowest:.2f} s behind the slow clients"
        for thread in threads:
            thread.join(20)
        assert len(closed) == 40, f"{40 - len(closed)} slow connections were never closed"
        # A request, headers and body, has REFEREE_READ_SECONDS to arrive.
        assert max(closed.values()) < 8, sorted(closed.values())
        assert min(closed.values()) >= READ_SECONDS - 0.5, sorted(closed.values())
    finally:
        stop(proc)
