"""Reading request bodies and writing responses with orjson, the fast path of every call."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response, request

from ..engine import MalformedInput
from ..games.wire.reading import MAX_DEPTH, loads, nested_deeper, whole_numbers

__all__ = ["MAX_DEPTH", "etag", "json_response", "nested_deeper", "read_json", "whole_numbers"]


def read_json() -> Any:
    """The request body as JSON; MalformedInput for an empty or invalid body, or one nested
    past MAX_DEPTH (`wire.reading.loads`).

    `get_data` honours MAX_CONTENT_LENGTH, so an oversized body is a 413 before parsing.
    """
    body = request.get_data(cache=False)
    if not body:
        raise MalformedInput("the request body must be a JSON object", path="")
    return loads(body)


def json_response(
    payload: Any, status: int = 200, headers: dict | None = None, mimetype: str = "application/json"
) -> Response:
    return Response(orjson.dumps(payload), status=status, headers=headers, mimetype=mimetype)


def etag(version: int) -> str:
    """A session version as an ETag: quoted."""
    return f'"{version}"'
