"""What the session views share: the app's session service, the bearer token, query integers."""

from __future__ import annotations

from flask import current_app, request

from ...engine import MalformedInput
from ...sessions import SessionService, Unauthorized

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
