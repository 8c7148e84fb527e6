"""The compute pool: jobs run in its processes and answer ok, refused or failed; a full pool
answers busy at once; a job past its budget is answered overdue and its process ended and
replaced; the Unix socket server and the app's client agree on every answer."""

from __future__ import annotations

import os
import threading

import orjson
import pytest

from referee.api.offload import ComputeRefusal, PoolClient
from referee.compute.pool import Pool, bind
from referee.compute.wire import LENGTHS
from referee.engine import IllegalMove, MalformedInput

TABLE = "tests.compute.table:JOBS"


class Clock:
    """A clock the test moves: no job waits in real time for a deadline the test sets."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def pool():
    # One process and no queue: a second job while one runs is one too many.
    started = Pool(1, 0, table=TABLE)
    started.warm()
    yield started
    started.close()


def answer(pool: Pool, job: str, args: dict, budget: float = 30, blob: bytes = b"") -> dict:
    framed = pool.answer({"job": job, "args": args, "budget": budget}, blob)
    head, blob_size = LENGTHS.unpack(framed[:8])
    assert blob_size == 0
    return orjson.loads(framed[8 : 8 + head])


def test_a_job_runs_in_a_process_of_the_pool(pool):
    done = answer(pool, "echo", {"n": 1}, blob=b"body")
    assert done["ok"]["args"] == {"n": 1} and done["ok"]["blob"] == "body"
    assert done["ok"]["pid"] != os.getpid()
    assert pool.admitted == 0


def test_a_job_runs_on_the_idle_policy_below_every_worker(pool):
    # A worker answering requests (the normal policy) always runs before a pool's search.
    assert answer(pool, "echo", {})["ok"]["policy"] == os.SCHED_IDLE
    assert os.sched_getscheduler(0) != os.SCHED_IDLE  # the test's own process is not


def test_a_refusal_comes_back_with_its_class_code_and_path(pool):
    refused = answer(pool, "refuse", {})["refused"]
    assert refused == {
        "class": "MalformedInput",
        "status": 400,
        "code": "malformed",
        "message": "moves.3: not a move",
        "path": "moves.3",
    }
    assert answer(pool, "refuse", {"illegal": True})["refused"]["rule"] == "TOY-2"


def test_an_unforeseen_failure_is_failed_and_the_pool_goes_on(pool):
    assert "failed" in answer(pool, "fail", {})
    assert answer(pool, "echo", {})["ok"]["args"] == {}


def test_an_unknown_job_or_a_missing_budget_is_failed(pool):
    assert "failed" in answer(pool, "rm -rf", {})
    assert "failed" in answer(pool, "echo", {}, budget=0)


def test_a_full_pool_answers_busy_at_once(pool, tmp_path):
    release = tmp_path / "release"
    first: dict = {}
    running = threading.Thread(
        target=lambda: first.update(answer(pool, "wait_for", {"path": str(release)}))
    )
    running.start()
    try:
        while pool.admitted == 0:
            threading.Event().wait(0.01)
        assert answer(pool, "echo", {}) == {"busy": True}
    finally:
        release.touch()
        running.join(30)
    assert first == {"ok": {"waited": True}}
    assert answer(pool, "echo", {})["ok"]


def test_a_job_past_its_budget_is_overdue_and_its_process_replaced(pool, tmp_path, monkeypatch):
    clock = Clock()
    # The budget has passed by the time the pool looks at the clock again.
    ticks = iter([clock.now, clock.now + 31])
    monkeypatch.setattr(pool, "clock", lambda: next(ticks, clock.now + 31))
    never = tmp_path / "never"
    assert answer(pool, "wait_for", {"path": str(never)}, budget=30) == {"overdue": True}
    monkeypatch.undo()
    # The one process was running a job that never ends: only a new process runs this one.
    assert answer(pool, "echo", {})["ok"]
    assert pool.admitted == 0


def test_the_socket_server_and_the_client_agree(pool, tmp_path):
    path = str(tmp_path / "pool.sock")
    server = bind(path, pool)
    serving = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    serving.start()
    try:
        assert os.stat(path).st_mode & 0o777 == 0o600  # only its owner may send jobs
        client = PoolClient(path)
        assert client.run("echo", {"a": [1, 2]}, 30, b"x")["args"] == {"a": [1, 2]}
        with pytest.raises(MalformedInput) as malformed:
            client.run("refuse", {}, 30)
        assert malformed.value.path == "moves.3"
        with pytest.raises(IllegalMove) as illegal:
            client.run("refuse", {"illegal": True}, 30)
        assert (illegal.value.code, illegal.value.rule) == ("not_your_turn", "TOY-2")
        with pytest.raises(RuntimeError):
            client.run("fail", {}, 30)
    finally:
        server.shutdown()
        server.server_close()
        serving.join(10)
    with pytest.raises(ComputeRefusal) as gone:
        PoolClient(path).run("echo", {}, 30)
    assert gone.value.code == "compute_unavailable"
