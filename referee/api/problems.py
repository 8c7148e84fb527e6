"""RFC 9457 problem+json answers for every failure; no internal text ever reaches a client."""

from __future__ import annotations

import logging

from flask import Flask, Response, current_app, request
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from ..engine import RefereeError
from ..sessions import SessionError, StaleVersion, StoreUnavailable, Unauthorized
from ..statecodec import CodecError
from .jsonio import etag, json_response
from .live import TooManyStreams
from .metrics import STORE_ERRORS

log = logging.getLogger("referee.api")

PROBLEM_TYPE = "urn:card-referee:problem:{code}"
TITLES = {
    400: "Malformed request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not found",
    405: "Method not allowed",
    409: "Conflict",
    410: "Gone",
    412: "Precondition failed",
    413: "Request body too large",
    415: "Unsupported media type",
    422: "Inconsistent state",
    428: "Precondition required",
    429: "Too many requests",
    500: "Internal error",
    503: "Service unavailable",
    507: "Insufficient storage",
}
# Where one status holds failures of different kinds, the code names the title.
CODE_TITLES = {
    "seal_invalid": "Invalid seal",
    "token_invalid": "Invalid token",
    "seat_key_invalid": "Invalid seat key",
    "sealing_unavailable": "No state keys",
    "not_upgradable": "State not upgradable",
    "options_conflict": "Conflicting options",
    "rate_limited": "Too many requests",
    "record_too_large": "Move too large to store",
    "store_full": "Session store full",
    "unknown_join_code": "Unknown join code",
    "compute_busy": "Compute pool busy",
    "compute_overdue": "Computation overdue",
    "compute_unavailable": "Compute pool unavailable",
    "timed_out": "Timed out",
    "match_over": "Match over",
    "abort_too_late": "Too late to abort",
    "no_clock": "No clock",
}


CHALLENGE = 'Bearer realm="card-referee sessions"'


class ApiProblem(Exception):
    """An HTTP failure raised by a view or a service, rendered as problem+json."""

    retry_later = False

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        headers: dict | None = None,
        *,
        path: str | None = None,
    ):
        super().__init__(message)
        self.status, self.code, self.message, self.path = status, code, message, path
        self.headers: dict[str, str] = headers or {}


# Every failure the referee answers on purpose carries its own `status`, `code` and the
# `message` a client may see; `path` names the offending field where one is to blame.
Refusal = RefereeError | CodecError | SessionError | TooManyStreams | ApiProblem


def problem(
    status: int,
    code: str,
    detail: str,
    headers: dict | None = None,
    path: str | None = None,
) -> Response:
    title = CODE_TITLES.get(code) or TITLES.get(status, "Error")
    body = {
        "type": PROBLEM_TYPE.format(code=code),
        "title": title,
        "status": status,
        "code": code,
        "detail": detail,
    }
    if path:
        body["path"] = path
    return json_response(body, status, headers, mimetype="application/problem+json")


def _headers(error: Refusal) -> dict[str, str]:
    """The headers an answer to `error` carries beside its problem."""
    headers = dict(error.headers) if isinstance(error, ApiProblem) else {}
    if isinstance(error, Unauthorized):
        invalid = ', error="invalid_token"' if error.code == "unknown_token" else ""
        headers["WWW-Authenticate"] = CHALLENGE + invalid
    elif isinstance(error, StaleVersion):
        headers["ETag"] = etag(error.current)
    if getattr(error, "retry_later", False):
        headers["Retry-After"] = str(current_app.config["REFEREE"].retry_after)
    return headers


def refused(error: Refusal) -> Response:
    if isinstance(error, StoreUnavailable):
        STORE_ERRORS.inc()
    elif error.status == 500:
        log.error("unexpected %s", type(error).__name__)
    return problem(
        error.status,
        error.code,
        error.message,
        _headers(error) or None,
        error.path if isinstance(error, RefereeError | ApiProblem) else None,
    )


def install(app: Flask) -> None:
    for kind in (RefereeError, CodecError, SessionError, TooManyStreams, ApiProblem):
        app.register_error_handler(kind, refused)

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        status = error.code or 500
        code = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}.get(
            status, (error.name or "error").lower().replace(" ", "_")
        )
        headers = (
            {"Allow": ", ".join(error.valid_methods)}
            if isinstance(error, MethodNotAllowed) and error.valid_methods
            else None
        )
        detail = error.description or TITLES.get(status, "Error")
        if status == 413:
            detail = (
                f"the request body is larger than the limit of {request.max_content_length} bytes"
            )
        return problem(status, code, detail, headers)

    @app.errorhandler(Exception)
    def internal_error(error: Exception):
        log.exception("unhandled error")
        return problem(500, "internal", "the referee failed to answer; the failure was logged")
