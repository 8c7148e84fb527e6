"""Process-local request and move counters, exposed in the Prometheus text format."""

from __future__ import annotations

import os
import threading
import time
from collections import Counter

from flask import Flask, Response, g, request

# Upper bounds (seconds) of the latency histogram's buckets.
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)


class Metrics:
    def __init__(self):
        self._lock = threading.Lock()
        self.requests: Counter = Counter()      # (endpoint, method, status) -> count
        self.moves: Counter = Counter()         # (game, legal) -> count
        self.latency: Counter = Counter()       # (endpoint, bucket) -> count
        self.latency_sum: Counter = Counter()   # endpoint -> seconds

    def observe(self, endpoint: str, method: str, status: int, seconds: float,
                game: str | None, legal: bool | None) -> None:
        with self._lock:
            self.requests[(endpoint, method, status)] += 1
            self.latency_sum[endpoint] += seconds
            for bound in BUCKETS:
                if seconds <= bound:
                    self.latency[(endpoint, bound)] += 1
            self.latency[(endpoint, "+Inf")] += 1
            if game is not None and legal is not None:
                self.moves[(game, "true" if legal else "false")] += 1

    def render(self) -> str:
        pid = os.getpid()
        lines = [
            "# HELP referee_requests_total HTTP requests answered, by endpoint and status.",
            "# TYPE referee_requests_total counter"]
        with self._lock:
            for (endpoint, method, status), n in sorted(self.requests.items()):
                lines.append(f'referee_requests_total{{endpoint="{endpoint}",method="{method}",'
                             f'status="{status}",pid="{pid}"}} {n}')
            lines += ["# HELP referee_moves_total Moves refereed, by game and legality.",
                      "# TYPE referee_moves_total counter"]
            for (game, legal), n in sorted(self.moves.items()):
                lines.append(f'referee_moves_total{{game="{game}",legal="{legal}",pid="{pid}"}} {n}')
            lines += ["# HELP referee_request_seconds Request latency.",
                      "# TYPE referee_request_seconds histogram"]
            for (endpoint, bound), n in sorted(self.latency.items(), key=lambda kv: (
                    kv[0][0], float("inf") if kv[0][1] == "+Inf" else kv[0][1])):
                lines.append(f'referee_request_seconds_bucket{{endpoint="{endpoint}",le="{bound}",'
                             f'pid="{pid}"}} {n}')
            for endpoint, total in sorted(self.latency_sum.items()):
                count = self.latency[(endpoint, "+Inf")]
                lines.append(f'referee_request_seconds_sum{{endpoint="{endpoint}",pid="{pid}"}} {total:.6f}')
                lines.append(f'referee_request_seconds_count{{endpoint="{endpoint}",pid="{pid}"}} {count}')
        return "\n".join(lines) + "\n"


def install(app: Flask) -> Metrics:
    metrics = Metrics()
    app.extensions["referee.metrics"] = metrics

    @app.before_request
    def start_timer():
        g.referee_started = time.perf_counter()

    @app.after_request
    def record(response: Response):
        started = g.get("referee_started")
        if started is not None:
            metrics.observe(request.endpoint or "unmatched", request.method, response.status_code,
                            time.perf_counter() - started, g.get("referee_game"),
                            g.get("referee_legal"))
        return response

    return metrics
