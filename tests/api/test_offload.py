"""The app's client of the compute pool, against stand-in pools on a real Unix socket: each
answer of the pool becomes the result, the refusal, or its 503; its deadline is told by an
injected clock, so no test waits for one; and jobs run inline pass through JSON as well."""

from __future__ import annotations

import socket
import threading

import pytest

from referee.api.carried import StateCodec
from referee.api.offload import ComputeRefusal, Inline, PoolClient
from referee.api.problems import ApiProblem
from referee.compute.jobs import Context
from referee.compute.wire import frame
from referee.engine import IllegalMove, MalformedInput
from referee.games.registry import get_game


class StandIn:
    """A pool that reads one job a connection and answers `reply` (None: hangs up without
    a word; "silent": holds the connection and says nothing)."""

    def __init__(self, path: str, reply: bytes | str | None):
        self.path, self.reply = path, reply
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(path)
        self.listener.listen()
        self.held: list[socket.socket] = []
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self) -> None:
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            conn.recv(1 << 16)
            if self.reply == "silent":
                self.held.append(conn)
                continue
            if isinstance(self.reply, bytes):
                conn.sendall(self.reply)
            conn.close()

    def close(self) -> None:
        self.listener.close()
        for conn in self.held:
            conn.close()


@pytest.fixture
def stand_in(tmp_path):
    made: list[StandIn] = []

    def make(reply: bytes | str | None) -> str:
        path = str(tmp_path / f"pool{len(made)}.sock")
        made.append(StandIn(path, reply))
        return path

    yield make
    for pool in made:
        pool.close()


def run(path: str, clock=None) -> dict:
    client = PoolClient(path) if clock is None else PoolClient(path, clock=clock)
    return client.run("suggest", {"game": "cassino"}, 2.0)


def refusal_of(path: str, clock=None) -> ComputeRefusal:
    with pytest.raises(ComputeRefusal) as refused:
        run(path, clock)
    assert refused.value.status == 503 and refused.value.retry_later
    return refused.value


def test_a_result_is_the_jobs_answer(stand_in):
    assert run(stand_in(frame({"ok": {"move": {"player": 0}}}))) == {"move": {"player": 0}}


def test_a_full_pool_is_compute_busy(stand_in):
    assert refusal_of(stand_in(frame({"busy": True}))).code == "compute_busy"


def test_a_job_the_pool_stopped_is_compute_overdue(stand_in):
    refused = refusal_of(stand_in(frame({"overdue": True})))
    assert refused.code == "compute_overdue" and "2 s" in refused.message


def test_no_pool_on_the_socket_is_compute_unavailable(tmp_path, stand_in):
    assert refusal_of(str(tmp_path / "nobody.sock")).code == "compute_unavailable"
    assert refusal_of(stand_in(None)).code == "compute_unavailable"  # hung up
    assert refusal_of(stand_in(frame({"ok": {}})[:5])).code == "compute_unavailable"  # cut short


def test_a_pool_silent_past_the_deadline_is_compute_overdue_without_waiting(stand_in):
    path = stand_in("silent")
    # The deadline is set when the job is sent; by the first look at the clock after it,
    # budget and slack have passed.
    times = iter([0.0])
    refused = refusal_of(path, clock=lambda: next(times, 10.0))
    assert refused.code == "compute_overdue"


def test_refusals_come_back_as_themselves(stand_in):
    illegal = {"class": "IllegalMove", "status": 400, "code": "not_your_turn", "rule": "CAS-2"}
    with pytest.raises(IllegalMove) as raised:
        run(stand_in(frame({"refused": {**illegal, "message": "wait"}})))
    assert (raised.value.code, raised.value.rule, raised.value.message) == (
        "not_your_turn",
        "CAS-2",
        "wait",
    )
    malformed = {"class": "MalformedInput", "status": 400, "code": "malformed", "path": "moves.2"}
    with pytest.raises(MalformedInput) as raised_malformed:
        run(stand_in(frame({"refused": {**malformed, "message": "moves.2: no"}})))
    assert raised_malformed.value.path == "moves.2"
    large = {"class": "ApiProblem", "status": 413, "code": "body_too_large", "message": "big"}
    with pytest.raises(ApiProblem) as problem:
        run(stand_in(frame({"refused": large})))
    assert (problem.value.status, problem.value.code) == (413, "body_too_large")


def test_a_failed_job_is_an_error_of_the_referee(stand_in):
    with pytest.raises(RuntimeError):
        run(stand_in(frame({"failed": "the job suggest failed"})))


def test_inline_jobs_pass_through_json_as_on_the_socket():
    game = get_game("cassino")
    state = game.new_state(game.resolve_options(None, None), "inline")
    seat = game.to_move(state)[0]
    inline = Inline(Context(StateCodec(None, False)))
    args = {"game": "cassino", "state": state, "player": seat, "level": "greedy"}
    chosen = inline.run("suggest", {**args, "seed": "s", "budget_s": 0.01}, 5)
    assert chosen["move"]["player"] == seat and isinstance(chosen["elapsed_ms"], float)
    view = game.view(state, seat)
    judged = inline.run(
        "judge_ending", {"game": "cassino", "view": view, "move": chosen["move"]}, 5
    )
    assert judged == {"ends_match": "none"}


def test_waiting_for_the_pool_yields_to_the_other_greenlets_of_a_gevent_worker(tmp_path):
    # As in gunicorn's gevent worker: the standard library patched, one greenlet waiting
    # for the pool while another serves; the other must run meanwhile.
    import subprocess
    import sys

    path = tmp_path / "pool.sock"
    script = f"""
from gevent import monkey

monkey.patch_all()

import socket

import gevent
from gevent.server import StreamServer

from referee.api.offload import PoolClient
from referee.compute.wire import frame


def slow_pool(conn, _address):
    conn.recv(1 << 16)
    gevent.sleep(0.3)  # the job computing
    conn.sendall(frame({{"ok": {{"done": True}}}}))
    conn.close()


listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
listener.bind({str(path)!r})
listener.listen()
StreamServer(listener, slow_pool).start()
ticks = []


def other_requests():
    while True:
        ticks.append(1)
        gevent.sleep(0.01)


gevent.spawn(other_requests)
assert PoolClient({str(path)!r}).run("suggest", {{}}, 5) == {{"done": True}}
print(len(ticks))
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) >= 10  # the other greenlet ran all along the wait
