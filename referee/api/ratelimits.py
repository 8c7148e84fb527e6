"""Rate limits per client (Flask-Limiter): on session creation and on moves when configured,
and on join-code redemptions always (a code is its only credential, so its guesses are
budgeted per address; REFEREE_RATE_LIMIT_JOINS sets the budget). Sessions where bots hold
every seat are budgeted per address too, by default (REFEREE_RATE_LIMIT_BOT_SESSIONS): one
such request plays a whole match on the bot workers. So is every other costly call, per
address, by default: suggested moves (and expert ones apart), dry runs, and the bytes of
transcripts as inflated (a budget of bytes, charged as they are known).

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
from typing import TYPE_CHECKING, NamedTuple, cast

import orjson
from flask import Flask, current_app, request
from flask.typing import RouteCallable
from werkzeug.middleware.proxy_fix import ProxyFix

from ..sessions import SessionError
from .config import Settings
from .problems import ApiProblem, problem
from .sessions.plumbing import service

if TYPE_CHECKING:
    from flask_limiter import Limiter


class Scope(NamedTuple):
    """A budget: its setting, the endpoints that draw on it (one budget per client), and,
    where they differ from the default, who the client is and which requests are exempt."""

    setting: str
    endpoints: tuple[str, ...]
    key: Callable[[], str] | None = None
    exempt: Callable[[], bool] | None = None


def address_key() -> str:
    """The client's address, whatever token it carries."""
    return "address:" + (request.remote_addr or "unknown")


def _not_expert() -> bool:
    """Whether a suggestion asks for another level than `expert` (the body is refused by
    the view when it is no JSON object)."""
    try:
        body = orjson.loads(request.get_data(cache=True))
    except orjson.JSONDecodeError:
        return True
    return not (isinstance(body, dict) and body.get("level") == "expert")


def _not_dry_run() -> bool:
    return request.args.get("dry_run") != "true"


SCOPES = {
    "sessions": Scope("rate_limit_sessions", ("sessions.create_session",)),
    "moves": Scope("rate_limit_moves", ("games.play_move", "sessions.session_move")),
    "joins": Scope("rate_limit_joins", ("joins.redeem_join_code",)),
    "suggestions": Scope("rate_limit_suggestions", ("suggestions.suggest",)),
    "expert_suggestions": Scope(
        "rate_limit_expert_suggestions", ("suggestions.suggest",), exempt=_not_expert
    ),
    # By address: a seat's budget grows with every session its address opens.
    "dry_runs": Scope(
        "rate_limit_dry_runs", ("sessions.session_move",), key=address_key, exempt=_not_dry_run
    ),
}
# Budgets of a cost rather than of requests, charged by the view: scope -> setting.
COSTED = {"transcript_bytes": "rate_limit_transcript_bytes"}


def budget(settings: Settings, setting: str) -> str | None:
    """A budget's setting; None when unset or `off`."""
    value = getattr(settings, setting)
    return None if not value or value.strip().lower() == "off" else value


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
    return address_key()


def install(app: Flask, settings: Settings) -> None:
    if settings.proxy_hops:
        # Behind proxies every peer is a proxy; the address that counts is the one the
        # trusted proxies saw. Untrusted X-Forwarded-For entries are never believed.
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]  # Flask's way to add middleware
            app.wsgi_app, x_for=settings.proxy_hops
        )
    budgets = {
        scope: value
        for scope, entry in {
            **SCOPES,
            **{name: Scope(key, ()) for name, key in COSTED.items()},
        }.items()
        if (value := budget(settings, entry.setting))
    }
    if not budgets and not settings.rate_limit_bot_sessions:
        return
    # Imported only when some budget is set (the costly calls' are, by default): loading
    # Flask-Limiter adds a good part of a second to a worker's boot.
    from flask_limiter import Limiter, RateLimitExceeded
    from limits import parse_many

    parsed = {}
    for scope, value in budgets.items():
        parsed[scope] = parse_many(value)
        if not parsed[scope]:  # parse_many raises ValueError for text that is no limit at all
            setting = (SCOPES[scope].setting if scope in SCOPES else COSTED[scope]).upper()
            raise ValueError(f"REFEREE_{setting}: no limit in {value!r}")
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
    app.extensions["referee.costed"] = {scope: parsed[scope] for scope in COSTED if scope in parsed}
    for scope, value in budgets.items():
        if scope in COSTED:
            continue
        entry = SCOPES[scope]
        shared = limiter.shared_limit(
            value, scope=scope, key_func=entry.key, exempt_when=entry.exempt
        )
        for endpoint in entry.endpoints:
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


def _costed(scope: str) -> tuple[list, object] | None:
    items = current_app.extensions.get("referee.costed", {}).get(scope)
    if not items:
        return None
    return items, current_app.extensions["referee.limiter"].limiter


def charge_transcript_bytes(size: int) -> None:
    """Draw `size` bytes from the address's transcript budget, before the work: a `429`
    when they do not fit. A store that fails lets the request through, as the other
    budgets do."""
    costed = _costed("transcript_bytes")
    if costed is None or size <= 0:
        return
    items, strategy = costed
    key = ("transcript_bytes", address_key())
    for item in items:
        try:
            if strategy.hit(item, *key, cost=size):  # type: ignore[attr-defined]
                continue
            reset = strategy.get_window_stats(item, *key).reset_time  # type: ignore[attr-defined]
        except Exception:
            return
        wait = max(1, math.ceil(reset - time.time()))
        raise ApiProblem(
            429,
            "rate_limited",
            f"more than {item.amount} bytes of transcripts per {item.multiples} "
            f"{item.GRANULARITY.name} from this client; try again in {wait} s",
            {"Retry-After": str(wait)},
        )


def spend_transcript_bytes(size: int) -> None:
    """Draw `size` more bytes, once the work showed them (a gzipped body inflated): as much
    of them as is left, never a refusal, since the work is done; the next request pays."""
    costed = _costed("transcript_bytes")
    if costed is None or size <= 0:
        return
    items, strategy = costed
    key = ("transcript_bytes", address_key())
    for item in items:
        try:
            left = strategy.get_window_stats(item, *key).remaining  # type: ignore[attr-defined]
            if left > 0:
                strategy.hit(item, *key, cost=min(size, left))  # type: ignore[attr-defined]
        except Exception:
            return
