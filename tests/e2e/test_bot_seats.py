"""Bot seats over real processes: two referee instances and their RQ bots workers on one
redis-server, one human against bots to the end; and a bots worker killed while a bot thinks."""

from __future__ import annotations

import os
import pathlib
import random
import signal
import subprocess
import sys
import time
from itertools import cycle

import pytest
import redis
import requests
import yaml
from rq import Queue, Worker
from rq.registry import FailedJobRegistry

from referee.cli import main
from referee.sessions.bots import QUEUE
from tests.servers import free_port, wait_ready
from tests.test_conformance import choose

pytestmark = pytest.mark.slow
WAIT = 30  # seconds a long poll waits for a bot's move

# A bots worker whose bots think until they are killed: it notes in a file that one thinks.
THINKS_FOREVER = """
import pathlib, sys, time
import referee.sessions.moves as moves

def thinks_forever(*args, **kwargs):
    pathlib.Path(sys.argv[1]).write_text("thinking")
    time.sleep(3600)

moves.choose_move = thinks_forever
from referee.cli import main
sys.exit(main(["bots-worker", "--maintenance-seconds", "1"]))
"""


class Processes:
    """Processes started for one test, each in a process group of its own, all ended after it."""

    def __init__(self, redis_url: str):
        self.env = {**os.environ, "REFEREE_REDIS_URL": redis_url, "REFEREE_SESSION_TTL": "600"}
        self.started: list[subprocess.Popen] = []

    def start(self, *argv: str) -> subprocess.Popen:
        proc = subprocess.Popen(
            [sys.executable, *argv],
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        self.started.append(proc)
        return proc

    def referee(self, bots_workers: int) -> str:
        port = free_port()
        proc = self.start(
            "-m",
            "referee.cli",
            "serve",
            "--port",
            str(port),
            "--workers",
            "2",
            "--threads",
            "4",
            "--bots-workers",
            str(bots_workers),
        )
        base = f"http://127.0.0.1:{port}"
        wait_ready(proc, base, "referee serve")
        return base

    def kill(self, proc: subprocess.Popen) -> None:
        """SIGKILL to the process and its children (a worker and its work horse)."""
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)

    def end(self) -> None:
        for proc in self.started:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in self.started:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)


@pytest.fixture
def processes(redis_server_factory):
    started = Processes(redis_server_factory().url)
    yield started
    started.end()


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play_to_the_end(bases: list[str], session_id: str, token: str, game_id: str) -> dict:
    """One human's client, through its seat token only, its requests spread over `bases`."""
    rng, http = random.Random(game_id), requests.Session()
    base = cycle(bases)
    while True:
        url = f"{next(base)}/v1/sessions/{session_id}"
        view = http.get(url, headers=bearer(token), timeout=10).json()
        if view["outcome"] is not None:
            return view
        if view["seat"] in view["movers"]:
            moves = http.get(f"{url}/legal-moves", headers=bearer(token), timeout=10).json()
            moved = http.post(
                f"{url}/moves",
                json={"move": choose(game_id, moves["moves"], rng)},
                headers={**bearer(token), "If-Match": f'"{view["version"]}"'},
                timeout=10,
            )
            assert moved.status_code == 200 and moved.json()["legal"], moved.text
            continue
        waited = http.get(
            url,
            params={"wait": WAIT},
            headers={**bearer(token), "If-None-Match": f'"{view["version"]}"'},
            timeout=WAIT + 10,
        )
        assert waited.status_code == 200, f"no bot moved within {WAIT} s of {view['version']}"


def history(base: str, session_id: str) -> list[dict]:
    entries, since = [], 0
    while since is not None:
        page = requests.get(
            f"{base}/v1/sessions/{session_id}/history", params={"since": since}, timeout=10
        ).json()
        entries += page["entries"]
        since = page["next"]
    return entries


