"""Operations and documentation: health, readiness, metrics, the OpenAPI document and /docs."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, send_from_directory

from .jsonio import json_response
from .metrics import metrics_response
from .openapi import spec_yaml

bp = Blueprint("operations", __name__)

DOCS_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card Referee API</title>
<link rel="stylesheet" href="/docs/static/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/static/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({url: "/openapi.yaml", dom_id: "#swagger-ui", deepLinking: true});</script>
</body></html>
"""


@bp.get("/healthz")
def healthz():
    return json_response({"status": "ok"})


@bp.get("/readyz")
def readyz():
    store = current_app.extensions.get("referee.store")
    if store is None:
        return json_response({"status": "ready", "store": None})
    healthy = store.ping()
    body = {"status": "ready" if healthy else "unavailable",
            "store": {"kind": store.kind, "healthy": healthy}}
    headers = None if healthy else {"Retry-After": str(current_app.config["REFEREE"].retry_after)}
    return json_response(body, 200 if healthy else 503, headers)


@bp.get("/metrics")
def metrics():
    return metrics_response()


@bp.get("/openapi.yaml")
def openapi_yaml():
    return Response(spec_yaml(), mimetype="application/yaml")


@bp.get("/docs")
def docs():
    return Response(DOCS_PAGE, mimetype="text/html")


@bp.get("/docs/static/<path:filename>")
def docs_static(filename: str):
    from swagger_ui_bundle import swagger_ui_path

    return send_from_directory(swagger_ui_path, filename, max_age=86400)
