"""Rate limits per client (Flask-Limiter): on session creation and on moves when configured,
and on join-code redemptions always (a code is its only credential, so its guesses are
budgeted per address; REFEREE_RATE_LIMIT_JOINS sets the budget). Sessions where bots hold
every seat are budgeted per address too, by default (REFEREE_RATE_LIMIT_BOT_SESSIONS): one
such request plays a whole match on the bot workers.

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
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from flask import Flask, current_app, request
from flask.typing import RouteCallable
from werkzeug.middleware.proxy_fix import ProxyFix

from ..sessions import SessionError
from .config import Settings
from .problems import ApiProblem, problem
from .sessions.plumbing import service

if TYPE_CHECKING:
    from flask_limiter import Limiter

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
    if not budgets and not settings.rate_limit_bot_sessions:
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
    install_bots_only(app, limiter, settings)
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


# -- bots-only sessions ----------------------------------------------------------------------
# Whether a session is bots-only is known once its body is read (or, for a seat given to a
# bot, its record), after Flask-Limiter's checks of the route: the service asks for the
# charge (`bots_only_budget`) on the budget's own counters, kept where the others are.

BOTS_ONLY_SCOPE = "bot_sessions"


def install_bots_only(app: Flask, limiter: Limiter, settings: Settings) -> None:
    budget = settings.rate_limit_bot_sessions
    if not budget:
        return
    from limits import parse_many
    from limits.storage import MemoryStorage
    from limits.strategies import SlidingWindowCounterRateLimiter

    items = sorted(parse_many(budget))
    if not items:
        raise ValueError(f"REFEREE_RATE_LIMIT_BOT_SESSIONS: no limit in {budget!r}")
    alone = SlidingWindowCounterRateLimiter(MemoryStorage())

    def charge() -> None:
        key = "address:" + (request.remote_addr or "unknown")
        for item in items:
            args = ("referee", key, BOTS_ONLY_SCOPE)
            try:
                strategy = limiter.limiter
                allowed = strategy.hit(item, *args)
            except Exception:  # Redis is down: this process counts alone until it returns
                strategy = alone
                allowed = strategy.hit(item, *args)
            if not allowed:
                reset = strategy.get_window_stats(item, *args).reset_time
                wait = max(1, math.ceil(reset - time.time()))
                raise ApiProblem(
                    429,
                    "rate_limited",
                    f"more than {item} sessions played by bots alone from this client; "
                    f"try again in {wait} s",
                    {"Retry-After": str(wait)},
                )

    app.extensions["referee.bots_only_budget"] = charge


def bots_only_budget() -> Callable[[], None] | None:
    """What counts a session where bots hold every seat against its opener's budget (None
    when there is none): the service calls it before it writes one."""
    return current_app.extensions.get("referee.bots_only_budget")


def party() -> str:
    """Whoever opens a session, as its record keeps it: the client address, hashed."""
    address = request.remote_addr or "unknown"
    return hashlib.sha256(("address:" + address).encode("utf-8")).hexdigest()[:24]
