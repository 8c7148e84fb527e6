"""/docs: Swagger UI 5 (vendored, reads OpenAPI 3.1) over the served /openapi.yaml."""

from __future__ import annotations

from pathlib import Path

from flask import render_template, send_from_directory

from .blueprint import bp

SWAGGER_UI = Path(__file__).parent / "vendor" / "swagger-ui"


@bp.get("/docs")
def docs():
    return render_template("docs.html")


@bp.get("/docs/static/<path:filename>")
def docs_static(filename: str):
    return send_from_directory(SWAGGER_UI, filename, max_age=86400)
