"""Bot seats: who plays a bot's turn when it comes, always off the threads that serve requests.

These are the workers behind the bot-turn interface (turns.py). Whenever a commit leaves a
bot among the seats to move (a move, a bot seated), the service tells its `BotTurns` that a
turn is due: the session and the version the bot moves on. The worker plays it with the
`Play` it was given (the service's `play_bot`), committed like any seat's move
(compare-and-set on the version and revision): a turn whose version has passed, or a second
job for one turn, changes nothing, and the commit that moves the session on makes the next
turn due.

A turn a person waits for (a person holds a seat of the session) goes before bots-only
play (bots hold every seat), and each party's bots-only sessions together (whoever opened
them) take a bounded share of the bots, their other turns waiting their turn:

- `ThreadTurns` (the memory store): threads of the process play the due turns in the order
  of a `TurnLine` (turnline.py): one thread plays only turns a person waits for, the other
  those first, then the parties' bots-only turns in rotation.
- `QueueTurns` (Redis): each due turn is an RQ job, stored as JSON (never pickle), its id
  the session's and the version's (`job_id`), so that queueing one turn twice leaves one
  job. A turn a person waits for goes on the queue `bots`; a bots-only turn on the queue
  `bots-only`, once its party has a place (shares.py: at most `shares.BOUND` of a party's
  turns are queued or playing, the rest wait in Redis and are queued as its turns end).
  `referee bots-worker` runs an RQ worker that takes `bots` before `bots-only` (RQ takes
  a worker's queues in order), or with `--attended-only` `bots` alone (`run_worker`;
  `referee serve` starts one of each beside gunicorn): a worker that never plays bots-only
  matches keeps a person's bot from waiting behind them, however long their backlog. Each
  worker plays its jobs with its own service; RQ hands each job to one worker of however
  many referee instances share the Redis. A
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
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from ..priority import run_idle
from .shares import PartyShares
from .turnline import TurnLine
from .turns import BotTurns, Play

log = logging.getLogger("referee.bots")

QUEUE = "bots"  # the RQ queue of due bot turns that a person waits for
BOTS_ONLY_QUEUE = "bots-only"  # ... of sessions whose every seat a bot holds
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
    """The memory store's bots: threads of this process play the due turns in the order of
    a `TurnLine`, with the `play` of the service they serve: `referee-bots-attended` only
    the turns a person waits for, `referee-bots` those first and then bots-only play.

    The threads start with the first due turn (after gunicorn has forked its worker).
    """

    THREADS = (("referee-bots-attended", True), ("referee-bots", False))  # (name, attended only)

    def __init__(self) -> None:
        self._play: Play | None = None
        self.line = TurnLine()
        self._threads: dict[str, threading.Thread] = {}
        self._lock = threading.Lock()
        self._pid = os.getpid()

    def serve(self, play: Play) -> None:
        self._play = play

    def due(self, session_id: str, version: int, party: str | None = None) -> None:
        self.line.put((session_id, version), party)
        with self._lock:
            if self._pid != os.getpid():
                self._pid, self._threads = os.getpid(), {}
            for name, attended_only in self.THREADS:
                thread = self._threads.get(name)
                if thread is None or not thread.is_alive():
                    thread = threading.Thread(
                        target=self._run, args=(attended_only,), name=name, daemon=True
                    )
                    self._threads[name] = thread
                    thread.start()

    def _run(self, attended_only: bool) -> None:
        while True:
            taken = self.line.take(attended_only)
            if taken is None:
                continue
            (session_id, version), party = taken
            try:
                if self._play is None:
                    log.error("a bot turn of session %s came before any service served", session_id)
                    continue
                self._play(session_id, version)
            except Exception:  # a failed turn is logged; the thread goes on with the next
                log.exception(
                    "the bot turn of session %s at version %d failed", session_id, version
                )
            finally:
                self.line.done(party)


class QueueTurns(BotTurns):
    """Redis's bots: each due turn is an RQ job on the queue `bots` (a person waits for it)
    or `bots-only` of the Redis at `url`; `clock` gives the time of the parties' leases."""

    def __init__(self, url: str, clock: Callable[[], float] = time.time):
        self.url = url
        self.clock = clock
        self._queue: Any = None
        self._bots_only: Any = None
        self._shares: PartyShares | None = None
        self._lock = threading.Lock()
        # (session, version) -> when this process last queued or found its job.
        self._ensured: OrderedDict[tuple[str, int], float] = OrderedDict()

    @property
    def queue(self) -> Any:
        """The RQ queue `bots`, connected on first use (a process starts while Redis is down)."""
        if self._queue is None:
            with self._lock:
                if self._queue is None:
                    self._queue = bot_queue(self.url)
        return self._queue

    @property
    def bots_only(self) -> Any:
        """The RQ queue `bots-only`, on the connection of `queue`."""
        if self._bots_only is None:
            with self._lock:
                if self._bots_only is None:
                    self._bots_only = bot_queue(self.url, BOTS_ONLY_QUEUE, self.queue.connection)
        return self._bots_only

    @property
    def shares(self) -> PartyShares:
        if self._shares is None:
            self._shares = PartyShares(self.queue.connection)
        return self._shares

    def due(self, session_id: str, version: int, party: str | None = None) -> None:
        if self._claim(session_id, version):
            self._admit(session_id, version, party)

    def _admit(self, session_id: str, version: int, party: str | None) -> None:
        """Queue the turn now, unless its party holds its share: then it waits its turn."""
        if party is None or self.shares.admit(party, job_id(session_id, version), self.clock()):
            self._enqueue(session_id, version, party)
        else:
            self._note(session_id, version)

    def played(self, turn_job: str, party: str) -> None:
        """The turn `turn_job` of `party` has been played: give back its place, and queue the
        party's turns admitted in its stead."""
        for admitted in self.shares.release(party, turn_job, self.clock()):
            session_id, version = turn_of(admitted)
            self._enqueue(session_id, version, party)

    def _claim(self, session_id: str, version: int) -> bool:
        """Whether this process is the one to queue the turn: the first to ask within
        CLAIM_SECONDS, be it the commit's `due` or a reader's `ensure` that came first."""
        key = f"{CLAIM_PREFIX}{job_id(session_id, version)}"
        return bool(self.queue.connection.set(key, b"1", nx=True, ex=CLAIM_SECONDS))

    def _enqueue(self, session_id: str, version: int, party: str | None = None) -> None:
        from rq import Retry

        # The party rides in the job's meta, not its arguments: a worker of an earlier
        # release calls a job's function with the arguments alone.
        (self.queue if party is None else self.bots_only).enqueue(
            TURN_JOB,
            session_id,
            version,
            job_id=job_id(session_id, version),
            job_timeout=JOB_TIMEOUT,
            retry=Retry(max=RETRIES),
            result_ttl=DONE_TTL,
            failure_ttl=FAILED_TTL,
            description=f"bot turn: session {session_id} at version {version}",
            meta={} if party is None else {"party": party},
        )
        self._note(session_id, version)

    def ensure(self, session_id: str, version: int, party: str | None = None) -> None:
        from rq.job import Job

        noted = self._ensured.get((session_id, version))
        if noted is not None and time.monotonic() - noted < ENSURED_SECONDS:
            return
        if Job.exists(job_id(session_id, version), self.queue.connection) or not self._claim(
            session_id, version
        ):
            self._note(session_id, version)
            return
        if party is None:  # a bots-only turn may be waiting for its party's place
            log.warning(
                "the bot turn of session %s at version %d was not queued: queued now",
                session_id,
                version,
            )
        self._admit(session_id, version, party)

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