def test_two_instances_on_one_redis_play_each_bot_turn_once(processes):
    bases = [processes.referee(bots_workers=1), processes.referee(bots_workers=1)]
    opened = requests.post(
        f"{bases[0]}/v1/sessions",
        json={
            "game": "cassino",
            "players": 4,
            "seed": "two instances",
            "bots": {"0": "random", "1": "greedy", "2": "random"},
        },
        timeout=10,
    ).json()
    human = opened["seats"][3]["token"]

    end = play_to_the_end(bases, opened["id"], human, "cassino")

    assert end["finished"] and end["outcome"]["winners"]
    entries = history(bases[1], opened["id"])
    assert [entry["version"] for entry in entries] == list(range(1, end["version"] + 1))
    assert {entry["player"] for entry in entries} == {0, 1, 2, 3}
    # Each bot turn was one job, taken by one worker of the two: as many jobs done as bot moves.
    connection = redis.Redis.from_url(processes.env["REFEREE_REDIS_URL"])
    queue = Queue(QUEUE, connection=connection)
    bot_moves = sum(entry["player"] != 3 for entry in entries)
    deadline = time.monotonic() + 10  # a worker counts a job just after its move is kept
    while True:
        workers = Worker.all(queue=queue)
        done = sum(worker.successful_job_count for worker in workers)
        if done >= bot_moves or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert len(workers) == 2
    assert done == bot_moves
    assert FailedJobRegistry(queue=queue).count == 0


def test_a_bots_worker_killed_while_a_bot_thinks_loses_nothing(processes, tmp_path):
    base = processes.referee(bots_workers=0)
    thinking = tmp_path / "thinking"
    doomed = processes.start("-c", THINKS_FOREVER, str(thinking))
    opened = requests.post(
        f"{base}/v1/sessions",
        json={"game": "cassino", "seed": "readme", "bots": {"1": "random"}},
        timeout=10,
    ).json()
    assert opened["movers"] == [1]  # the bot moves first
    deadline = time.monotonic() + 30
    while not thinking.exists():
        assert time.monotonic() < deadline and doomed.poll() is None, "the bot never thought"
        time.sleep(0.05)
    processes.kill(doomed)
    session = f"{base}/v1/sessions/{opened['id']}"
    assert requests.get(session, timeout=10).json()["version"] == 0

    processes.start("-m", "referee.cli", "bots-worker", "--maintenance-seconds", "1")
    moved = requests.get(
        session, params={"wait": WAIT}, headers={"If-None-Match": '"0"'}, timeout=WAIT + 10
    )
    assert moved.status_code == 200, "the killed worker's turn was never played"

    human = opened["seats"][0]["token"]
    end = play_to_the_end([base], opened["id"], human, "cassino")
    entries = history(base, opened["id"])
    assert entries[0]["version"] == 1 and entries[0]["player"] == 1
    assert [entry["version"] for entry in entries] == list(range(1, end["version"] + 1))
    assert end["finished"]


def test_the_deployments_run_bots_workers_on_the_referees_redis():
    deploy = pathlib.Path(__file__).resolve().parents[2] / "deploy"
    compose = yaml.safe_load((deploy / "compose.yaml").read_text())["services"]
    assert compose["bots"]["command"] == ["referee", "bots-worker"]
    assert (
        compose["bots"]["environment"]["REFEREE_REDIS_URL"]
        == compose["referee"]["environment"]["REFEREE_REDIS_URL"]
    )
    documents = list(yaml.safe_load_all((deploy / "k8s" / "referee.yaml").read_text()))
    pods = {
        doc["metadata"]["name"]: doc["spec"]["template"]["spec"]["containers"][0]
        for doc in documents
        if doc["kind"] == "Deployment"
    }
    bots, referee = pods["card-referee-bots"], pods["card-referee"]
    assert bots["command"] == ["referee", "bots-worker"] and bots["image"] == referee["image"]
    assert [e for e in bots["env"] if e["name"].endswith("REDIS_URL")] == [
        e for e in referee["env"] if e["name"].endswith("REDIS_URL")
    ]


def test_the_bots_worker_needs_a_redis_that_rq_runs_on(monkeypatch, capsys):
    monkeypatch.delenv("REFEREE_REDIS_URL", raising=False)
    assert main(["bots-worker"]) == 2
    assert "REFEREE_REDIS_URL" in capsys.readouterr().err
    monkeypatch.setenv("REFEREE_REDIS_URL", "redis://127.0.0.1:1/0")
    monkeypatch.setenv("REFEREE_REDIS_CLUSTER", "true")
    monkeypatch.delenv("REFEREE_BOTS_REDIS_URL", raising=False)
    # On a Cluster with no plain Redis for the queue, a worker only applies the clocks'
    # timeouts, and says so; one asked to empty a queue and stop has none to empty.
    assert main(["bots-worker", "--burst"]) == 2
    assert "REFEREE_BOTS_REDIS_URL" in capsys.readouterr().err
