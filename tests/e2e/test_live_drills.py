"""Live sessions over real gunicorn and Redis: seats that only listen, and fault drills.

- two referee instances sharing one Redis (and again a Redis Cluster); each seat's client
  talks to its own instance and acts only when its event stream says something happened
  (it never polls);
- a gunicorn worker killed with SIGKILL while clients play: every acknowledged move is in
  the history, in order, and every session still loads and plays;
- Redis stopped and started again under a running referee: 503 with Retry-After, then play
  goes on where it was, without restarting the referee.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
import uuid

import orjson
import pytest
import redis
import requests

from tests.servers import free_port, wait_ready

pytestmark = pytest.mark.slow


def start_referee(redis_url: str, workers: int = 1, threads: int = 8, cluster: bool = False):
    port = free_port()
    env = {
        **os.environ,
        "REFEREE_REDIS_URL": redis_url,
        "REFEREE_STREAM_HEARTBEAT": "2",
        "REFEREE_RETRY_AFTER": "1",
        "REFEREE_REDIS_CLUSTER": "true" if cluster else "false",
    }
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "-w",
            str(workers),
            "-k",
            "gthread",
            "--threads",
            str(threads),
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
    return proc, base


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture
def referees():
    started = []

    def start(redis_url: str, **kwargs) -> str:
        proc, base = start_referee(redis_url, **kwargs)
        started.append(proc)
        return base

    start.procs = started
    yield start
    for proc in started:
        stop(proc)


def events(response):
    """Parsed SSE events from a streaming `requests` response."""
    block: dict = {}
    for line in response.iter_lines(decode_unicode=True):
        if line == "":
            if "event" in block:
                yield block
            block = {}
        elif not line.startswith(":"):
            name, _, value = line.partition(": ")
            block[name] = orjson.loads(value) if name == "data" else value


@pytest.mark.parametrize("store", ["redis", "cluster"])
def test_two_seats_on_two_instances_play_by_listening_only(request, referees, store):
    url = request.getfixturevalue("redis_url" if store == "redis" else "redis_cluster_url")
    instances = [
        referees(url, cluster=store == "cluster"),
        referees(url, cluster=store == "cluster"),
    ]
    created = requests.post(
        f"{instances[0]}/v1/sessions", json={"game": "cassino", "seed": "listen"}
    ).json()
    played = {0: 0, 1: 0}
    heard: dict[int, list[int]] = {0: [], 1: []}
    failures: list[str] = []

    def seat_client(seat: int):
        base, token = instances[seat], created["seats"][seat]["token"]
        http = requests.Session()
        http.headers["Authorization"] = f"Bearer {token}"
        url = f"{base}/v1/sessions/{created['id']}"
        rng = random.Random(seat)
        try:
            # From version 0: a seat whose stream opens after the other seat's first move
            # still hears it, replayed.
            with http.get(
                f"{url}/events", stream=True, timeout=30, headers={"Last-Event-ID": "0"}
            ) as stream:
                for event in events(stream):
                    if event["event"] == "end":
                        return
                    if event["event"] == "move":
                        heard[seat].append(event["data"]["version"])
                    moves = http.get(f"{url}/legal-moves").json()["moves"]
                    if moves:
                        answer = http.post(f"{url}/moves", json={"move": rng.choice(moves)}).json()
                        assert answer["legal"], answer
                        played[seat] += 1
        except Exception as error:  # noqa: BLE001 - reported by the test thread
            failures.append(f"seat {seat}: {error!r}")

    threads = [threading.Thread(target=seat_client, args=(seat,)) for seat in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(180)
    assert not failures, failures
    assert not any(thread.is_alive() for thread in threads), "a seat never heard the end"
    final = requests.get(f"{instances[1]}/v1/sessions/{created['id']}").json()
    assert final["finished"]
    total = played[0] + played[1]
    assert final["version"] == total and played[0] and played[1]
    # Each seat heard every move, its own and the other's, once and in order.
    assert heard[0] == heard[1] == list(range(1, total + 1))


def worker_pids(master: int) -> list[int]:
    with open(f"/proc/{master}/task/{master}/children") as handle:
        return [int(pid) for pid in handle.read().split()]


def test_a_killed_worker_loses_no_acknowledged_move(redis_url, referees):
    base = referees(redis_url, workers=2, threads=4)
    master = referees.procs[-1].pid
    sessions = [
        requests.post(f"{base}/v1/sessions", json={"game": "seep", "seed": f"kill-{n}"}).json()
        for n in range(4)
    ]
    acknowledged: dict[str, dict[int, dict]] = {s["id"]: {} for s in sessions}
    stop_at = time.monotonic() + 6
    failures: list[str] = []

    def play(session: dict):
        url = f"{base}/v1/sessions/{session['id']}"
        tokens = {seat["player"]: seat["token"] for seat in session["seats"]}
        rng = random.Random(session["id"])
        http = requests.Session()
        while time.monotonic() < stop_at:
            try:
                view = http.get(url, timeout=5).json()
                if view["finished"]:
                    return
                seat = view["view"]["to_move"]
                auth = {"Authorization": f"Bearer {tokens[seat]}"}
                moves = http.get(f"{url}/legal-moves", headers=auth, timeout=5).json()["moves"]
            except (requests.RequestException, ValueError):
                continue  # the worker died under this read, perhaps mid-body: read again
            move = rng.choice(moves)
            headers = {**auth, "Idempotency-Key": uuid.uuid4().hex}
            for _ in range(20):  # retry the same request until it is answered
                try:
                    answer = http.post(
                        f"{url}/moves", json={"move": move}, headers=headers, timeout=5
                    )
                    body = answer.json() if answer.status_code == 200 else None
                except (requests.RequestException, ValueError):
                    # Cut before the answer or in its middle: the same key asks again.
                    time.sleep(0.05)
                    continue
                if body is not None:
                    if body["legal"]:
                        acknowledged[session["id"]][body["version"]] = move
                    else:
                        failures.append(f"a listed move was refused: {body}")
                    break
                if answer.status_code >= 500:
                    failures.append(f"{answer.status_code}: {answer.text[:200]}")
                    break
                time.sleep(0.05)

    threads = [threading.Thread(target=play, args=(session,)) for session in sessions]
    for thread in threads:
        thread.start()
    killed = []
    for _ in range(2):
        time.sleep(1.5)
        victim = next(pid for pid in worker_pids(master) if pid not in killed)
        os.kill(victim, signal.SIGKILL)
        killed.append(victim)
    for thread in threads:
        thread.join(60)
    assert not failures, failures[:3]
    # gunicorn reaps a killed worker and forks another; the dead one lingers until reaped
    deadline = time.monotonic() + 10
    while set(worker_pids(master)) & set(killed):
        assert time.monotonic() < deadline, "gunicorn did not replace the killed workers"
        time.sleep(0.1)
    assert len(worker_pids(master)) == 2
    for session in sessions:
        url = f"{base}/v1/sessions/{session['id']}"
        view = requests.get(url)
        assert view.status_code == 200
        history = requests.get(f"{url}/history").json()
        versions = [entry["version"] for entry in history["entries"]]
        assert versions == list(range(1, view.json()["version"] + 1)), "a gap or a repeat"
        by_version = {entry["version"]: entry["move"] for entry in history["entries"]}
        for version, move in acknowledged[session["id"]].items():
            assert by_version[version] == move, f"acknowledged move {version} is not in the history"
        assert sum(len(a) for a in acknowledged.values()) > 20, "the drill played too little"


def test_redis_restarted_under_a_running_referee(tmp_path, referees):
    port = free_port()
    command = [
        "redis-server",
        "--port",
        str(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "yes",
        "--appendfsync",
        "always",
        "--dir",
        str(tmp_path),
        "--loglevel",
        "warning",
    ]

    def start_redis():
        proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis(port=port, socket_connect_timeout=0.2)
        for _ in range(100):
            try:
                client.ping()
                return proc
            except redis.RedisError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    server = start_redis()
    try:
        base = referees(f"redis://127.0.0.1:{port}/0", workers=2, threads=4)
        created = requests.post(
            f"{base}/v1/sessions", json={"game": "cassino", "seed": "restart"}
        ).json()
        url = f"{base}/v1/sessions/{created['id']}"
        tokens = {seat["player"]: seat["token"] for seat in created["seats"]}

        def play_one() -> requests.Response:
            seat = requests.get(url).json()["view"]["to_move"]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            move = requests.get(f"{url}/legal-moves", headers=auth).json()["moves"][0]
            return requests.post(f"{url}/moves", json={"move": move}, headers=auth)

        for _ in range(3):
            assert play_one().json()["legal"]
        server.terminate()
        server.wait(10)
        down = requests.get(url)
        assert down.status_code == 503 and down.headers["Retry-After"] == "1"
        assert requests.get(f"{base}/readyz").status_code == 503
        assert requests.get(f"{base}/v1/games").status_code == 200
        server = start_redis()
        deadline = time.monotonic() + 15
        while requests.get(f"{base}/readyz").status_code != 200:
            assert time.monotonic() < deadline, "the referee did not recover"
            time.sleep(0.2)
        assert requests.get(url).json()["version"] == 3, "the appended moves survived"
        answer = play_one()
        assert answer.status_code == 200 and answer.json()["version"] == 4
    finally:
        server.terminate()
        server.wait(10)
