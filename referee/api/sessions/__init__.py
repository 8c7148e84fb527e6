"""Sessions over HTTP: `schemas` (the wire format), `plumbing` (what the views share) and
`routes` (the blueprints: sessions, and join-code redemption), with `webhook` (a session's
webhook, on the sessions blueprint). Their part of the OpenAPI document is written by the
`@doc` beside each route (`referee.api.openapi`).
"""

from __future__ import annotations

from . import webhook as webhook  # its routes join the sessions blueprint
from .routes import bp, joins

__all__ = ["bp", "joins"]
