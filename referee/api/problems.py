"""RFC 9457 problem+json answers for every failure; no internal text ever reaches a client."""

from __future__ import annotations

import logging

from flask import Flask, current_app
from werkzeug.exceptions import HTTPException

from ..engine import InvalidState, MalformedInput, RefereeError, UnknownGame
from .jsonio import json_response

log = logging.getLogger("referee.api")

PROBLEM_TYPE = "urn:card-referee:problem:{code}"
TITLES = {
    400: "Malformed request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not found",
    405: "Method not allowed",
    409: "Conflict",
    412: "Precondition failed",
    413: "Request body too large",
    415: "Unsupported media type",
    422: "Inconsistent state",
    428: "Precondition required",
    429: "Too many requests",
    500: "Internal error",
    503: "Service unavailable",
}
# Where one status holds failures of different kinds, the code names the title.
CODE_TITLES = {
    "seal_invalid": "Invalid seal",
    "token_invalid": "Invalid token",
    "seat_key_invalid": "Invalid seat key",
    "sealing_unavailable": "No state keys",
    "rate_limited": "Too many requests",
}


class ApiProblem(Exception):
    """An HTTP failure raised by a view or a service, rendered as problem+json."""

    def __init__(self, status: int, code: str, detail: str, headers: dict | None = None):
        super().__init__(detail)
        self.status, self.code, self.detail, self.headers = status, code, detail, headers or {}


def problem(
    status: int, code: str, detail: str, headers: dict | None = None, path: str | None = None
):
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


def _status_of(error: RefereeError) -> int:
    if isinstance(error, MalformedInput):
        return 400
    if isinstance(error, InvalidState):
        return 422
    if isinstance(error, UnknownGame):
        return 404
    return 400


def install(app: Flask) -> None:
    @app.errorhandler(RefereeError)
    def referee_error(error: RefereeError):
        return problem(_status_of(error), error.code, error.message, path=error.path)

    @app.errorhandler(ApiProblem)
    def api_problem(error: ApiProblem):
        return problem(error.status, error.code, error.detail, error.headers)

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        status = error.code or 500
        code = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}.get(
            status, (error.name or "error").lower().replace(" ", "_")
        )
        headers = (
            {"Allow": ", ".join(error.valid_methods)}
            if getattr(error, "valid_methods", None)
            else None
        )
        detail = error.description or TITLES.get(status, "Error")
        if status == 413:
            detail = (
                f"the request body is larger than the limit of "
                f"{current_app.config['MAX_CONTENT_LENGTH']} bytes"
            )
        return problem(status, code, detail, headers)

    @app.errorhandler(Exception)
    def internal_error(error: Exception):
        log.exception("unhandled error")
        return problem(500, "internal", "the referee failed to answer; the failure was logged")
