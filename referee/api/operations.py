"""Operations: health, readiness, metrics and the OpenAPI document (/docs is in referee.web)."""

from __future__ import annotations

from flask import Blueprint, Response, current_app

from .jsonio import json_response
from .metrics import metrics_response
from .openapi.declare import Answer, doc

bp = Blueprint("operations", __name__)


@bp.get("/healthz")
@doc("getLiveness", "Liveness", answers={200: Answer("alive", "Status")})
def healthz():
    return json_response({"status": "ok"})


@bp.get("/readyz")
@doc(
    "getReadiness",
    "Readiness",
    answers={
        200: Answer("ready", "Status"),
        503: Answer("the session store is unreachable", "Status"),
    },
)
def readyz():
    store = current_app.extensions.get("referee.store")
    if store is None:
        return json_response({"status": "ready", "store": None})
    healthy = store.ping()
    body = {
        "status": "ready" if healthy else "unavailable",
        "store": {"kind": store.kind, "healthy": healthy},
    }
    headers = None if healthy else {"Retry-After": str(current_app.config["REFEREE"].retry_after)}
    return json_response(body, 200 if healthy else 503, headers)


@bp.get("/metrics")
@doc(
    "getMetrics",
    "Metrics",
    answers={200: Answer("metrics", {"type": "string"}, media="text/plain")},
)
def metrics():
    return metrics_response()


@bp.get("/openapi.yaml")
def openapi_yaml():
    return Response(current_app.extensions["referee.openapi"](), mimetype="application/yaml")
