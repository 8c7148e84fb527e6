"""The app's way to the compute pool: a job sent on its Unix socket and its answer awaited
within the job's budget, or run in this process when no pool is configured.

Under gunicorn's gevent worker the standard library's sockets are gevent's, so waiting for
the pool yields to the worker's other requests instead of holding the worker. The pool's
refusals come back as themselves; its other answers are `503` problems with `Retry-After`:
`compute_busy` (every process taken and the queue full), `compute_overdue` (the job passed
its budget) and `compute_unavailable` (no pool answers on the socket).
"""

from __future__ import annotations

import socket
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn, Protocol

import orjson
from flask import Flask, current_app

from ..compute.jobs import JOBS, Context
from ..compute.wire import FrameError, frame, header, lengths, rebuilt
from .carried import StateCodec
from .config import Settings
from .problems import ApiProblem

if TYPE_CHECKING:
    from ..engine import Game

# Seconds past a job's own budget that its caller waits for the pool's answer: the pool ends
# an overdue job itself and says so, and this covers the trip there and back.
SLACK = 1.0
# Seconds a job may wait for a free process of the pool, beside its own run: part of the
# budget the pool holds it to.
QUEUE_WAIT = 2.0
# A dry run's budget: its sampling takes milliseconds, the rest is the wait.
DRY_RUN_BUDGET = QUEUE_WAIT + 1.0


class ComputeRefusal(ApiProblem):
    """The pool could not run a job now: a 503 that says when to try again."""

    retry_later = True


def busy() -> ComputeRefusal:
    return ComputeRefusal(
        503, "compute_busy", "every process for long computations is busy; try again shortly"
    )


def overdue(budget: float) -> ComputeRefusal:
    return ComputeRefusal(
        503,
        "compute_overdue",
        f"the computation did not finish within its budget of {budget:g} s, and was stopped",
    )


def unavailable() -> ComputeRefusal:
    return ComputeRefusal(
        503, "compute_unavailable", "the processes for long computations are not answering"
    )


class Offload(Protocol):
    def run(self, job: str, args: dict, budget: float, blob: bytes = b"") -> dict:
        """Job `job`'s result for JSON `args` (and `blob`), within `budget` seconds."""
        ...


class PoolClient:
    """Jobs sent to the pool on the Unix socket `path`; `clock` tells the deadlines."""

    def __init__(
        self, path: str, *, clock: Callable[[], float] = time.monotonic, slack: float = SLACK
    ):
        self.path, self.clock, self.slack = path, clock, slack

    def run(self, job: str, args: dict, budget: float, blob: bytes = b"") -> dict:
        deadline = self.clock() + budget + self.slack
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            conn.settimeout(self.slack)
            try:
                conn.connect(self.path)
                conn.sendall(frame({"job": job, "args": args, "budget": budget}, blob))
            except OSError:  # no socket, nobody listening, or the pool hung up
                raise unavailable() from None
            answer = self._answer(conn, deadline, budget)
        finally:
            conn.close()
        return self._result(answer, budget)

    def _answer(self, conn: socket.socket, deadline: float, budget: float) -> dict:
        try:
            head, blob = lengths(self._read(conn, 8, deadline, budget))
            return header(self._read(conn, head + blob, deadline, budget)[:head])
        except FrameError:
            raise unavailable() from None

    def _read(self, conn: socket.socket, size: int, deadline: float, budget: float) -> bytes:
        chunks, left = [], size
        while left:
            remaining = deadline - self.clock()
            if remaining <= 0:
                raise overdue(budget)
            conn.settimeout(remaining)
            try:
                chunk = conn.recv(min(left, 1 << 20))
            except TimeoutError:
                raise overdue(budget) from None
            except OSError:
                raise unavailable() from None
            if not chunk:
                raise unavailable()
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)

    @staticmethod
    def _result(answer: dict, budget: float) -> dict:
        if "ok" in answer:
            return answer["ok"]
        if "refused" in answer:
            raise_refusal(answer["refused"])
        if answer.get("busy"):
            raise busy()
        if answer.get("overdue"):
            raise overdue(budget)
        raise RuntimeError(f"the compute pool failed: {answer.get('failed')}")


def raise_refusal(refused: dict) -> NoReturn:
    """Raise the refusal a job answered (`referee.compute.wire.refusal`) as itself."""
    error = rebuilt(refused)
    if error is not None:
        raise error
    raise ApiProblem(
        int(refused["status"]),
        str(refused["code"]),
        str(refused["message"]),
        refused.get("headers"),
        path=refused.get("path"),
    )


class Inline:
    """Jobs run in this process, as the pool would run them (their arguments and results
    pass through JSON as they would on the socket): for tests and embedding, where no pool
    is configured. Nothing bounds their time but their own budgets."""

    def __init__(self, context: Context):
        self.context = context

    def run(self, job: str, args: dict, budget: float, blob: bytes = b"") -> dict:
        result = JOBS[job](self.context, orjson.loads(orjson.dumps(args)), blob)
        return orjson.loads(orjson.dumps(result))


def install(app: Flask, settings: Settings, states: StateCodec) -> None:
    app.extensions["referee.offload"] = (
        PoolClient(settings.compute_socket) if settings.compute_socket else Inline(Context(states))
    )


def offload() -> Offload:
    """The app's way to run a long computation (`install`)."""
    return current_app.extensions["referee.offload"]


def judge_ending(game: Game, view: dict, move: dict) -> str:
    """A dry run's judge (`referee.sessions.moves.Judge`): `ends_match`, sampled in the pool."""
    args = {"game": game.id, "view": view, "move": move}
    return offload().run("judge_ending", args, DRY_RUN_BUDGET)["ends_match"]


def pooled() -> bool:
    """Whether long computations leave this process."""
    return isinstance(offload(), PoolClient)
