"""Schemathesis against a real server: every phase (stateful included, by the links) and every
check (the event stream's included) on every operation of the served document, with
sessions on Redis, a key ring and an admin token."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.servers import free_port, wait_ready

pytestmark = pytest.mark.slow
CONFIG = Path(__file__).with_name("schemathesis.toml")
KEYS = "k1=c2NoZW1hdGhlc2lzLXRlc3Qta2V5LTMyLWJ5dGVzISE="


@pytest.fixture(scope="module")
def server(redis_server):
    port = free_port()
    env = {
        **os.environ,
        "REFEREE_REDIS_URL": redis_server,
        "REFEREE_STATE_KEYS": KEYS,
        "REFEREE_ADMIN_TOKEN": "schemathesis-admin-token",
        # Streams and long polls end soon, so that the run does not wait on them.
        "REFEREE_STREAM_SECONDS": "2",
    }
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "-w",
            "2",
            "-k",
            "gthread",
            "--threads",
            "8",
            "-b",
            f"127.0.0.1:{port}",
            "--log-level",
            "warning",
            "referee.wsgi:app",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    wait_ready(proc, base, "gunicorn")
    yield base
    proc.terminate()
    proc.wait(15)


def test_every_check_passes_on_every_operation(server):
    schemathesis = Path(sys.executable).with_name("schemathesis")
    run = subprocess.run(
        [
            str(schemathesis),
            "--config-file",
            str(CONFIG),
            "--no-color",
            "run",
            f"{server}/openapi.yaml",
            "--url",
            server,
            "--phases",
            "examples,coverage,fuzzing,stateful",
            "--max-examples",
            "10",
            "--seed",
            "20261126",
            "--request-timeout",
            "70",
            # One worker: schemathesis' threads compiling patterns at once trip a CPython 3.11
            # fault in `ast` ("recursion depth mismatch"), a runtime error of the tool.
            "--workers",
            "1",
        ],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert run.returncode == 0, run.stdout[-20000:] + run.stderr[-3000:]
