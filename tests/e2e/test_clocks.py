"""Clocks over real processes and real time: two referee instances on one Redis (and on a
Redis Cluster), each with its bots worker serving the deadlines, and one-second clocks; and
`referee serve` on the memory store, whose own thread serves them.

- a seat that never moves loses on time (`forfeit`), or a bot moves for it (`bot`), within a
  second of its deadline, with nobody reading the session meanwhile (a read would apply the
  timeout itself: the tests watch the store's history list, or a long poll that reads only
  when it is told of a move);
- a bots worker killed with SIGKILL while it holds a deadline (claimed, not yet applied)
  loses no timeout: the next worker applies it once the claim's lease lapses, once;
- a move sent as its deadline passes, many times over: either the move commits and that
  turn has no timeout, or it is refused `409 timed_out` and the timeout stands, never both.

Here the deadline is what is under test, so the tests wait for real ones, a second long,
polling against a bound; the rules themselves are tested on an injected clock
(tests/sessions/test_timing.py, test_clock_conformance.py).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from datetime import datetime

import pytest
import requests

from referee.sessions.deadlines import KEY, LEASE_MS
from referee.sessions.keys import session_keys
from referee.sessions.redis_store import connect
from tests.servers import free_port, wait_ready

pytestmark = pytest.mark.slow

ON_TIME_S = 1.0  # a timeout lands within this long of its deadline
RACES = 50  # moves sent as their deadline passes
RACING_AT_ONCE = 10  # of them in flight together

# A bots worker that claims deadlines and dies before it applies one: it notes in a file
# that it holds one, then waits to be killed.
HOLDS_FOREVER = """
import pathlib, sys, time
from referee.sessions.timing import Table

def holds_forever(self, session_id, version):
    pathlib.Path(sys.argv[1]).write_text(f"{session_id}:{version}")
    time.sleep(3600)

Table.expire = holds_forever
from referee.cli import main
sys.exit(main(["bots-worker"]))
"""


def ms(instant: str) -> int:
    return round(datetime.fromisoformat(instant).timestamp() * 1000)


def deadline_of(answer: dict, seat: int) -> int:
    return ms(answer["clocks"]["seats"][seat]["deadline"])


class Referees:
    """Referee instances, bots workers and the store they share, started for one test, each
    process in a group of its own, all ended after it."""

    def __init__(self, redis_url: str | None, cluster: bool = False):
        self.env = {
            **os.environ,
            "REFEREE_SESSION_TTL": "600",
            # A long poll reads the session only when told of a move, never at a heartbeat.
            "REFEREE_STREAM_HEARTBEAT": "60",
        }
        self.env.pop("PROMETHEUS_MULTIPROC_DIR", None)
        self.env.pop("REFEREE_REDIS_URL", None)
        if redis_url is not None:
            self.env["REFEREE_REDIS_URL"] = redis_url
            self.env["REFEREE_REDIS_CLUSTER"] = "true" if cluster else "false"
        self.redis = None if redis_url is None else connect(redis_url, cluster=cluster)
        self.started: list[subprocess.Popen] = []
        self.bases: list[str] = []

    def start(self, *argv: str) -> subprocess.Popen:
        proc = subprocess.Popen(
            [sys.executable, *argv],
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self.started.append(proc)
        return proc

    def instance(self) -> str:
        """A `referee serve` of one gunicorn worker, without bots workers of its own."""
        port = free_port()
        proc = self.start(
            "-m", "referee.cli", "serve", "--port", str(port), "--workers", "1",
            "--bots-workers", "0",
        )  # fmt: skip
        base = f"http://127.0.0.1:{port}"
        wait_ready(proc, base, "referee serve")
        self.bases.append(base)
        return base

    def bots_worker(self) -> subprocess.Popen:
        return self.start("-m", "referee.cli", "bots-worker")

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
        if self.redis is not None:
            self.redis.close()

    # -- what the store holds, read without the referee (whose reads apply timeouts) -------
    def written(self, session_id: str) -> int:
        """How many history entries the session has in the store."""
        assert self.redis is not None
        return int(self.redis.llen(session_keys(session_id)["history"]))

    def wait_written(self, session_id: str, count: int, seconds: float) -> float:
        """The time (s since the epoch) the session's history was first seen to hold `count`
        entries; fails after `seconds`."""
        return self.watch({session_id: count}, seconds)[session_id][count - 1]

    def watch(self, sessions: dict[str, int], seconds: float) -> dict[str, list[float]]:
        """For each session, the times (s since the epoch) its history was first seen to hold
        1, 2, ... entries, up to the count given, all looked at every 10 ms together; fails
        after `seconds`."""
        seen: dict[str, list[float]] = {session_id: [] for session_id in sessions}
        bound = time.monotonic() + seconds
        while any(len(seen[session_id]) < count for session_id, count in sessions.items()):
            assert time.monotonic() < bound, f"not written in {seconds} s: {seen}"
            for session_id, count in sessions.items():
                written = min(count, self.written(session_id))
                now = time.time()
                seen[session_id] += [now] * (written - len(seen[session_id]))
            time.sleep(0.01)
        return seen

    def bots_workers_ready(self, count: int, seconds: float = 30) -> None:
        """Give `count` bots workers time to start serving: a deadline due now is served."""
        assert self.redis is not None
        bound = time.monotonic() + seconds
        probe = "readiness-probe:0"  # no such session: a server removes it once it claims it
        self.redis.zadd(KEY, {probe: 0})
        while self.redis.zscore(KEY, probe) is not None:
            assert time.monotonic() < bound, "no bots worker served the deadlines"
            time.sleep(0.05)


def create(base: str, clock: dict, seed: str, game: str = "cassino") -> dict:
    answer = requests.post(
        f"{base}/v1/sessions", json={"game": game, "seed": seed, "clock": clock}, timeout=10
    )
    assert answer.status_code == 201, answer.text
    return answer.json()


def history(base: str, session_id: str) -> list[dict]:
    answer = requests.get(f"{base}/v1/sessions/{session_id}/history", timeout=10)
    assert answer.status_code == 200, answer.text
    return answer.json()["entries"]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture(params=["redis", "cluster"])
def shared_store(request, redis_server_factory):
    """Two referee instances with a bots worker each, on a redis-server of the test's own or
    on the run's Redis Cluster."""
    if request.param == "redis":
        referees = Referees(redis_server_factory().url)
    else:
        referees = Referees(request.getfixturevalue("redis_cluster_url"), cluster=True)
    yield referees
    referees.end()


