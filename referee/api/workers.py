"""gunicorn hooks and worker: shared metrics and stream counts, and the gevent worker's read bound.

Kept apart from metrics.py on purpose: prometheus_client picks its multiprocess mode when it
is first imported, so the master must set PROMETHEUS_MULTIPROC_DIR before anything imports
it, and the forked workers inherit that choice.
"""

from __future__ import annotations

import mmap
import os
import re
import shutil
import socket
import struct
import tempfile
import time

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"

# gunicorn's default access line logs the request line with its query string, and a
# browser's EventSource carries its seat token there (`/events?token=…`): log the path alone.
ACCESS_LOG_FORMAT = '%(h)s %(l)s %(u)s %(t)s "%(m)s %(U)s %(H)s" %(s)s %(b)s "%(a)s" %(M)sms'


def worker_lifetime(in_memory: bool) -> dict[str, int]:
    """gunicorn's settings that end a worker while the server runs: recycled after
    `max_requests` ordinary requests (plus up to `max_requests_jitter`, so that the workers
    never restart all at once) to give back what requests leave behind, and killed by the
    master once it has not reported for `timeout` seconds.

    With sessions in memory the one worker holds every session and its successor starts with
    none, so nothing may end it: 0 turns all three off. With Redis a worker holds nothing that
    outlives its requests.
    """
    if in_memory:
        return {"max_requests": 0, "max_requests_jitter": 0, "timeout": 0}
    return {"max_requests": 10_000, "max_requests_jitter": 1_000, "timeout": 30}


def prepare_multiprocess(workers: int) -> str | None:
    """Give the workers one fresh directory for their metrics; its path (None with one worker).

    An operator's own PROMETHEUS_MULTIPROC_DIR is kept, emptied of a previous run's files.
    """
    path = os.environ.get(MULTIPROC_ENV)
    if workers <= 1 and not path:
        return None
    if path:
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path, exist_ok=True)
    else:
        # /dev/shm stays writable under a read-only root file system (deploy/k8s).
        base = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
        path = tempfile.mkdtemp(prefix="referee-metrics-", dir=base)
        os.environ[MULTIPROC_ENV] = path
    return path


# -- the compute pool beside the workers -----------------------------------------------
_pool = None  # in the master: the `referee compute-pool` it started, if any


def on_starting(server) -> None:
    """gunicorn's on_starting hook (in the master, before any worker): start the compute
    pool, whose socket the workers find in REFEREE_COMPUTE_SOCKET; none when that names a
    pool already. Long computations never run in a worker that answers requests."""
    global _pool
    from ..compute.launch import start_beside
    from .config import Settings

    settings = Settings.from_env()
    _pool = start_beside(settings.compute_processes, settings.compute_queue)


def on_exit(server) -> None:
    """gunicorn's on_exit hook: the pool stops with the server."""
    if _pool is not None:
        _pool.stop()


def child_exit(server, worker) -> None:
    """gunicorn's child_exit hook: a dead worker's live gauges leave /metrics."""
    release_cell(worker)
    if os.environ.get(MULTIPROC_ENV):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


# -- streams held by the whole instance ---------------------------------------------------
# The master makes one shared page before it forks; each worker writes the count of streams
# it holds into a cell of its own and sums every cell to check REFEREE_MAX_STREAMS, so the
# bound holds for the instance however gunicorn spreads connections over its workers.
CELLS = 64
_cells: mmap.mmap | None = None
_free_cells: list[int] = []
_cell: int | None = None  # in a worker: the index of its cell


def prepare_streams() -> None:
    """In the master: the page the workers share their stream counts through."""
    global _cells, _free_cells
    if _cells is None:
        _cells = mmap.mmap(-1, 8 * CELLS)
        _free_cells = list(range(CELLS - 1, -1, -1))


def pre_fork(server, worker) -> None:
    """gunicorn's pre_fork hook: a cell for the worker about to start (in the master)."""
    if _cells is not None and _free_cells:
        worker.referee_cell = _free_cells.pop()
        struct.pack_into("q", _cells, 8 * worker.referee_cell, 0)


def post_fork(server, worker) -> None:
    """gunicorn's post_fork hook: the worker learns its cell."""
    global _cell
    _cell = getattr(worker, "referee_cell", None)


def release_cell(worker) -> None:
    """A dead worker's streams are gone, and its cell is free for the next worker."""
    cell = getattr(worker, "referee_cell", None)
    if _cells is not None and cell is not None:
        struct.pack_into("q", _cells, 8 * cell, 0)
        _free_cells.append(cell)
        worker.referee_cell = None


def cell_counts(page: mmap.mmap) -> tuple[int, ...]:
    return struct.unpack_from(f"{CELLS}q", page)


def set_cell(page: mmap.mmap, cell: int, count: int) -> None:
    struct.pack_into("q", page, 8 * cell, count)


def instance_cells() -> tuple[mmap.mmap, int] | None:
    """The shared page and this worker's cell, when the master set them up."""
    return (_cells, _cell) if _cells is not None and _cell is not None else None


