"""gunicorn settings for production: `gunicorn -c deploy/gunicorn.conf.py referee.wsgi:app`."""

import multiprocessing
import os

from referee.api.workers import (  # noqa: F401 - the hooks: gunicorn reads them by name
    ACCESS_LOG_FORMAT,
    WORKER_CLASSES,
    child_exit,
    on_exit,
    on_starting,
    post_fork,
    pre_fork,
    prepare_multiprocess,
    prepare_streams,
    raise_open_files,
    worker_lifetime,
)

_redis = bool(os.environ.get("REFEREE_REDIS_URL"))

bind = os.environ.get("REFEREE_BIND", "0.0.0.0:8000")
# In-memory sessions live in one process, so without Redis there is one worker. With Redis,
# one gevent worker per core: each serves its thousands of connections on one core.
workers = int(os.environ.get("REFEREE_WORKERS", multiprocessing.cpu_count())) if _redis else 1
# A greenlet per connection: an event stream or long poll costs a connection and a few KB,
# not a thread (docs/sessions.md, "Capacity"). REFEREE_WORKER_CLASS=gthread runs threads instead.
worker_class = WORKER_CLASSES[os.environ.get("REFEREE_WORKER_CLASS", "gevent")]
# Connections one worker holds; the instance's streams are bounded by REFEREE_MAX_STREAMS.
worker_connections = int(os.environ.get("REFEREE_WORKER_CONNECTIONS", "12000"))
threads = int(os.environ.get("REFEREE_THREADS", "16"))  # gthread only
graceful_timeout = 10
keepalive = 5  # also the time a request's headers may take to arrive (gevent worker)
# With Redis, workers are recycled now and then, with jitter so they don't all at once, and a
# worker that stops reporting for 30 s is killed. Without it, the one worker holds every
# session, and none of this may end it.
_lifetime = worker_lifetime(in_memory=not _redis)
timeout = _lifetime["timeout"]
max_requests = _lifetime["max_requests"]
max_requests_jitter = _lifetime["max_requests_jitter"]
limit_request_line = 8190
limit_request_fields = 100
accesslog = "-" if os.environ.get("REFEREE_ACCESS_LOG") else None
access_log_format = ACCESS_LOG_FORMAT  # no query strings: they may carry a seat token
errorlog = "-"
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
# Under a read-only root filesystem (deploy/k8s) there is no writable /tmp for the
# workers' heartbeat files; /dev/shm is a tmpfs every container runtime provides.
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
# gunicornc's control socket would need a writable home; the orchestrator manages workers.
control_socket_disable = True

# on_starting starts `referee compute-pool` beside the workers (REFEREE_COMPUTE_PROCESSES
# processes, one per core by default, on the idle scheduling policy; its socket in /dev/shm):
# expert suggestions, big transcripts and dry runs' sampling run there, never in a worker.

# Workers share their metrics through files in one directory, so /metrics sums them all,
# and their stream counts through one shared page, so REFEREE_MAX_STREAMS bounds the instance.
prepare_multiprocess(workers)
prepare_streams()
raise_open_files()
