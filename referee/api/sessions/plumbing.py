"""What the session views share: the app's session service, the bearer token, query integers."""

from __future__ import annotations

from flask import current_app, request

from ...engine import MalformedInput
from ...sessions import SessionService, SessionStore, Unauthorized
from ...sessions.bots import BotTurns, QueueTurns, ThreadTurns
from ..config import Settings
from ..metrics import STORE_RETRIES

HISTORY_PAGE = 1000  # most entries, and the default, of one page of a session's history


def service() -> SessionService:
    """The app's session service over the store `create_app` put in `extensions`."""
    extensions = current_app.extensions
    found = extensions.get("referee.sessions")
    if found is None or found.store is not extensions["referee.store"]:
        settings = current_app.config["REFEREE"]
        turns = bot_turns(settings, extensions["referee.store"])
        found = SessionService(
            extensions["referee.store"],
            max_session_bytes=settings.max_session_bytes,
            max_entry_bytes=settings.max_history_entry_bytes,
            admin_token=settings.admin_token,
            on_retry=STORE_RETRIES.inc,
            bots=turns,
            announce=extensions["referee.notifier"].publish,
        )
        if isinstance(turns, ThreadTurns):
            turns.bind(found.play_bot)
        extensions["referee.sessions"] = found
    return found


def bot_turns(settings: Settings, store: SessionStore) -> BotTurns | None:
    """Where the bots' turns go: a thread of this process with the memory store; with Redis,
    the RQ queue `bots` on REFEREE_BOTS_REDIS_URL, else on the sessions' own Redis (none on
    a Redis Cluster, which RQ does not run on: no bot seats then)."""
    if store.kind == "memory":
        return ThreadTurns()
    url = settings.bots_redis_url or (None if settings.redis_cluster else store.url)
    return QueueTurns(url) if url else None


def bearer(required: bool = False) -> str | None:
    """The token of `Authorization: Bearer <token>`; None when there is no such header."""
    header = request.headers.get("Authorization")
    if header is None:
        if required:
            raise Unauthorized(
                "token_required", "this call needs a seat token (Authorization: Bearer <token>)"
            )
        return None
    scheme, _, token = header.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        raise Unauthorized("bad_authorization", "Authorization must be `Bearer <token>`")
    return token


# The largest session version a query names (`since`): past any match's length.
VERSION_MAX = 2**31


def query_int(name: str, default: int, minimum: int, maximum: int) -> int:
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        value = None
    if value is None or not minimum <= value <= maximum:
        raise MalformedInput(
            f"query parameter {name} must be an integer from {minimum} to {maximum}", path=name
        )
    return value
