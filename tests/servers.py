"""Helpers for tests that run real servers: a free port, and waiting until one is ready."""

from __future__ import annotations

import socket
import subprocess
import time

import pytest
import requests


def free_port() -> int:
    """A port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_ready(proc: subprocess.Popen, base: str, what: str, seconds: float = 30) -> dict:
    """The /readyz answer once `base` is ready; fails the test with the server's output if it
    exits or is not ready in time."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            answer = requests.get(f"{base}/readyz", timeout=1)
            if answer.status_code == 200:
                return answer.json()
        except (requests.ConnectionError, requests.Timeout):   # not up yet, or busy starting
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            stream = proc.stderr or proc.stdout
            output = stream.read() if stream else ""
            if isinstance(output, bytes):
                output = output.decode(errors="replace")
            pytest.fail(f"{what} did not start: {output[-2000:]}")
        time.sleep(0.1)
