"""The browser pages: interactive API docs at /docs and the reference web table at /play."""

from __future__ import annotations

from flask import Blueprint

bp = Blueprint("web", __name__, template_folder="templates")

from . import docs, play  # noqa: E402,F401  (they add their routes to `bp`)
