"""`referee serve --workers 2` with its compute pool: /healthz answers again and again while
expert suggestions and a gzipped transcript compute, a pool past its bound answers
`503 compute_busy`, and the pool stops with the server."""

from __future__ import annotations

import gzip
import os
import re
import signal
import subprocess
import sys
import threading
import time

import pytest
import requests

from referee.transcripts import dumps_lines
from tests.servers import free_port, wait_ready
from tests.transcripts.playouts import playout

pytestmark = pytest.mark.slow
SERVERS: dict[str, int] = {}  # a served base URL, and its master's pid


@pytest.fixture(scope="module")
def server(redis_server, tmp_path_factory):
    port, log = free_port(), tmp_path_factory.mktemp("serve") / "referee.log"
    env = {
        **os.environ,
        "REFEREE_REDIS_URL": redis_server,
        "REFEREE_COMPUTE_PROCESSES": "2",
        "REFEREE_COMPUTE_QUEUE": "2",
        # The pool's bound is what is tested here, not the budgets per address.
        "REFEREE_RATE_LIMIT_SUGGESTIONS": "off",
        "REFEREE_RATE_LIMIT_EXPERT_SUGGESTIONS": "off",
    }
    env.pop("REFEREE_COMPUTE_SOCKET", None)
    command = [sys.executable, "-m", "referee.cli", "serve", "--workers", "2", "--port", str(port)]
    with log.open("ab") as errors:
        proc = subprocess.Popen(
            [*command, "--bots-workers", "0"], env=env, stdout=subprocess.DEVNULL, stderr=errors
        )
    base = f"http://127.0.0.1:{port}"
    wait_ready(proc, base, "referee serve", seconds=90)
    SERVERS[base] = proc.pid
    socket_path = re.search(r"compute pool on (\S+)\)", log.read_text()).group(1)
    assert os.path.exists(socket_path)
    yield base
    proc.terminate()
    proc.wait(30)
    assert not os.path.exists(socket_path), "the pool outlived the server"


def expert(base: str, state: dict, player: int) -> requests.Response:
    body = {"state": state, "player": player, "level": "expert", "budget_ms": 1000}
    return requests.post(f"{base}/v1/games/cassino/suggestions", json=body, timeout=30)


def dealt(base: str) -> tuple[dict, int]:
    state = requests.post(f"{base}/v1/games/cassino/states", json={"seed": "e2e"}, timeout=10)
    state = state.json()["state"]
    listing = requests.post(f"{base}/v1/games/cassino/legal-moves", json={"state": state})
    return state, listing.json()["moves"][0]["player"]


def test_healthz_answers_while_expert_suggestions_and_a_gzipped_transcript_compute(server):
    state, player = dealt(server)
    _, transcript = playout("cassino", "conformance-1")
    zipped = gzip.compress(dumps_lines(transcript))
    finished: list[float] = []
    answers: list[requests.Response] = []

    def suggest() -> None:
        answers.append(expert(server, state, player))
        finished.append(time.monotonic())

    def verify() -> None:
        answers.append(
            requests.post(
                f"{server}/v1/games/cassino/transcripts",
                data=zipped,
                headers={"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"},
                timeout=30,
            )
        )

    # Two workers, three searches of a second each and a transcript: were they computed in
    # the workers, both would be held until a search ended.
    threads = [threading.Thread(target=suggest) for _ in range(3)]
    threads.append(threading.Thread(target=verify))
    for thread in threads:
        thread.start()
    healthy = 0
    while not finished:
        assert requests.get(f"{server}/healthz", timeout=10).status_code == 200
        healthy += 1
    for thread in threads:
        thread.join(60)
    assert healthy >= 3, healthy
    assert sorted(answer.status_code for answer in answers) == [200] * 4, [a.text for a in answers]
    assert any(answer.json().get("valid") for answer in answers)


def test_a_pool_past_its_bound_answers_compute_busy(server):
    state, player = dealt(server)
    answers: list[requests.Response] = []
    threads = [
        threading.Thread(target=lambda: answers.append(expert(server, state, player)))
        for _ in range(8)  # two processes and two waiting: at least four too many
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    busy = [answer for answer in answers if answer.status_code == 503]
    assert busy and {answer.json()["code"] for answer in busy} == {"compute_busy"}
    assert all(answer.headers["Retry-After"] == "2" for answer in busy)
    assert any(answer.status_code == 200 for answer in answers)


def children(pid: int) -> list[tuple[int, str]]:
    """The processes `pid` started, with their command lines."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = open(f"/proc/{entry}/stat").read()
            command = open(f"/proc/{entry}/cmdline").read().replace("\0", " ")
        except OSError:
            continue
        if int(stat.rpartition(")")[2].split()[1]) == pid:
            found.append((int(entry), command))
    return found


def test_a_worker_that_exits_leaves_the_pool_running(server):
    # gunicorn forks its workers deep inside the master's call: a worker that exits
    # (recycled after its requests, or stopped) must not stop what the master started.
    deadline = time.monotonic() + 60
    while True:
        before = children(SERVERS[server])
        pools = [pid for pid, command in before if "referee.cli compute-pool" in command]
        workers = [pid for pid, command in before if "referee.cli serve" in command]
        if len(workers) == 2 or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert len(pools) == 1 and len(workers) == 2, "\n".join(map(repr, before))
    os.kill(workers[0], signal.SIGTERM)
    while workers[0] in {pid for pid, _ in children(SERVERS[server])}:
        assert time.monotonic() < deadline
        time.sleep(0.1)
    state, player = dealt(server)
    assert expert(server, state, player).status_code == 200
    assert [
        pid for pid, command in children(SERVERS[server]) if "referee.cli compute-pool" in command
    ] == pools
