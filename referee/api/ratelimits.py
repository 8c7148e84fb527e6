"""Rate limits per client (Flask-Limiter): on session creation and on moves when configured,
and on join-code redemptions always (a code is its only credential, so its guesses are
budgeted per address; REFEREE_RATE_LIMIT_JOINS sets the budget).

A client is its address (as the trusted proxies of REFEREE_PROXY_HOPS saw it), unless the
request names a session and its bearer token is a seat token the referee issued for that
session: then the seat is the client, so players behind one address do not share a
budget. Any other token counts for nothing, so an invented one never buys a fresh budget:
session creation, stateless moves and join-code redemptions name no session and always
count by address.
The counters live in Redis when the referee has one, so every worker and machine counts
together; if Redis fails, each process counts alone in memory until it returns, rather
than refusing or letting everything through.
"""

from __future__ import annotations

import hashlib
import math
import time
from typing import cast

from flask import Flask, request
from flask.typing import RouteCallable
from werkzeug.middleware.proxy_fix import ProxyFix

from ..sessions import SessionError
from .config import Settings
from .problems import problem
from .sessions.plumbing import service

# scope -> (setting, endpoints that draw on one budget per client)
SCOPES = {
    "sessions": ("rate_limit_sessions", ("sessions.create_session",)),
    "moves": ("rate_limit_moves", ("games.play_move", "sessions.session_move")),
    "joins": ("rate_limit_joins", ("joins.redeem_join_code",)),
}


def _seat_token() -> str | None:
    """The request's bearer token when it is a seat token of the session the path names."""
    session_id = (request.view_args or {}).get("session_id")
    scheme, _, token = request.headers.get("Authorization", "").strip().partition(" ")
    token = token.strip()
    if not (isinstance(session_id, str) and scheme.lower() == "bearer" and token):
        return None
    try:
        seat = service().seat_holding(session_id, token)
    except SessionError:  # the store is down: the address counts, and the view answers 503
        return None
    return None if seat is None else token


def client_key() -> str:
    """The seat of a verified seat token (hashed: never a secret in a counter's name), else
    the address."""
    token = _seat_token()
    if token is not None:
        return "seat:" + hashlib.sha256(token.encode("utf-8")).hexdigest()[:32]
    return "address:" + (request.remote_addr or "unknown")


def install(app: Flask, settings: Settings) -> None:
    if settings.proxy_hops:
        # Behind proxies every peer is a proxy; the address that counts is the one the
        # trusted proxies saw. Untrusted X-Forwarded-For entries are never believed.
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]  # Flask's way to add middleware
            app.wsgi_app, x_for=settings.proxy_hops
        )
    budgets = {
        scope: getattr(settings, setting)
        for scope, (setting, _) in SCOPES.items()
        if getattr(settings, setting)
    }
    if not budgets:
        return
    # Imported only when some budget is set (join codes' is, by default): loading
    # Flask-Limiter adds a good part of a second to a worker's boot.
    from flask_limiter import Limiter, RateLimitExceeded
    from limits import parse_many

    for scope, budget in budgets.items():
        if not parse_many(budget):  # ValueError for text that is no limit at all
            raise ValueError(f"{SCOPES[scope][0].upper()}: no limit in {budget!r}")
    limiter = Limiter(
        client_key,
        app=app,
        storage_uri=settings.redis_url or "memory://",
        strategy="sliding-window-counter",
        key_prefix="referee",
        swallow_errors=True,
        in_memory_fallback_enabled=True,
    )
    app.extensions["referee.limiter"] = limiter
    for scope, budget in budgets.items():
        shared = limiter.shared_limit(budget, scope=scope)
        for endpoint in SCOPES[scope][1]:
            # The views are synchronous, and so is the limited view.
            app.view_functions[endpoint] = cast(RouteCallable, shared(app.view_functions[endpoint]))

    @app.errorhandler(RateLimitExceeded)
    def rate_limited(error: RateLimitExceeded):
        current = limiter.current_limit
        wait = max(1, math.ceil(current.reset_at - time.time())) if current else 1
        return problem(
            429,
            "rate_limited",
            f"more than {error.description} from this client; try again in {wait} s",
            {"Retry-After": str(wait)},
        )
