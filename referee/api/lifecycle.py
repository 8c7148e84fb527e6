"""One hook before and one after every request: its id and clock, its body check, its metrics and log line."""

from __future__ import annotations

import time

from flask import Flask, Response, g

from . import intake, metrics, requestlog


def install(app: Flask) -> None:
    # One hook each side rather than one per concern: Flask's dispatch of a hook costs
    # a few µs, and these run on every request (bench/RESULTS.md, "Middleware").
    settings = app.config["REFEREE"]
    limit, log_requests = settings.max_body_bytes, settings.log_requests
    app.config["MAX_CONTENT_LENGTH"] = limit

    @app.before_request
    def begin():
        ctx = g._get_current_object()
        ctx.referee_started = time.perf_counter()
        requestlog.begin(ctx)         # first, so that a refused body's answer has an id too
        intake.admit(limit)

    @app.after_request
    def finish(response: Response):
        ctx = g._get_current_object()
        started = ctx.get("referee_started")
        if started is not None:
            metrics.record(ctx, response, started)
            requestlog.finish(ctx, response, started, log_requests)
        return response