@pytest.fixture
def two_instances(shared_store):
    shared_store.instance(), shared_store.instance()
    shared_store.bots_worker(), shared_store.bots_worker()
    shared_store.bots_workers_ready(2)
    return shared_store


def test_a_seat_that_never_moves_loses_on_time_or_is_played_for(two_instances):
    referees = two_instances
    first, second = referees.bases
    forfeit = create(first, {"per_move": 1}, "never moves")
    played = create(
        second, {"per_move": 1, "on_timeout": "bot", "bot": "random", "takeover_after": 2}, "bot"
    )
    seen = referees.watch({forfeit["id"]: 1, played["id"]: 3}, 15)
    # forfeit: one timeout, within a second of the deadline, and the match is over
    mover = forfeit["movers"][0]
    assert seen[forfeit["id"]][0] * 1000 - deadline_of(forfeit, mover) <= ON_TIME_S * 1000
    read = requests.get(f"{second}/v1/sessions/{forfeit['id']}", timeout=10).json()
    assert read["finished"] is True and read["version"] == 1
    assert read["outcome"]["reason"] == "timeout" and read["outcome"]["seat"] == mover
    assert read["outcome"]["winners"] == [str(1 - mover)]
    entries = history(first, forfeit["id"])
    assert [(entry["type"], entry["player"]) for entry in entries] == [("timeout", mover)]
    # bot: each timeout within a second of its deadline (told by the entry before it), a
    # bot's move for the seat, the match going on; the seat timed out twice in a row is the
    # bot's
    entries = history(first, played["id"])
    assert [entry["type"] for entry in entries[:3]] == ["timeout"] * 3
    before = played
    for entry, at in zip(entries, seen[played["id"]], strict=False):
        seat = before["movers"][0]
        assert entry["player"] == seat and entry["move"]["player"] == seat
        assert at * 1000 - deadline_of(before, seat) <= ON_TIME_S * 1000, entry["version"]
        assert entry["outcome"] is None
        before = entry
    seats = [entry["player"] for entry in entries[:3]]
    assert seats[0] == seats[2] != seats[1]
    assert [entry["takeover"] for entry in entries[:3]] == [False, False, True]
    read = requests.get(f"{second}/v1/sessions/{played['id']}", timeout=10).json()
    assert read["bots"].get(str(seats[0])) == "random" and read["finished"] is False
    entries = history(second, played["id"])
    assert [entry["version"] for entry in entries] == list(range(1, read["version"] + 1))


def test_a_worker_killed_holding_a_deadline_loses_no_timeout(shared_store, tmp_path):
    referees = shared_store
    base = referees.instance()
    holding = tmp_path / "holding"
    doomed = referees.start("-c", HOLDS_FOREVER, str(holding))
    session = create(base, {"per_move": 1}, "killed")
    deadline = time.monotonic() + 30  # the worker starts, then claims the deadline once due
    while not holding.exists():
        assert time.monotonic() < deadline and doomed.poll() is None, "the deadline was not held"
        time.sleep(0.02)
    claimed = time.time()
    assert holding.read_text() == f"{session['id']}:0"
    referees.kill(doomed)
    # Claimed under a lease, not applied: the deadline waits in the set for the next server.
    lease = referees.redis.zscore(KEY, f"{session['id']}:0")
    assert lease is not None and lease / 1000 > claimed
    assert referees.written(session["id"]) == 0
    # The next instance and its bots worker (two workers that may both try it).
    other = referees.instance()
    referees.bots_worker(), referees.bots_worker()
    referees.bots_workers_ready(2)
    serving = time.time() * 1000
    seen = referees.wait_written(session["id"], 1, LEASE_MS / 1000 + 20)
    assert seen * 1000 <= max(lease, serving) + ON_TIME_S * 1000
    time.sleep(0.5)  # a second application, were there one, would be written by now
    entries = history(other, session["id"])
    mover = session["movers"][0]
    assert [(entry["type"], entry["player"]) for entry in entries] == [("timeout", mover)]
    bound = time.monotonic() + 5
    while referees.redis.zscore(KEY, f"{session['id']}:0") is not None:
        assert time.monotonic() < bound, "the applied deadline stayed in the set"
        time.sleep(0.05)


