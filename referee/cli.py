"""The `referee` command: `serve` the API, print its `openapi` document, write the `rules-docs`."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask


def _serve(args: argparse.Namespace) -> int:
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
    options = {
        "bind": f"{args.host}:{args.port}",
        "workers": workers,
        # A greenlet per connection under gevent: streams and long polls cost no thread.
        "worker_class": WORKER_CLASSES[args.worker_class],
        "worker_connections": settings.max_streams + 2000 if gevent else None,
        "threads": None if gevent else args.threads,
        "timeout": 30,
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
    }
    prepare_multiprocess(workers)
    prepare_streams()
    raise_open_files()

    class Server(BaseApplication):
        def load_config(self) -> None:
            for key, value in options.items():
                if value is not None:
                    self.cfg.set(key, value)

        def load(self) -> Flask:
            # In the worker, after gevent has patched the standard library.
            from .api import create_app

            return create_app(settings)

    store = "redis" if not in_memory else "in-memory"
    print(
        f"referee: serving on http://{args.host}:{args.port} ({store} sessions, "
        f"{workers} worker(s) x " + ("gevent" if gevent else f"{args.threads} threads") + ")",
        file=sys.stderr,
    )
    Server().run()
    return 0


def _openapi(args: argparse.Namespace) -> int:
    from .api.openapi import spec_yaml

    text = spec_yaml()
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
    serve.set_defaults(run=_serve)
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
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
