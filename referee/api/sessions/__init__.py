"""Sessions over HTTP: `schemas` (the wire format), `plumbing` (what the views share) and
`routes` (the blueprints: sessions, and join-code redemption). Their part of the OpenAPI
document is written by the `@doc` beside each route (`referee.api.openapi`).
"""

from __future__ import annotations

from .routes import bp, joins

__all__ = ["bp", "joins"]
