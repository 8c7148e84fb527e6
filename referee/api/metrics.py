"""Prometheus metrics of the referee, aggregated across gunicorn workers (prometheus_client)."""

from __future__ import annotations

import os
import time

from flask import Request, Response
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

from .workers import MULTIPROC_ENV

# Metrics are process globals (prometheus_client registers each name once); in multiprocess
# mode each worker writes its own files in PROMETHEUS_MULTIPROC_DIR and /metrics sums them.
REQUESTS = Counter(
    "referee_requests",
    "HTTP requests answered, by route, method and status.",
    ["route", "method", "status"],
)
LATENCY = Histogram(
    "referee_request_seconds",
    "Request latency, by route.",
    ["route"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
)
MOVES = Counter("referee_moves", "Moves refereed, by game and legality.", ["game", "legal"])
STORE_ERRORS = Counter("referee_store_errors", "Session calls that found the store unreachable.")
STORE_RETRIES = Counter(
    "referee_store_retries", "Moves checked again because the session changed under them."
)
OPEN_STREAMS = Gauge(
    "referee_open_streams",
    "Event streams and long polls held open now.",
    multiprocess_mode="livesum",
)
# One series per live worker (by pid): how evenly the workers share the load.
WORKER_REQUESTS = Gauge(
    "referee_worker_requests", "Requests answered by each live worker.", multiprocess_mode="liveall"
)


def render() -> bytes:
    if os.environ.get(MULTIPROC_ENV):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry)
    return generate_latest(REGISTRY)


_SERIES: dict = {}  # (route, method, status) -> its counter and histogram, labelled once
_MOVES: dict = {}  # (game, legal) -> its counter


def record(ctx, request: Request, response: Response, started: float) -> None:
    """Count the answered request and its latency; a refereed move by game and legality."""
    rule = request.url_rule
    route = rule.rule if rule is not None else "unmatched"
    key = (route, request.method, response.status_code)
    series = _SERIES.get(key)
    if series is None:
        series = _SERIES[key] = (REQUESTS.labels(route, key[1], str(key[2])), LATENCY.labels(route))
    series[0].inc()
    series[1].observe(time.perf_counter() - started)
    WORKER_REQUESTS.inc()
    legal = ctx.get("referee_legal")
    if legal is not None:
        labels = (ctx.get("referee_game") or "unknown", "true" if legal else "false")
        moves = _MOVES.get(labels)
        if moves is None:
            moves = _MOVES[labels] = MOVES.labels(*labels)
        moves.inc()


def metrics_response() -> Response:
    return Response(render(), mimetype=CONTENT_TYPE_LATEST)
