"""The browser pages' blueprint, which docs.py and play.py add their routes to."""

from __future__ import annotations

from flask import Blueprint

bp = Blueprint("web", __name__, template_folder="templates")