def race(base: str, index: int, offset_ms: int) -> tuple[str, dict]:
    """Open a session with a one-second move, send its mover's move `offset_ms` from the
    deadline; what became of it ("move" or "timed_out") and the session's answer."""
    session = create(base, {"per_move": 1}, f"race-{index}")
    mover = session["movers"][0]
    token = session["seats"][mover]["token"]
    url = f"{base}/v1/sessions/{session['id']}"
    moves = requests.get(f"{url}/legal-moves", headers=bearer(token), timeout=10).json()
    move = random.Random(index).choice(moves["moves"])
    time.sleep(max(0.0, (deadline_of(session, mover) + offset_ms) / 1000 - time.time()))
    sent = requests.post(f"{url}/moves", json={"move": move}, headers=bearer(token), timeout=10)
    if sent.status_code == 200:
        assert sent.json()["legal"] is True, sent.text
        return "move", session
    assert sent.status_code == 409 and sent.json()["code"] == "timed_out", sent.text
    return "timed_out", session


def test_a_move_racing_its_deadline_has_one_winner_each_time(two_instances):
    referees = two_instances
    results: list[tuple[str, dict] | BaseException] = []
    lock = threading.Lock()
    # From well before the deadline to just after it: both outcomes, and the close calls.
    offsets = [-300 + round(400 * index / (RACES - 1)) for index in range(RACES)]
    random.Random("offsets").shuffle(offsets)

    def run(index: int) -> None:
        try:
            found: tuple[str, dict] | BaseException = race(
                referees.bases[index % 2], index, offsets[index]
            )
        except BaseException as error:  # reported below, with the others
            found = error
        with lock:
            results.append(found)

    for start in range(0, RACES, RACING_AT_ONCE):
        threads = [
            threading.Thread(target=run, args=(index,))
            for index in range(start, min(RACES, start + RACING_AT_ONCE))
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
    failures = [result for result in results if isinstance(result, BaseException)]
    assert not failures, failures[0]
    assert len(results) == RACES
    kinds = {kind for kind, _ in results}  # type: ignore[misc]
    assert kinds == {"move", "timed_out"}, kinds
    for kind, session in results:  # type: ignore[misc]
        mover = session["movers"][0]
        if kind == "move":
            # The move stands; the other seat's clock ran on, and it lost on time once.
            referees.wait_written(session["id"], 2, 10)
            expected = [("move", mover), ("timeout", 1 - mover)]
        else:
            expected = [("timeout", mover)]
        entries = history(referees.bases[1], session["id"])
        assert [(entry["type"], entry["player"]) for entry in entries] == expected, kind


def long_polled(base: str, session: dict, timeouts: int) -> list[tuple[float, dict]]:
    """The session's next `timeouts` versions, each as a long poll answered it, with the
    time it was answered; a long poll reads the session only once told of a move."""
    answers = []
    for version in range(1, timeouts + 1):
        waited = requests.get(
            f"{base}/v1/sessions/{session['id']}",
            params={"wait": 10},
            headers={"If-None-Match": f'"{version - 1}"'},
            timeout=20,
        )
        assert waited.status_code == 200, waited.status_code
        answers.append((time.time(), waited.json()))
    return answers


def test_the_memory_stores_thread_times_out_a_real_serve():
    referees = Referees(None)
    try:
        base = referees.instance()
        forfeit = create(base, {"per_move": 1}, "memory")
        played = create(
            base, {"per_move": 1, "on_timeout": "bot", "bot": "random", "takeover_after": 2}, "bot"
        )
        polls: dict[str, list] = {}
        threads = [
            threading.Thread(
                target=lambda s=session, n=count: polls.__setitem__(
                    s["id"], long_polled(base, s, n)
                )
            )
            for session, count in ((forfeit, 1), (played, 3))
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(40)
        for session in (forfeit, played):
            before = session
            for version, (at, answer) in enumerate(polls[session["id"]], start=1):
                seat = before["movers"][0]
                assert answer["version"] == version
                assert at * 1000 - deadline_of(before, seat) <= ON_TIME_S * 1000, version
                before = answer
        assert polls[forfeit["id"]][0][1]["outcome"]["reason"] == "timeout"
        assert [entry["type"] for entry in history(base, forfeit["id"])] == ["timeout"]
        entries = history(base, played["id"])
        assert [entry["type"] for entry in entries[:3]] == ["timeout"] * 3
        assert [entry["takeover"] for entry in entries[:3]] == [False, False, True]
        assert polls[played["id"]][2][1]["bots"] == {str(entries[0]["player"]): "random"}
    finally:
        referees.end()
