"""Bot seats: who plays a bot's turn when it comes, always off the threads that serve requests.

These are the workers behind the bot-turn interface (turns.py). Whenever a commit leaves a
bot among the seats to move (a move, a bot seated), the service tells its `BotTurns` that a
turn is due: the session and the version the bot moves on. The worker plays it with the
`Play` it was given (the service's `play_bot`), committed like any seat's move
(compare-and-set on the version and revision): a turn whose version has passed, or a second
job for one turn, changes nothing, and the commit that moves the session on makes the next
turn due.

- `ThreadTurns` (the memory store): one thread of the process plays the due turns in order.
- `QueueTurns` (Redis): each due turn is an RQ job on the queue `bots`, stored as JSON
  (never pickle), its id the session's and the version's (`job_id`), so that queueing one
  turn twice leaves one job. `referee bots-worker` runs an RQ worker on it (`run_worker`;
  `referee serve` starts one beside gunicorn), which plays its jobs with its own service;
  RQ hands each job to one worker of however many referee instances share the Redis. A
  worker killed while a bot thinks leaves its job in RQ's started registry; once the job's
  heartbeat lapses (MONITOR_SECONDS + ABANDON_AFTER after the last one the worker renewed),
  the next worker's maintenance puts it back on the queue (it has `RETRIES`), and the turn
  is played then: once, since the commit refuses a second move on one version.

No turn is lost between a commit and its queueing (a process that dies there, a bot queue
that is down for a moment): every read of a session (its view, its legal moves, its history,
and so the live stream that reads them) that finds a bot to move asks `ensure`, which queues
the turn when no job of that id is there (waiting, running, to be retried, failed for good,
or done within DONE_TTL) and no process claimed it within CLAIM_SECONDS (the commit's own
`due` claims it too, so a reader between a commit and its queueing queues nothing); a job of
a version that has passed does the same for the session's current one. Queueing inside the
commit cannot do this: on a Redis Cluster the bot queue is another server (RQ runs on no
cluster), and even on one Redis the session's keys and RQ's are in different slots and
written by different clients, so no transaction spans both. A turn left unqueued thus waits
for the next reader, who is the one waiting for it; a check and a queueing that race leave
one job, or two that play the turn once.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
import time
from collections import OrderedDict
from typing import Any

from .turns import BotTurns, Play

log = logging.getLogger("referee.bots")

QUEUE = "bots"  # the RQ queue of due bot turns
JOB_TIMEOUT = 60  # seconds one turn may take before RQ stops it (a bot thinks for 0.2 s)
RETRIES = 5  # times a failed or abandoned turn goes back on the queue
ABANDON_AFTER = 5  # seconds past a job's last heartbeat before it counts as abandoned
MONITOR_SECONDS = 2  # the worker renews a running job's heartbeat this often
MAINTENANCE_SECONDS = 10  # how often a worker looks for abandoned jobs
FAILED_TTL = 24 * 3600  # seconds a turn that failed every retry stays in RQ's failed registry
# Seconds one process has to queue a turn it claimed (`QueueTurns._claim`): a reader that
# finds the turn unqueued within them leaves it to the commit that claimed it, which is
# likely queueing it that instant; after them the turn is taken as lost and queued.
CLAIM_SECONDS = 10
CLAIM_PREFIX = "bots:claim:"  # beside RQ's keys, apart from the sessions'
# Seconds a played turn's job is kept: a reader that loaded the session just before the
# bot's commit then still finds the job, and queues no second one for a turn now played.
DONE_TTL = 60
# Seconds a turn this process queued or found queued is taken as queued without asking
# Redis again: clients poll a session while its bot thinks, and each poll would ask.
ENSURED_SECONDS = 5.0
ENSURED_KEPT = 10_000  # turns remembered so, the oldest forgotten first
# The name a turn's job carries (RQ keeps a job as a function's name and its arguments). A
# bots worker plays every job of its queue with its own service (`run_worker`), so the name
# only labels the job; it is the one that workers of earlier releases resolve.
TURN_JOB = "referee.sessions.bots.play_turn"


class ThreadTurns(BotTurns):
    """The memory store's bots: one thread of this process plays each due turn in order,
    with the `play` of the service it serves.

    The thread starts with the first due turn (after gunicorn has forked its worker).
    """

    def __init__(self) -> None:
        self._play: Play | None = None
        self._due: queue.SimpleQueue[tuple[str, int]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._pid = os.getpid()

    def serve(self, play: Play) -> None:
        self._play = play

    def due(self, session_id: str, version: int) -> None:
        self._due.put((session_id, version))
        with self._lock:
            if self._thread is None or not self._thread.is_alive() or self._pid != os.getpid():
                self._pid = os.getpid()
                self._thread = threading.Thread(target=self._run, name="referee-bots", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            session_id, version = self._due.get()
            if self._play is None:
                log.error("a bot turn of session %s came before any service served", session_id)
                continue
            try:
                self._play(session_id, version)
            except Exception:  # a failed turn is logged; the thread goes on with the next
                log.exception(
                    "the bot turn of session %s at version %d failed", session_id, version
                )


class QueueTurns(BotTurns):
    """Redis's bots: each due turn is an RQ job on the queue `bots` of the Redis at `url`."""

    def __init__(self, url: str):
        self.url = url
        self._queue: Any = None
        self._lock = threading.Lock()
        # (session, version) -> when this process last queued or found its job.
        self._ensured: OrderedDict[tuple[str, int], float] = OrderedDict()

    @property
    def queue(self) -> Any:
        """The RQ queue, connected on first use (a process starts while Redis is down)."""
        if self._queue is None:
            with self._lock:
                if self._queue is None:
                    self._queue = bot_queue(self.url)
        return self._queue

    def due(self, session_id: str, version: int) -> None:
        if self._claim(session_id, version):
            self._enqueue(session_id, version)

    def _claim(self, session_id: str, version: int) -> bool:
        """Whether this process is the one to queue the turn: the first to ask within
        CLAIM_SECONDS, be it the commit's `due` or a reader's `ensure` that came first."""
        key = f"{CLAIM_PREFIX}{job_id(session_id, version)}"
        return bool(self.queue.connection.set(key, b"1", nx=True, ex=CLAIM_SECONDS))

    def _enqueue(self, session_id: str, version: int) -> None:
        from rq import Retry

        self.queue.enqueue(
            TURN_JOB,
            session_id,
            version,
            job_id=job_id(session_id, version),
            job_timeout=JOB_TIMEOUT,
            retry=Retry(max=RETRIES),
            result_ttl=DONE_TTL,
            failure_ttl=FAILED_TTL,
            description=f"bot turn: session {session_id} at version {version}",
        )
        self._note(session_id, version)

    def ensure(self, session_id: str, version: int) -> None:
        from rq.job import Job

        noted = self._ensured.get((session_id, version))
        if noted is not None and time.monotonic() - noted < ENSURED_SECONDS:
            return
        if Job.exists(job_id(session_id, version), self.queue.connection) or not self._claim(
            session_id, version
        ):
            self._note(session_id, version)
            return
        log.warning(
            "the bot turn of session %s at version %d was not queued: queued now",
            session_id,
            version,
        )
        self._enqueue(session_id, version)

    def _note(self, session_id: str, version: int) -> None:
        with self._lock:
            self._ensured[(session_id, version)] = time.monotonic()
            self._ensured.move_to_end((session_id, version))
            while len(self._ensured) > ENSURED_KEPT:
                self._ensured.popitem(last=False)

    def close(self) -> None:
        if self._queue is not None:
            self._queue.connection.close()


