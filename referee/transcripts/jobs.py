"""Transcripts checked as jobs on a Redis queue (RQ), so workers on many machines share one
archive: `submit` puts each transcript on the queue `transcripts`, `work` runs workers that
check them, `results` gathers the summaries as they finish.

Jobs and results are JSON (rq's JSONSerializer), never pickle: a job carries a transcript's
text, not a path, so a worker needs no access to the files of the machine that submitted.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from redis import Redis
from rq import Queue
from rq.job import Job, JobStatus
from rq.serializers import JSONSerializer
from rq.worker_pool import WorkerPool

from .files import is_lines, read_text, summarize

QUEUE = "transcripts"
RESULT_TTL = 24 * 3600  # seconds a summary waits for its submitter
JOB_TIMEOUT = 600  # seconds one transcript may take: far more than the longest match


def check(name: str, text: str, lines: bool) -> dict:
    """The job: one transcript's summary (`referee.transcripts.files.summarize`)."""
    return summarize(name, text.encode("utf-8"), lines)


def queue(connection: Redis) -> Queue:
    return Queue(QUEUE, connection=connection, serializer=JSONSerializer)


def submit(connection: Redis, paths: Iterable[Path]) -> list[Job]:
    """One job per transcript file, enqueued in one round trip per hundred."""
    on = queue(connection)
    jobs: list[Job] = []
    batch = []
    for path in paths:
        text = read_text(path).decode("utf-8", errors="replace")
        batch.append(
            Queue.prepare_data(
                check,
                (str(path), text, is_lines(path.name)),
                timeout=JOB_TIMEOUT,
                result_ttl=RESULT_TTL,
                description=f"verify {path}",
            )
        )
        if len(batch) == 100:
            jobs.extend(on.enqueue_many(batch))
            batch = []
    if batch:
        jobs.extend(on.enqueue_many(batch))
    return jobs


def results(connection: Redis, jobs: list[Job], poll: float = 0.2) -> Iterator[dict]:
    """Each job's summary as it finishes (in no set order); a job that failed in its worker
    is a summary with its `error`."""
    waiting = {job.id: job for job in jobs}
    while waiting:
        done = []
        fetched = Job.fetch_many(list(waiting), connection=connection, serializer=JSONSerializer)
        for job_id, job in zip(list(waiting), fetched, strict=True):
            if job is None:  # expired or deleted before it was read
                done.append(job_id)
                yield _failed(waiting[job_id], "its result expired before it was read")
                continue
            status = job.get_status(refresh=False)
            if status == JobStatus.FINISHED:
                done.append(job_id)
                summary = job.return_value()
                yield summary if isinstance(summary, dict) else _failed(job, "it left no result")
            elif status in (JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED):
                done.append(job_id)
                yield _failed(job, f"the job {status.value} in its worker")
        for job_id in done:
            del waiting[job_id]
        if waiting and not done:
            time.sleep(poll)


def _failed(job: Job, why: str) -> dict:
    name = job.description.removeprefix("verify ") if job.description else job.id
    return {
        "name": name,
        "game": None,
        "valid": False,
        "moves": 0,
        "error": {"code": "job_failed", "message": why},
    }


def work(connection: Redis, workers: int, burst: bool = False) -> None:
    """Run `workers` worker processes on the queue; with `burst`, until it is empty."""
    pool = WorkerPool(
        [QUEUE], connection=connection, num_workers=workers, serializer=JSONSerializer
    )
    pool.start(burst=burst)
