"""Request ids and JSON logs: every answer carries X-Request-ID, every log line names it."""

from __future__ import annotations

import logging
import re
import sys
import time

from flask import Request, Response, g, has_request_context
from pythonjsonlogger.json import JsonFormatter

from ..unique import unique_hex

HEADER = "X-Request-ID"
# A client's id is kept only when it is short and plain, so it cannot forge log lines.
_CLIENT_ID = re.compile(r"[A-Za-z0-9._:@/+=-]{1,128}")
LOGGER = "referee"


class _RequestContext(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if has_request_context():
            record.request_id = g.get("request_id")
        return True


class JsonLines(logging.StreamHandler):
    """The handler `configure_logging` adds, known again by its class."""


def configure_logging(level: str = "INFO") -> logging.Logger:
    """JSON lines on stderr for the `referee` loggers (the app's included); set up once."""
    logger = logging.getLogger(LOGGER)
    if not any(isinstance(handler, JsonLines) for handler in logger.handlers):
        handler = JsonLines(sys.stderr)
        handler.setFormatter(
            JsonFormatter(
                "{asctime}{levelname}{name}{message}",
                style="{",
                rename_fields={"asctime": "time", "levelname": "level", "name": "logger"},
            )
        )
        handler.addFilter(_RequestContext())
        logger.addHandler(handler)
        logger.propagate = False
    logger.setLevel(level)
    return logger


def begin(ctx, request: Request) -> None:
    """Take the request's id: the client's when plain, else a fresh one (`ctx` is `g`)."""
    given = request.environ.get("HTTP_X_REQUEST_ID")
    ctx.request_id = given if given and _CLIENT_ID.fullmatch(given) else unique_hex()


def finish(ctx, request: Request, response: Response, started: float, log_requests: bool) -> None:
    """Echo the id on the answer and, when asked, log the request as one JSON line."""
    rid = ctx.get("request_id")
    if rid:
        response.headers[HEADER] = rid
        if log_requests:
            rule = request.url_rule
            ACCESS.info(
                "request",
                extra={
                    "method": request.method,
                    "route": rule.rule if rule else None,
                    "path": request.path,
                    "status": response.status_code,
                    "ms": round((time.perf_counter() - started) * 1000, 3),
                    "remote": request.remote_addr,
                },
            )


ACCESS = configure_logging().getChild("access")