def turn_of(turn_job: str) -> tuple[str, int]:
    """The session and version of a turn's job id (`job_id`)."""
    rest, _, version = turn_job.removeprefix("bot-turn-").rpartition("-")
    return rest, int(version)


def bot_queue(url: str, name: str = QUEUE, connection: Any = None) -> Any:
    """The RQ queue `name` (`bots`, `bots-only`) on the Redis at `url` (or `connection`),
    its jobs written as JSON."""
    import redis
    from rq import Queue
    from rq.serializers import JSONSerializer

    return Queue(
        name,
        connection=connection or redis.Redis.from_url(url),
        serializer=JSONSerializer,
    )


def run_worker(
    play: Play,
    url: str,
    *,
    attended_only: bool = False,
    burst: bool = False,
    maintenance_seconds: int = MAINTENANCE_SECONDS,
    logging_level: str = "WARNING",
    clock: Callable[[], float] = time.time,
    also: dict[str, tuple[str, Play]] | None = None,
) -> None:
    """Take bot turns from the queue `bots`, then `bots-only` (`attended_only`: `bots`
    alone), until stopped (`burst`: until they are empty), and play each with `play` (the
    `play_bot` of this process's service); a bots-only turn played gives its party's place
    to the party's next (`QueueTurns.played`). `also` names other queues of the same Redis
    (the webhooks' deliveries), each with the name its jobs carry and what runs them: a
    worker that is not `attended_only` takes them after `bots` and before `bots-only`, with
    RQ's scheduler for their jobs queued for later; an attended-only worker never does.

    Why that order: RQ takes from its queues in order, so a queue is served only while
    those before it are empty. A person waits on `bots`, so it comes first. A delivery run
    is short and bounded (each attempt has its timeouts, a failed one is put off to its
    retry), and the load comes from the moves made, so it cannot keep `bots-only` waiting for
    long; a backlog of bots-only matches, though, may be deep and is refilled by their own
    turns, and ahead of the deliveries it would hold an app's `match.ended` for as long.

    RQ's worker runs each job in a forked work horse and renews the job's heartbeat every
    MONITOR_SECONDS while it runs; a lapsed heartbeat (the worker was killed) makes the job
    abandoned, and the maintenance a worker runs every `maintenance_seconds` re-queues it.
    The work horse of a bots-only turn runs on the idle scheduling policy (referee.priority),
    the worker that watches it at its own: the heartbeat goes on however long the search
    waits for a core, and the turns a person waits for are never played below it.
    """
    from rq import Queue, Worker
    from rq.job import Job
    from rq.serializers import JSONSerializer

    turns = QueueTurns(url, clock)
    extra = {} if attended_only else (also or {})
    queues = [turns.queue]
    if not attended_only:
        connection = turns.queue.connection
        queues += [Queue(name, connection=connection, serializer=JSONSerializer) for name in extra]
        queues.append(turns.bots_only)
    runs = {job_name: run for job_name, run in extra.values()}

    class TurnJob(Job):
        """A job as this worker runs it: a due turn played with `play` (a bots-only turn's
        place going to its party's next once it has been played), or another queue's job
        with what `also` names for it."""

        @property
        def func(self) -> Play:
            run = runs.get(self.func_name or "")
            if run is not None:
                return run
            party = self.meta.get("party")
            if not party:
                return play

            def played_then_given_back(session_id: str, version: int) -> object:
                # In the work horse RQ forked for this one job: nobody waits for a bots-only
                # turn, so its search takes only what requests and attended turns leave.
                run_idle()
                try:
                    return play(session_id, version)
                finally:
                    try:
                        turns.played(self.id, party)
                    except Exception:  # its place comes back when its lease lapses
                        log.exception("the place of bot turn %s was not given back", self.id)

            return played_then_given_back

    class BotWorker(Worker):
        def get_heartbeat_ttl(self, job: Any, working_time: float = 0.0) -> int:
            # RQ's own margin is a minute; a bot's turn is far shorter than that.
            left = (job.timeout or JOB_TIMEOUT) - working_time
            return int(min(left, self.job_monitoring_interval)) + ABANDON_AFTER

    worker = BotWorker(
        queues,
        connection=turns.queue.connection,
        serializer=JSONSerializer,
        job_class=TurnJob,
        maintenance_interval=maintenance_seconds,
        job_monitoring_interval=MONITOR_SECONDS,
        # An idle worker waits for a job this long less 15 s, then heartbeats and runs its
        # maintenance: so an abandoned job is found every `maintenance_seconds`.
        worker_ttl=maintenance_seconds + 15,
    )
    worker.work(burst=burst, logging_level=logging_level, with_scheduler=bool(runs))
