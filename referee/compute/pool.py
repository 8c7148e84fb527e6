"""The compute pool (`referee compute-pool`): a bounded pool of processes (pebble's
ProcessPool, started by forkserver) that runs named jobs sent on a Unix socket, each within
its time budget.

A job is admitted while fewer than `processes + queue` jobs are in the pool; past that it is
answered `busy` at once, so that a caller never waits behind an unbounded queue. A job still
unfinished when its budget (counted from its arrival, so its wait in the queue included) has
passed is answered `overdue` and its process is ended and replaced (pebble cancels a running
task by ending its process); every other job goes on. The processes run on the kernel's idle
scheduling policy (`referee.priority`): a worker answering requests always runs before them,
so a full pool on every core leaves the others' answers as quick as without it; a job the
machine's requests starve ends at its budget, `overdue`, like any other.
"""

from __future__ import annotations

import importlib
import logging
import multiprocessing
import os
import signal
import socket
import socketserver
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Mapping
from concurrent.futures import CancelledError, TimeoutError
from functools import cache
from typing import Any

import orjson
from pebble import ProcessPool

from ..priority import run_idle
from .wire import FrameError, frame, framed, header, lengths, refusal

log = logging.getLogger("referee.compute")

JOBS_TABLE = "referee.compute.jobs:JOBS"
MAX_BUDGET = 3600.0  # seconds: no job waits on the pool for longer, whatever it asks
READ_SECONDS = 10.0  # time a caller may take to send its job once connected
MAX_TASKS = 1000  # jobs a process runs before it is replaced (what jobs leave behind)


@cache
def _table(path: str) -> Mapping[str, Callable]:
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def _start_process() -> None:
    """A new process of the pool: on the idle policy, with its context read (the key ring)."""
    from .jobs import pool_context

    run_idle()  # pebble runs the jobs in the thread that runs this
    pool_context()


# What a pool process imports before its first job, once, in the forkserver it is forked
# from: the jobs, and what they import only when they run.
PRELOAD = ["referee.compute.jobs", "referee.api.transcripts", "referee.api.problems"]


def execute(table: str, name: str, args: dict, blob: bytes) -> bytes:
    """In a pool process: run job `name` of `table`; its answer's header, as JSON bytes."""
    from ..api.problems import ApiProblem
    from ..engine.errors import RefereeError
    from ..statecodec.errors import CodecError
    from .jobs import pool_context

    try:
        result = _table(table)[name](pool_context(), args, blob)
    except (RefereeError, CodecError, ApiProblem) as error:
        return orjson.dumps({"refused": refusal(error)})
    except Exception:
        print(f"referee compute-pool: job {name} failed\n{traceback.format_exc()}", file=sys.stderr)
        return orjson.dumps({"failed": f"the job {name} failed; the failure was logged"})
    return orjson.dumps({"ok": result})


