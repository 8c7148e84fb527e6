"""Transcripts checked as RQ jobs on a real redis-server: JSON jobs on the queue
`transcripts`, summaries gathered back; and `referee verify --redis-url` end to end."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import zlib

import redis
from rq import SimpleWorker

from referee.transcripts import jobs
from referee.transcripts.files import transcript_paths
from tests.transcripts.test_console import archive


def test_jobs_are_json_on_the_transcripts_queue_and_come_back_as_summaries(redis_server, tmp_path):
    connection = redis.Redis.from_url(redis_server)
    connection.delete("rq:queue:transcripts")
    paths = transcript_paths([archive(tmp_path / "archive", invalid=True)])
    submitted = jobs.submit(connection, paths)
    assert jobs.queue(connection).count == len(paths) == 4
    stored = connection.hget(f"rq:job:{submitted[0].id}", "data")
    # The job's call and arguments: zlib-compressed JSON, never pickle.
    assert json.loads(zlib.decompress(stored))[0] == "referee.transcripts.jobs.check"
    worker = SimpleWorker(
        [jobs.queue(connection)], connection=connection, serializer=jobs.JSONSerializer
    )
    worker.work(burst=True)
    summaries = {row["name"]: row for row in jobs.results(connection, submitted)}
    assert set(summaries) == {str(path) for path in paths}
    assert [name for name, row in summaries.items() if not row["valid"]] == [
        str(tmp_path / "archive" / "swapped.json")
    ]


def test_verify_on_the_queue_with_a_worker_of_its_own(redis_server_factory, tmp_path):
    redis_server = redis_server_factory().url
    folder = archive(tmp_path / "archive", invalid=True)
    command = [sys.executable, "-m", "referee.cli"]
    submitter = subprocess.Popen(
        [*command, "verify", "--json", "--redis-url", redis_server, str(folder)],
        stdout=subprocess.PIPE,
    )
    # A burst worker stops at an empty queue: start it once the submitter has queued all four.
    connection = redis.Redis.from_url(redis_server)
    deadline = time.monotonic() + 60
    while connection.llen(f"rq:queue:{jobs.QUEUE}") < 4 and submitter.poll() is None:
        assert time.monotonic() < deadline, "the submitter queued no jobs"
        time.sleep(0.05)
    worker = subprocess.run(
        [*command, "verify-worker", "--redis-url", redis_server, "--workers", "2", "--burst"],
        capture_output=True,
        timeout=120,
    )
    out, _ = submitter.communicate(timeout=120)
    assert worker.returncode == 0, worker.stderr[-2000:]
    assert submitter.returncode == 1
    report = json.loads(out)
    assert report["transcripts"] == 4 and report["invalid"] == 1