def raise_open_files() -> None:
    """Lift the soft limit on open files to the hard one: each held stream is a socket."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 1 << 20 if hard == resource.RLIM_INFINITY else hard
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (OSError, ValueError):
            pass  # kept as it is; the streams bound still holds


# -- the gevent worker, with a bound on the time a request may take to arrive --------------


class _Deadlined:
    """A client socket whose reads end at a deadline: past it the connection is shut and the
    reader sees the end of the stream, so a client that dribbles its request holds one
    greenlet for `seconds` at most. Writes are not bounded (an event stream writes forever)."""

    __slots__ = ("_sock", "_seconds", "_deadline")

    def __init__(self, sock, seconds: float):
        self._sock, self._seconds = sock, seconds
        self._deadline = time.monotonic() + seconds

    def rearm(self) -> None:
        """The next request has `seconds` from now to arrive."""
        self._deadline = time.monotonic() + self._seconds

    def _cut(self) -> bytes:
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        return b""

    def recv(self, size: int, *flags: int) -> bytes:
        left = self._deadline - time.monotonic()
        if left <= 0:
            return self._cut()
        self._sock.settimeout(left)
        try:
            return self._sock.recv(size, *flags)
        except TimeoutError:
            return self._cut()
        finally:
            self._sock.settimeout(None)

    def __getattr__(self, name: str):
        return getattr(self._sock, name)


# The garbage collector's thresholds in a gevent worker: young collections every 50,000
# net allocations, not CPython's 700, and the middle generation collected every third
# young one. A worker holding thousands of streams keeps millions of objects; at the
# defaults, the objects of the requests in flight reach the oldest generation so fast that
# it is collected every few seconds under load, each time walking all of them and stopping
# every stream and request of the worker for half a second or more (bench/RESULTS.md, "Ten
# thousand watchers"). With these thresholds, objects that die with their request die young.
GC_THRESHOLDS = (50_000, 2, 10)


def quiet_collector() -> None:
    """Tune a worker's garbage collector once its app is loaded: the app's objects (modules,
    routes, schemas), which live as long as the worker, are left out of every collection,
    and the thresholds are GC_THRESHOLDS."""
    import atexit
    import gc

    gc.collect()
    gc.freeze()
    # Given back before the interpreter's last collection, which finalizes what became
    # garbage meanwhile while the modules it needs are still there.
    atexit.register(gc.unfreeze)
    gc.set_threshold(*GC_THRESHOLDS)


# The requests that hold their connection while they wait for moves: event streams, and
# session reads with `wait` and If-None-Match (long polls), under whatever prefix a proxy
# mounts the app.
_HELD_PATH = re.compile(r"/v1/sessions/[^/]+(/events)?$")
_WAIT_QUERY = re.compile(r"(^|&)wait=")


def held(method: str, path: str, query: str, headers: list[tuple[str, str]]) -> bool:
    """Whether a request is an event stream or a long poll, by its method, path, query and
    headers (gunicorn's: names in capitals); the headers are looked at last, and only for
    a session read with `wait`."""
    match = _HELD_PATH.search(path)
    if method != "GET" or match is None:
        return False
    if match.group(1) is not None:
        return True
    return _WAIT_QUERY.search(query) is not None and any(
        name == "IF-NONE-MATCH" for name, _ in headers
    )


WORKER_CLASSES = {"gevent": "referee.api.workers.RefereeGeventWorker", "gthread": "gthread"}


def _gevent_worker():
    from gunicorn.workers.ggevent import GeventWorker

    class RefereeGeventWorker(GeventWorker):
        """gunicorn's gevent worker (a greenlet per connection), whose requests must arrive
        within REFEREE_READ_SECONDS: a slow client cannot hold a connection slot by
        sending its headers or body a byte at a time."""

        read_seconds = 10.0  # REFEREE_READ_SECONDS, read when the worker starts

        def init_process(self) -> None:
            # After the fork; read here so that the master imports nothing of the app.
            from .config import Settings

            self.read_seconds = float(Settings.from_env().read_seconds)
            super().init_process()

        def load_wsgi(self) -> None:
            super().load_wsgi()
            quiet_collector()

        def handle(self, listener, client, addr) -> None:
            super().handle(listener, _Deadlined(client, self.read_seconds), addr)

        def handle_request(self, listener_name, req, sock, addr):
            # Event streams and long polls do not count towards `max_requests`: recycling
            # is for what ordinary requests leave behind, and a worker holding thousands of
            # streams would otherwise restart on their connections alone, sending them all
            # to the next worker, which their reconnections would restart in turn.
            if held(req.method, req.path, req.query, req.headers):
                self.nr -= 1  # gunicorn counts every request it hands to the app
            try:
                return super().handle_request(listener_name, req, sock, addr)
            finally:
                sock.rearm()

    return RefereeGeventWorker


def __getattr__(name: str):
    # The worker class is built on first use: importing gunicorn's gevent worker needs
    # gevent, which `gunicorn -k gthread` and the tests never load.
    if name == "RefereeGeventWorker":
        return _gevent_worker()
    raise AttributeError(name)
