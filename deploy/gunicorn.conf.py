"""gunicorn settings for production: `gunicorn -c deploy/gunicorn.conf.py referee.wsgi:app`."""

import multiprocessing
import os

from referee.api.workers import (  # noqa: F401 - child_exit is a gunicorn hook
    ACCESS_LOG_FORMAT,
    child_exit,
    prepare_multiprocess,
)

_redis = bool(os.environ.get("REFEREE_REDIS_URL"))

bind = os.environ.get("REFEREE_BIND", "0.0.0.0:8000")
# In-memory sessions live in one process, so without Redis there is one worker.
workers = (
    int(os.environ.get("REFEREE_WORKERS", min(2 * multiprocessing.cpu_count() + 1, 8)))
    if _redis
    else 1
)
worker_class = "gthread"
# Event streams and long polls hold a thread each while they wait (at most REFEREE_MAX_STREAMS,
# default 8); the other threads always remain for ordinary requests.
threads = int(os.environ.get("REFEREE_THREADS", "16"))
timeout = 30
graceful_timeout = 10
keepalive = 5
max_requests = 10000  # recycle workers now and then, with jitter so they don't all at once
max_requests_jitter = 1000
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

# Workers share their metrics through files in one directory, so /metrics sums them all.
prepare_multiprocess(workers)
