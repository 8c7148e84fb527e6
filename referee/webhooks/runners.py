"""Where delivery runs happen: threads of this process (the memory store), or RQ jobs on the
queue `webhooks` of the job queue's Redis, which `referee bots-worker` processes take (the
ones `referee serve` starts, and deploy/'s), with RQ's scheduler for the runs due later.

A run's job is kept as JSON (never pickle): its function's name and the session id. Any
number of runs of one session may be queued; the outbox's lock lets one deliver at a time,
and a worker killed mid-run leaves its job to RQ, which queues it again once its heartbeat
has lapsed (as the bots' turns, sessions/bots.py).
"""

from __future__ import annotations

import heapq
import itertools
import logging
import os
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from .delivery import Runner

log = logging.getLogger("referee.webhooks")

QUEUE = "webhooks"
RUN_JOB = "referee.webhooks.runners.run"  # the name a run's job carries (it only labels it)
JOB_TIMEOUT = 600  # seconds one run may take: a few minutes of a slow app's answers
RETRIES = 5  # times an abandoned run goes back on the queue
DONE_TTL = 60
FAILED_TTL = 24 * 3600
THREADS = 8  # delivery threads of a process with the memory store


class ThreadRunner(Runner):
    """Runs made by `threads` threads of this process, each at its moment (`clock`, a
    `time.time`-like clock), started with the first run (after gunicorn has forked)."""

    def __init__(self, threads: int = THREADS, clock: Callable[[], float] = time.time):
        self.threads, self.clock = threads, clock
        self._run: Callable[[str], None] | None = None
        self._due: list[tuple[float, int, str]] = []
        self._order = itertools.count()
        self._wake = threading.Condition()
        self._workers: list[threading.Thread] = []
        self._pid = os.getpid()
        self._closed = False

    def serve(self, run: Callable[[str], None]) -> None:
        self._run = run

    def start(self, session_id: str) -> None:
        self.later(session_id, 0.0)

    def later(self, session_id: str, due: float) -> None:
        with self._wake:
            heapq.heappush(self._due, (due, next(self._order), session_id))
            if self._pid != os.getpid() or not self._workers:
                self._pid = os.getpid()
                self._workers = [
                    threading.Thread(target=self._work, name="referee-webhooks", daemon=True)
                    for _ in range(self.threads)
                ]
                for worker in self._workers:
                    worker.start()
            self._wake.notify()

    def _next(self) -> str | None:
        with self._wake:
            while not self._closed:
                if self._due:
                    left = self._due[0][0] - self.clock()
                    if left <= 0:
                        return heapq.heappop(self._due)[2]
                    self._wake.wait(min(left, 60.0))
                else:
                    self._wake.wait(60.0)
            return None

    def _work(self) -> None:
        while True:
            session_id = self._next()
            if session_id is None:
                return
            if self._run is None:
                log.error("a webhook run of session %s came before a deliverer served", session_id)
                continue
            try:
                self._run(session_id)
            except Exception:  # a failed run is logged; the thread goes on with the next
                log.exception("the webhook run of session %s failed", session_id)

    def waiting(self) -> int:
        """Runs waiting for their moment (for tests and measures)."""
        with self._wake:
            return len(self._due)

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._wake.notify_all()


class QueueRunner(Runner):
    """Runs as RQ jobs on the queue `webhooks` of the Redis at `url`."""

    def __init__(self, url: str):
        self.url = url
        self._queue: Any = None
        self._lock = threading.Lock()

    @property
    def queue(self) -> Any:
        if self._queue is None:
            with self._lock:
                if self._queue is None:
                    self._queue = webhook_queue(self.url)
        return self._queue

    def _options(self, session_id: str) -> dict[str, Any]:
        from rq import Retry

        return {
            "job_timeout": JOB_TIMEOUT,
            "retry": Retry(max=RETRIES),
            "result_ttl": DONE_TTL,
            "failure_ttl": FAILED_TTL,
            "description": f"webhook deliveries: session {session_id}",
        }

    def start(self, session_id: str) -> None:
        self.queue.enqueue(RUN_JOB, session_id, **self._options(session_id))

    def later(self, session_id: str, due: float) -> None:
        when = datetime.fromtimestamp(due, UTC)
        self.queue.enqueue_at(when, RUN_JOB, session_id, **self._options(session_id))

    def close(self) -> None:
        if self._queue is not None:
            self._queue.connection.close()


def webhook_queue(url: str) -> Any:
    """The RQ queue `webhooks` on the Redis at `url`, its jobs written as JSON."""
    import redis
    from rq import Queue
    from rq.serializers import JSONSerializer

    return Queue(QUEUE, connection=redis.Redis.from_url(url), serializer=JSONSerializer)
