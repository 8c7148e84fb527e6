"""The operations calls in the document: liveness, readiness and metrics."""

from __future__ import annotations

from .writer import Writer, json_answer


def document(w: Writer) -> None:
    status = w.named(
        "Status",
        {
            "type": "object",
            "properties": {
                "status": {"type": "string"},
                "store": {
                    "type": ["object", "null"],
                    "description": "readiness only: the session store's kind and health",
                },
            },
        },
    )
    w.spec.path(
        path="/healthz",
        operations={
            "get": w.operation(
                "Liveness",
                "The process answers.",
                None,
                {200: json_answer("alive", status)},
                "operations",
                operation_id="getLiveness",
                example=w.examples.health,
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
                operation_id="getReadiness",
                example=w.examples.ready,
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
                operation_id="getMetrics",
            )
        },
    )
