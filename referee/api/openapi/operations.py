"""The operations calls in the document: liveness, readiness and metrics."""

from __future__ import annotations

from .writer import Writer, json_answer


def document(w: Writer) -> None:
    status = {"type": "object", "properties": {"status": {"type": "string"}}}
    w.spec.path(
        path="/healthz",
        operations={
            "get": w.operation(
                "Liveness",
                "The process answers.",
                None,
                {200: json_answer("alive", status)},
                "operations",
            )
        },
    )
    w.spec.path(
        path="/readyz",
        operations={
            "get": w.operation(
                "Readiness",
                "The process and its session store answer.",
                None,
                {
                    200: json_answer("ready", status),
                    503: json_answer("the session store is unreachable", status),
                },
                "operations",
            )
        },
    )
    w.spec.path(
        path="/metrics",
        operations={
            "get": w.operation(
                "Metrics",
                "Request and move counters in the Prometheus text format (per process).",
                None,
                {
                    200: {
                        "description": "metrics",
                        "content": {"text/plain": {"schema": {"type": "string"}}},
                    }
                },
                "operations",
            )
        },
    )
