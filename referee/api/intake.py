"""What a request body must be before any view reads it: JSON, and within the size limit."""

from __future__ import annotations

import re

from flask import Request
from werkzeug.exceptions import RequestEntityTooLarge

from .problems import ApiProblem

try:  # gunicorn, which `referee serve` and the image run, reports a body it cannot unframe
    from gunicorn.http.errors import ParseException as _Unframed
except ImportError:  # another WSGI server: its own errors are its own to answer
    _Unframed = OSError

# What reading a body raises when its framing is broken (a chunk size that is no hex
# number, a chunk without its CRLF) or the stream ends early: a client's fault, a 400.
UNFRAMED = (_Unframed, OSError)

# application/json, or a structured +json type such as application/merge-patch+json
JSON_MEDIA_TYPE = re.compile(r"application/(?:[a-z0-9!#$&^_.-]+\+)?json")


def _chunked(environ: dict) -> bool:
    return "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()


def _check_media_type(request: Request) -> None:
    media_type = request.mimetype
    if not JSON_MEDIA_TYPE.fullmatch(media_type):
        raise ApiProblem(
            415,
            "unsupported_media_type",
            "the request body must be JSON sent with Content-Type: application/json "
            f"(or application/*+json); got {media_type or 'no Content-Type'}",
            {"Accept-Post": "application/json"},
        )


def admit(request: Request, limit: int) -> None:
    """Every body is JSON and at most `limit` bytes (REFEREE_MAX_BODY_BYTES), however framed."""
    if request.routing_exception is not None:
        return  # an unknown path or method answers 404/405 whatever the body
    environ = request.environ
    declared = request.content_length
    if not (declared or _chunked(environ)):
        return  # no body: GET, DELETE, and POSTs that read_json refuses as empty
    if declared is not None and declared > limit:
        raise RequestEntityTooLarge()
    if environ.get("CONTENT_TYPE") != "application/json":  # what nearly every client sends
        _check_media_type(request)
    try:
        body = request.get_data(cache=True)  # cached: the view's read_json takes it from here
    except UNFRAMED as error:
        raise ApiProblem(
            400, "malformed", f"the request body is not framed as HTTP/1.1 says: {error}"
        ) from None
    # A chunked body declares no size, and Werkzeug stops reading it at the limit as if
    # that were all: one more byte from the server's stream tells a body of exactly
    # `limit` bytes from a longer one cut short.
    if declared is None and len(body) >= limit and environ["wsgi.input"].read(1):
        raise RequestEntityTooLarge()
