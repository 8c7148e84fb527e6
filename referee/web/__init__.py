"""The browser pages: interactive API docs at /docs and the reference web table at /play."""

from __future__ import annotations

from . import docs, play  # noqa: F401  (they add their routes to `bp`)
from .blueprint import bp

__all__ = ["bp"]
