"""One hook before and one after each request: its id and clock, body check, metrics and log."""

from __future__ import annotations

import time
from typing import cast

from flask import Flask, Request, Response, g, request
from werkzeug.local import LocalProxy

from . import intake, metrics, requestlog


def _request() -> Request:
    """The request object behind the `request` proxy (which Flask types as the object)."""
    return cast("LocalProxy[Request]", request)._get_current_object()


def install(app: Flask) -> None:
    # One hook each side rather than one per concern: Flask's dispatch of a hook costs
    # a few µs, and these run on every request (bench/RESULTS.md, "Middleware").
    settings = app.config["REFEREE"]
    limit, log_requests = settings.max_body_bytes, settings.log_requests
    transcript_limit = settings.max_transcript_bytes
    app.config["MAX_CONTENT_LENGTH"] = limit

    # `g` and `request` are proxies, each look-up a few context-variable reads: the
    # objects behind them are taken once and handed on.
    @app.before_request
    def begin():
        ctx, req = g._get_current_object(), _request()
        ctx.referee_started = time.perf_counter()
        requestlog.begin(ctx, req)  # first, so that a refused body's answer has an id too
        intake.admit(req, limit, transcript_limit)

    @app.after_request
    def finish(response: Response):
        ctx = g._get_current_object()
        started = ctx.get("referee_started")
        if started is not None:
            req = _request()
            metrics.record(ctx, req, response, started)
            requestlog.finish(ctx, req, response, started, log_requests)
        return response
