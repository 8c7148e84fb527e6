"""What the session views share: the app's session service and webhooks, the bearer token,
query integers, and the webhook subscription a request asks for."""

from __future__ import annotations

from typing import Any

from flask import current_app, request

from ...engine import MalformedInput
from ...sessions import SessionService, Unauthorized
from ...sessions.hooks import Subscription
from ...webhooks import Webhooks
from ...webhooks.events import DEFAULT_TYPES, EVENT_TYPES
from ...webhooks.signing import new_secret
from ...webhooks.targets import BadTarget, check
from ..problems import ApiProblem

HISTORY_PAGE = 1000  # most entries, and the default, of one page of a session's history


def service() -> SessionService:
    """The app's session service, which `create_app` built (`build_service`)."""
    return current_app.extensions["referee.sessions"]


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


def webhooks() -> Webhooks:
    """The app's webhooks; 503 where this referee has no job queue to deliver them with."""
    found = current_app.extensions.get("referee.webhooks")
    if found is None:
        raise ApiProblem(
            503,
            "webhooks_unavailable",
            "this referee delivers no webhooks: its sessions are on a Redis Cluster and no "
            "REFEREE_BOTS_REDIS_URL names a job queue",
        )
    return found


def subscription(asked: dict[str, Any]) -> Subscription:
    """The subscription a request asks for (`webhook` of a creation, the body of a PUT),
    its well-formed URL (the schema's `webhook_url`) checked against what the deployment
    calls (422 `webhook_url_refused`) and a fresh secret drawn."""
    found = webhooks()
    try:
        check(asked["url"], found.allowance)
    except BadTarget as refused:
        raise ApiProblem(422, "webhook_url_refused", refused.reason) from None
    chosen = asked.get("events") or DEFAULT_TYPES
    types = tuple(kind for kind in EVENT_TYPES if kind in chosen)  # the table's order
    return Subscription(url=asked["url"], types=types, secret=new_secret())
