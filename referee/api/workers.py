"""gunicorn master hooks for several workers: the directory in which they share their metrics.

Kept apart from metrics.py on purpose: prometheus_client picks its multiprocess mode when it
is first imported, so the master must set PROMETHEUS_MULTIPROC_DIR before anything imports
it, and the forked workers inherit that choice.
"""

from __future__ import annotations

import os
import shutil
import tempfile

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"

# gunicorn's default access line logs the request line with its query string, and a
# browser's EventSource carries its seat token there (`/events?token=…`): log the path alone.
ACCESS_LOG_FORMAT = '%(h)s %(l)s %(u)s %(t)s "%(m)s %(U)s %(H)s" %(s)s %(b)s "%(a)s" %(M)sms'


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


def child_exit(server, worker) -> None:
    """gunicorn's child_exit hook: a dead worker's live gauges leave /metrics."""
    if os.environ.get(MULTIPROC_ENV):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)
