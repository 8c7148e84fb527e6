"""Helpers for tests that run real servers: a free port, and waiting until one is ready."""

from __future__ import annotations

import functools
import itertools
import os
import random
import socket
import subprocess
import time
from collections.abc import Iterator

import pytest
import requests

# Ports handed out for servers lie below the kernel's ephemeral range (32768 and up), where no
# outgoing connection takes one between the probe and the server's own bind. Each xdist worker
# draws from a block of its own, so two workers never pick the same port at the same moment.
PORTS = range(10000, 20000)
BUS = 10000  # a Redis Cluster node's bus listens on its port + 10000, in 20000-29999


def _worker_block() -> range:
    """This process's share of PORTS: all of it outside xdist, else its worker's block."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if not worker.startswith("gw") or count < 2:
        return PORTS
    size = len(PORTS) // count
    start = PORTS.start + int(worker[2:]) % count * size
    return range(start, start + size)


@functools.cache
def _candidates() -> Iterator[int]:
    """Every port of the block in turn, from a random start: a port just given back (a
    server stopped) comes round again only after all the others."""
    block = _worker_block()
    first = random.randrange(len(block))
    return itertools.cycle([*block[first:], *block[:first]])


def _bindable(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port(bus: bool = False) -> int:
    """A port of 127.0.0.1 that nothing listens on now (with `bus`, port + 10000 neither)."""
    for port in itertools.islice(_candidates(), len(PORTS)):
        if _bindable(port) and (not bus or _bindable(port + BUS)):
            return port
    raise RuntimeError("no free port left in this test worker's block")


def wait_ready(proc: subprocess.Popen, base: str, what: str, seconds: float = 30) -> dict:
    """The /readyz answer once `base` is ready; fails the test with the server's output if it
    exits or is not ready in time."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            answer = requests.get(f"{base}/readyz", timeout=1)
            if answer.status_code == 200:
                return answer.json()
        except (requests.ConnectionError, requests.Timeout):
            pass  # not listening yet, or listening while its workers still boot
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            stream = proc.stderr or proc.stdout
            output = stream.read() if stream else ""
            if isinstance(output, bytes):
                output = output.decode(errors="replace")
            pytest.fail(f"{what} did not start: {output[-2000:]}")
        time.sleep(0.1)