def job_id(session_id: str, version: int) -> str:
    """The RQ job id of one turn: a session id is letters, digits, `-` and `_`, as RQ's ids
    are, and the version after the last `-` keeps every (session, version) apart."""
    return f"bot-turn-{session_id}-{version}"


def bot_queue(url: str) -> Any:
    """The RQ queue `bots` on the Redis at `url`, its jobs written as JSON."""
    import redis
    from rq import Queue
    from rq.serializers import JSONSerializer

    return Queue(QUEUE, connection=redis.Redis.from_url(url), serializer=JSONSerializer)


def run_worker(
    play: Play,
    url: str,
    *,
    burst: bool = False,
    maintenance_seconds: int = MAINTENANCE_SECONDS,
    logging_level: str = "WARNING",
    also: dict[str, tuple[str, Play]] | None = None,
) -> None:
    """Take bot turns from the queue `bots` until stopped (`burst`: until it is empty), and
    play each with `play` (the `play_bot` of this process's service). `also` names other
    queues of the same Redis to work, each with the name its jobs carry and what runs them
    (the webhooks' deliveries), with RQ's scheduler for their jobs queued for later.

    RQ's worker runs each job in a forked work horse and renews the job's heartbeat every
    MONITOR_SECONDS while it runs; a lapsed heartbeat (the worker was killed) makes the job
    abandoned, and the maintenance a worker runs every `maintenance_seconds` re-queues it.
    """
    from rq import Queue, Worker
    from rq.job import Job
    from rq.serializers import JSONSerializer

    turns = bot_queue(url)
    queues = [turns] + [
        Queue(name, connection=turns.connection, serializer=JSONSerializer) for name in (also or {})
    ]
    runs = {job_name: run for job_name, run in (also or {}).values()}

    class TurnJob(Job):
        """A job as this worker runs it: a due turn played with `play`, or another queue's
        job with what `also` names for it."""

        @property
        def func(self) -> Play:
            return runs.get(self.func_name or "", play)

    class BotWorker(Worker):
        def get_heartbeat_ttl(self, job: Any, working_time: float = 0.0) -> int:
            # RQ's own margin is a minute; a bot's turn is far shorter than that.
            left = (job.timeout or JOB_TIMEOUT) - working_time
            return int(min(left, self.job_monitoring_interval)) + ABANDON_AFTER

    worker = BotWorker(
        queues,
        connection=turns.connection,
        serializer=JSONSerializer,
        job_class=TurnJob,
        maintenance_interval=maintenance_seconds,
        job_monitoring_interval=MONITOR_SECONDS,
        # An idle worker waits for a job this long less 15 s, then heartbeats and runs its
        # maintenance: so an abandoned job is found every `maintenance_seconds`.
        worker_ttl=maintenance_seconds + 15,
    )
    worker.work(burst=burst, logging_level=logging_level, with_scheduler=bool(also))