class Pool:
    """`processes` processes running jobs of `table`, and room for `queue` more waiting."""

    def __init__(
        self,
        processes: int,
        queue: int,
        *,
        table: str = JOBS_TABLE,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.capacity, self.table, self.clock = processes + queue, table, clock
        self.jobs = frozenset(_table(table))
        self._lock = threading.Lock()
        self._admitted = 0
        context = multiprocessing.get_context("forkserver")
        # Each process starts from a fork of a server that imported these already.
        context.set_forkserver_preload([*PRELOAD, table.partition(":")[0]])
        self._pool = ProcessPool(
            max_workers=processes,
            max_tasks=MAX_TASKS,
            initializer=_start_process,
            context=context,
        )

    @property
    def admitted(self) -> int:
        """Jobs in the pool now, running or waiting."""
        return self._admitted

    def _release(self, _future: Any) -> None:
        with self._lock:
            self._admitted -= 1

    def answer(self, request: dict, blob: bytes) -> bytes:
        """The answer to one job (a frame's header and blob), as a frame."""
        arrived = self.clock()
        name, args, budget = request.get("job"), request.get("args"), request.get("budget")
        if name not in self.jobs or not isinstance(args, dict):
            return frame({"failed": f"no job {name!r} with arguments"})
        if not isinstance(budget, int | float) or budget <= 0:
            return frame({"failed": "a job needs a budget in seconds"})
        deadline = arrived + min(float(budget), MAX_BUDGET)
        with self._lock:
            if self._admitted >= self.capacity:
                return frame({"busy": True})
            self._admitted += 1
        try:
            future = self._pool.schedule(execute, args=(self.table, name, args, blob))
        except RuntimeError:  # the pool is stopping
            self._release(None)
            return frame({"failed": "the pool is stopping"})
        future.add_done_callback(self._release)
        try:
            result = future.result(timeout=max(0.0, deadline - self.clock()))
        except (TimeoutError, CancelledError):
            future.cancel()  # a running job's process is ended, and replaced
            return frame({"overdue": True})
        except Exception as error:  # the process died under the job (pebble's ProcessExpired)
            log.error("job %s lost its process: %s", name, error)
            return frame({"failed": f"the job {name} lost its process"})
        return framed(result)

    def warm(self) -> None:
        """Start every process now, not with the first job."""
        self._pool.schedule(os.getpid).result()

    def close(self) -> None:
        """End every process, running jobs included."""
        self._pool.stop()
        self._pool.join()


def _read(conn: socket.socket, size: int) -> bytes:
    chunks, left = [], size
    while left:
        chunk = conn.recv(min(left, 1 << 20))
        if not chunk:
            raise FrameError("the frame ends early")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_frame(conn: socket.socket) -> tuple[dict, bytes] | None:
    """A job's frame; None when the caller hung up without a word (a probe of the socket)."""
    first = conn.recv(8)
    if not first:
        return None
    head, blob = lengths(first + _read(conn, 8 - len(first)))
    return header(_read(conn, head)), _read(conn, blob)


class _Server(socketserver.ThreadingUnixStreamServer):
    daemon_threads = True
    pool: Pool


class _Handler(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        conn: socket.socket = self.request
        conn.settimeout(READ_SECONDS)
        try:
            job = read_frame(conn)
        except (FrameError, OSError) as error:
            log.warning("unreadable job: %s", error)
            return
        if job is None:
            return
        request, blob = job
        conn.settimeout(None)
        answer = self.server.pool.answer(request, blob)  # type: ignore[attr-defined]
        try:
            conn.sendall(answer)
        except OSError:
            pass  # the caller gave up waiting; its answer was already a 503


def bind(path: str, pool: Pool) -> socketserver.ThreadingUnixStreamServer:
    """A server of `pool` on the Unix socket `path` (made anew; only its owner may connect)."""
    if os.path.exists(path):
        os.unlink(path)
    old = os.umask(0o177)
    try:
        server = _Server(path, _Handler)
    finally:
        os.umask(old)
    server.pool = pool
    return server


def _watch_parent(parent: int, server: socketserver.BaseServer) -> None:
    """Stop once the process that started the pool is gone (killed without a word)."""
    while os.getppid() == parent:
        time.sleep(1)
    server.shutdown()


def serve(path: str, processes: int, queue: int, *, table: str = JOBS_TABLE) -> None:
    """Run the pool on `path` until SIGTERM or SIGINT, or until its parent process ends."""
    logging.basicConfig(level=logging.WARNING, format="referee compute-pool: %(message)s")
    # multiprocessing makes the forkserver's socket in a temporary folder: the pool's own,
    # writable under a read-only root file system where the usual one is not.
    tempfile.tempdir = os.path.dirname(os.path.abspath(path))
    pool = Pool(processes, queue, table=table)
    pool.warm()  # the socket is there once the processes are
    server = bind(path, pool)

    def stop(signum: int, _frame: Any) -> None:
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    threading.Thread(target=_watch_parent, args=(os.getppid(), server), daemon=True).start()
    try:
        server.serve_forever(poll_interval=0.5)
    finally:
        server.server_close()
        pool.close()
        if os.path.exists(path):
            os.unlink(path)
