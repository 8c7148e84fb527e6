"""The `referee` command: `serve` the API, run a `bots-worker` or the `compute-pool`, print
the `openapi` document, write the `rules-docs`, `verify` transcripts (on this machine, or on
a Redis job queue that `verify-worker`s serve)."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask

    from .compute.launch import PoolProcess


NO_QUEUE_ON_CLUSTER = (
    "referee: RQ does not run on a Redis Cluster; set REFEREE_BOTS_REDIS_URL to a plain Redis "
    "for the bot queue (this worker applies the clocks' timeouts only)"
)


def _bind_refusal(host: str, port: int) -> str | None:
    """Why the address cannot be listened on, said plainly; None when it can be (checked
    before gunicorn starts, which would retry for five seconds and log each failure)."""
    import errno
    import socket

    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as error:
        return f"cannot listen on {host}: {error.strerror}"
    family, kind, proto, _, address = found[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn binds
        try:
            probe.bind(address)
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                return (
                    f"port {port} on {host} is in use by another process; stop it, or serve "
                    "on another port with --port (or REFEREE_PORT)"
                )
            return f"cannot listen on {host}:{port}: {error.strerror}"
    return None


def _serve(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from gunicorn.app.base import BaseApplication

    from .api.config import Settings
    from .api.workers import (
        ACCESS_LOG_FORMAT,
        WORKER_CLASSES,
        child_exit,
        post_fork,
        pre_fork,
        prepare_multiprocess,
        prepare_streams,
        raise_open_files,
        worker_lifetime,
    )

    settings = Settings.from_env()
    in_memory = settings.redis_url is None
    if in_memory and args.workers not in (None, 1):
        # In-memory sessions live in one process; several workers would each see a
        # different set of sessions. Threads give concurrency without splitting them.
        print(
            "referee: in-memory sessions need one worker; set REFEREE_REDIS_URL to run "
            f"{args.workers} workers",
            file=sys.stderr,
        )
        return 2
    workers = 1 if in_memory else (args.workers or os.cpu_count() or 1)
    gevent = args.worker_class == "gevent"
    refusal = _bind_refusal(args.host, args.port)
    if refusal:
        print(f"referee: {refusal}", file=sys.stderr)
        return 1
    options = {
        "bind": f"{args.host}:{args.port}",
        "workers": workers,
        # A greenlet per connection under gevent: streams and long polls cost no thread.
        "worker_class": WORKER_CLASSES[args.worker_class],
        "worker_connections": settings.max_streams + 2000 if gevent else None,
        "threads": None if gevent else args.threads,
        "graceful_timeout": 10,
        "keepalive": 5,
        "accesslog": "-" if args.access_log else None,
        "access_log_format": ACCESS_LOG_FORMAT,
        "errorlog": "-",
        "limit_request_line": 8190,
        "limit_request_fields": 100,
        "child_exit": child_exit,
        "pre_fork": pre_fork,
        "post_fork": post_fork,
        # As deploy/gunicorn.conf.py does: with Redis, workers are recycled now and then; in
        # memory, the one worker holds every session and nothing ends it.
        **worker_lifetime(in_memory),
        # gunicorn's control socket (gunicornc) would be one path, ~/.gunicorn/gunicorn.ctl,
        # for every server of the user: no instance could own it. Nothing here uses it.
        "control_socket_disable": True,
    }
    prepare_multiprocess(workers)
    prepare_streams()
    raise_open_files()
    # Long computations (expert searches, big transcripts, dry runs' sampling) run in a
    # pool of processes of their own, never in a worker that answers requests.
    from .compute.launch import start_beside

    try:
        pool = start_beside(settings.compute_processes, settings.compute_queue)
    except RuntimeError as error:
        print(f"referee: {error}", file=sys.stderr)
        return 1
    settings = replace(settings, compute_socket=os.environ["REFEREE_COMPUTE_SOCKET"])

    class Server(BaseApplication):
        def load_config(self) -> None:
            for key, value in options.items():
                # A gunicorn from before the control socket has no setting to turn it off.
                if value is not None and (
                    key != "control_socket_disable" or key in self.cfg.settings
                ):
                    self.cfg.set(key, value)

        def load(self) -> Flask:
            # In the worker, after gevent has patched the standard library.
            from .api import create_app

            return create_app(settings)

    store = "redis" if not in_memory else "in-memory"
    # With Redis, bots play in processes of their own that take turns from the queue; in
    # memory, a thread of the one gunicorn worker plays them.
    bots_workers = 0 if in_memory else args.bots_workers
    print(
        f"referee: serving on http://{args.host}:{args.port} ({store} sessions, "
        f"{workers} worker(s) x "
        + ("gevent" if gevent else f"{args.threads} threads")
        + f", {bots_workers} bots worker(s), compute pool on {settings.compute_socket})",
        file=sys.stderr,
    )
    # With two or more, the first plays only the turns a person waits for, so that no
    # backlog of bots-only matches ever keeps a person's bot waiting.
    started = [
        subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "bots-worker"]
            + (["--attended-only"] if bots_workers > 1 and index == 0 else [])
        )
        for index in range(bots_workers)
    ]
    master = os.getpid()
    try:
        Server().run()
    finally:
        # gunicorn forks its workers inside run(), and a worker that exits (recycled, or
        # stopped) leaves through here too: only the master stops what it started.
        if os.getpid() == master:
            _stop_started(started, pool)
    return 0


def _stop_started(started: list[subprocess.Popen], pool: PoolProcess | None) -> None:
    """Stop the bots workers and the compute pool `referee serve` started beside gunicorn."""
    for worker in started:
        worker.terminate()
    for worker in started:
        try:
            worker.wait(10)
        except subprocess.TimeoutExpired:
            worker.kill()
    if pool is not None:
        pool.stop()


def _compute_pool(args: argparse.Namespace) -> int:
    from .api.config import Settings
    from .compute.launch import processes
    from .compute.pool import serve

    settings = Settings.from_env()
    serve(
        args.socket,
        processes(args.processes if args.processes is not None else settings.compute_processes),
        args.queue if args.queue is not None else settings.compute_queue,
    )
    return 0


def _bots_worker(args: argparse.Namespace) -> int:
    import threading

    from .api.config import Settings
    from .sessions import build_service, build_store
    from .sessions.bots import MAINTENANCE_SECONDS, run_worker
    from .sessions.build import bot_queue_url

    settings = Settings.from_env()
    if settings.redis_url is None:
        print(
            "referee: bots-worker takes bot turns from Redis; set REFEREE_REDIS_URL (with "
            "in-memory sessions, `referee serve` plays the bots in its own process)",
            file=sys.stderr,
        )
        return 2
    store = build_store(
        settings.redis_url, settings.session_ttl, settings.max_sessions, settings.redis_cluster
    )
    url = bot_queue_url(settings, store)
    if url is None and args.burst:
        # Nothing to empty and stop after: say so before anything starts serving.
        print(NO_QUEUE_ON_CLUSTER, file=sys.stderr)
        return 2
    from .games.registry import get_game
    from .webhooks import build_webhooks
    from .webhooks.runners import QUEUE, RUN_JOB

    # The worker's own changes (bot moves, timeouts) are handed to their sessions' webhooks
    # as any process's; without a job queue no session has one.
    webhooks = build_webhooks(settings, store, get_game, url)
    # Every bots worker also applies the timeouts of the sessions' clocks (their deadlines
    # wait in the sessions' Redis), even where no bot queue can run.
    service = build_service(
        settings,
        store,
        hooks=None if webhooks is None else webhooks.hooks,
        serve_deadlines=True,
    )
    if url is None:
        print(NO_QUEUE_ON_CLUSTER, file=sys.stderr)
        threading.Event().wait()
        return 0
    assert webhooks is not None  # a job queue's Redis gives the webhooks theirs
    deliver = webhooks.deliverer.run
    if not args.attended_only:  # webhooks are no attended-only worker's to tell
        webhooks.sweeper.start()
    run_worker(
        service.play_bot,
        url,
        attended_only=args.attended_only,
        burst=args.burst,
        maintenance_seconds=args.maintenance_seconds or MAINTENANCE_SECONDS,
        logging_level=args.log_level,
        also={QUEUE: (RUN_JOB, lambda session_id, *_: deliver(session_id))},
    )
    return 0


def _openapi(args: argparse.Namespace) -> int:
    from .api import create_app
    from .api.openapi import spec_yaml

    text = spec_yaml(create_app)
    if args.check:
        with open(args.check, encoding="utf-8") as handle:
            if handle.read() != text:
                print(
                    f"referee: {args.check} differs from the generated document; "
                    "run `referee openapi > openapi.yaml`",
                    file=sys.stderr,
                )
                return 1
        return 0
    sys.stdout.write(text)
    return 0


def _rules_docs(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .games.registry import REGISTRY
    from .rules_pages import COMMAND, pages, stale, write

    folder, expected = Path(args.out), pages(REGISTRY.values())
    if args.check:
        differing = stale(folder, expected)
        if differing:
            print(
                f"referee: {', '.join(differing)} in {folder} differ from the rules catalogs; "
                f"run `{COMMAND}`",
                file=sys.stderr,
            )
            return 1
        return 0
    for name in write(folder, expected):
        print(
            f"referee: wrote {folder / name}"
            if name in expected
            else f"referee: removed {folder / name}",
            file=sys.stderr,
        )
    return 0


def _verify(args: argparse.Namespace) -> int:
    from .transcripts.console import run

    return run(args.paths, as_json=args.json, processes=args.processes, redis_url=args.redis_url)


def _verify_worker(args: argparse.Namespace) -> int:
    from redis import Redis

    from .transcripts.jobs import work

    work(Redis.from_url(args.redis_url), args.workers, burst=args.burst)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="referee", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the HTTP API under gunicorn")
    serve.add_argument("--host", default=os.environ.get("REFEREE_HOST", "127.0.0.1"))
    serve.add_argument("--port", type=int, default=int(os.environ.get("REFEREE_PORT", "8000")))
    serve.add_argument(
        "--workers",
        type=int,
        default=None,
        help="gunicorn workers (default: 1 with in-memory sessions, one per core with Redis)",
    )
    serve.add_argument(
        "--worker-class",
        choices=("gevent", "gthread"),
        default=os.environ.get("REFEREE_WORKER_CLASS", "gevent"),
        help="gevent (default): a greenlet per connection, so event streams and long polls "
        "hold no thread; gthread: a pool of threads per worker",
    )
    serve.add_argument(
        "--threads",
        type=int,
        default=16,
        help="threads per gthread worker; event streams and long polls hold one each",
    )
    serve.add_argument("--access-log", action="store_true", help="log every request")
    serve.add_argument(
        "--bots-workers",
        type=int,
        default=2,
        metavar="N",
        help="with Redis, `referee bots-worker` processes to start beside gunicorn "
        "(default 2: one plays only the turns a person waits for, the others bots-only "
        "play too; 0 when they run elsewhere)",
    )
    serve.set_defaults(run=_serve)
    bots = commands.add_parser(
        "bots-worker",
        help="play the turns of bot seats from the Redis queues `bots`, then `bots-only`, and "
        "deliver webhooks from the queue `webhooks` between them (RQ)",
    )
    bots.add_argument(
        "--attended-only",
        action="store_true",
        help="play only the turns a person waits for (the queue `bots`), never bots-only play "
        "nor webhook deliveries",
    )
    bots.add_argument(
        "--maintenance-seconds",
        type=int,
        default=None,
        metavar="S",
        help="how often to look for turns whose worker died, to play them again (default 10)",
    )
    bots.add_argument("--burst", action="store_true", help="stop once the queue is empty")
    bots.add_argument("--log-level", default="WARNING", help="RQ's logging level")
    bots.set_defaults(run=_bots_worker)
    compute = commands.add_parser(
        "compute-pool",
        help="run long computations (expert suggestions, big transcripts, dry runs) for the "
        "workers, on a Unix socket (`referee serve` and deploy/gunicorn.conf.py start one)",
    )
    compute.add_argument("--socket", required=True, metavar="PATH", help="the Unix socket")
    compute.add_argument(
        "--processes",
        type=int,
        default=None,
        help="processes computing at once (default REFEREE_COMPUTE_PROCESSES, else one per core)",
    )
    compute.add_argument(
        "--queue",
        type=int,
        default=None,
        help="jobs that may wait for a process; past them a job is answered busy "
        "(default REFEREE_COMPUTE_QUEUE, else 2)",
    )
    compute.set_defaults(run=_compute_pool)
    openapi = commands.add_parser("openapi", help="print the generated OpenAPI document")
    openapi.add_argument(
        "--check", metavar="FILE", help="exit 1 unless FILE equals the generated document"
    )
    openapi.set_defaults(run=_openapi)
    rules_docs = commands.add_parser(
        "rules-docs", help="write docs/rules/<game>.md from every game's rules catalog"
    )
    rules_docs.add_argument(
        "--out",
        default="docs/rules",
        metavar="DIR",
        help="the folder of the pages (default: docs/rules)",
    )
    rules_docs.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 unless every page is up to date"
    )
    rules_docs.set_defaults(run=_rules_docs)
    verify = commands.add_parser(
        "verify",
        help="check transcripts (files or folders of them) move by move; exit 1 if any is invalid",
    )
    verify.add_argument("paths", nargs="+", metavar="PATH", help="a transcript file or a folder")
    verify.add_argument("--json", action="store_true", help="print the results as JSON")
    verify.add_argument(
        "--processes",
        type=int,
        default=os.cpu_count() or 1,
        help="processes checking at once (default: every core)",
    )
    verify.add_argument(
        "--redis-url",
        metavar="URL",
        help="check on the job queue `transcripts` of this Redis, by `referee verify-worker`s",
    )
    verify.set_defaults(run=_verify)
    verify_worker = commands.add_parser(
        "verify-worker", help="check transcripts from the job queue `transcripts` of a Redis"
    )
    verify_worker.add_argument("--redis-url", metavar="URL", required=True)
    verify_worker.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() or 1,
        help="worker processes (default: every core)",
    )
    verify_worker.add_argument("--burst", action="store_true", help="stop once the queue is empty")
    verify_worker.set_defaults(run=_verify_worker)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
