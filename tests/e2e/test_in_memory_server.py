"""`referee serve` with sessions in memory: the one worker that holds them lives as long as
the server, however many requests it answers (gunicorn would otherwise recycle it after
10,000 or so, and every session with it)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time

import pytest
import requests

from tests.e2e.test_watchers import stop
from tests.servers import free_port, wait_ready

pytestmark = pytest.mark.slow

REQUESTS = 21_000  # past twice the 10,000 (and its jitter) of a recycled Redis worker
SECONDS = 180  # bound on sending them all: about 15 s on a quiet machine, 50 s on a busy one


def next_status(reader) -> int | None:
    """The status of the next answer on a keep-alive connection, with its body read past;
    None when the server has closed the connection (or reset it, as a stopping worker does)."""
    try:
        line = reader.readline()
    except ConnectionResetError:
        return None
    if not line:
        return None
    length = 0
    while (header := reader.readline()) not in (b"\r\n", b""):
        name, _, value = header.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    reader.read(length)
    return int(line.split()[1])


def send_healthz(port: int, count: int, deadline: float) -> int:
    """GET /healthz `count` times over keep-alive connections, a new one whenever the server
    closes one; how many connections it took."""
    request = f"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
    sent, connections = 0, 0
    while sent < count:
        connections += 1
        with (
            socket.create_connection(("127.0.0.1", port), timeout=10) as sock,
            sock.makefile("rb") as reader,
        ):
            while sent < count:
                assert time.monotonic() < deadline, f"only {sent} answers in {SECONDS} s"
                sock.sendall(request)
                status = next_status(reader)
                if status is None:
                    break
                assert status == 200, status
                sent += 1
    return connections


def test_the_in_memory_worker_keeps_its_sessions_past_twenty_thousand_requests(tmp_path):
    port, log = free_port(), tmp_path / "referee.log"
    env = {k: v for k, v in os.environ.items() if k != "REFEREE_REDIS_URL"}
    with log.open("ab") as errors:  # a file, not a pipe that nobody reads and that could fill
        proc = subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "serve", "--port", str(port)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_ready(proc, base, "referee serve")
        created = requests.post(f"{base}/v1/sessions", json={"game": "cassino"}, timeout=10)
        session = created.json()
        connections = send_healthz(port, REQUESTS, time.monotonic() + SECONDS)
        read = requests.get(f"{base}/v1/sessions/{session['id']}", timeout=10)
        assert read.status_code == 200, read.text
        assert read.json()["version"] == 0
    finally:
        stop(proc)
    text = log.read_text(errors="replace")
    assert "Autorestarting" not in text and connections == 1, text[-2000:]
