"""The compute pool's frames: a job or an answer as a JSON header and an optional byte blob.

A frame is two big-endian 32-bit lengths, the header's and the blob's, then the header (a
JSON object) and the blob (a transcript's body, as sent). JSON, not pickle: the socket takes
named jobs with data, never code. An answer's header is one of

- `{"ok": result}`: the job's result;
- `{"refused": {...}}`: the job refused its input as a request would be (`refusal`);
- `{"busy": true}`: every process is taken and the queue is full;
- `{"overdue": true}`: the job passed its time budget and its process was ended;
- `{"failed": "..."}`: the job raised something unforeseen (a bug, logged by the pool).
"""

from __future__ import annotations

import struct
from typing import Any

import orjson

from ..engine.errors import (
    ConflictingOptions,
    IllegalMove,
    InvalidState,
    MalformedInput,
    RefereeError,
    UnknownGame,
)
from ..statecodec.errors import CodecError, SealInvalid, SeatKeyInvalid, TokenInvalid

LENGTHS = struct.Struct(">II")
MAX_HEADER = 64 * 1024 * 1024  # a header holds states and answers, never a whole body
MAX_BLOB = 1 << 31


class FrameError(Exception):
    """A frame that cannot be read: cut short, too long, or not JSON."""


def frame(header: dict, blob: bytes = b"") -> bytes:
    return framed(orjson.dumps(header), blob)


def framed(head: bytes, blob: bytes = b"") -> bytes:
    """A frame of a header already written as JSON bytes."""
    return LENGTHS.pack(len(head), len(blob)) + head + blob


def lengths(prefix: bytes) -> tuple[int, int]:
    head, blob = LENGTHS.unpack(prefix)
    if head > MAX_HEADER or blob > MAX_BLOB:
        raise FrameError(f"a frame of {head} + {blob} bytes is past the bound")
    return head, blob


def header(data: bytes) -> dict:
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError as error:
        raise FrameError(f"the frame's header is not JSON: {error}") from None
    if not isinstance(value, dict):
        raise FrameError("the frame's header is not a JSON object")
    return value


# The refusals a job may raise that come back as themselves, by class name.
_ENGINE = {
    cls.__name__: cls
    for cls in (MalformedInput, InvalidState, ConflictingOptions, UnknownGame, RefereeError)
}
_CODEC = {cls.__name__: cls for cls in (CodecError, SealInvalid, TokenInvalid, SeatKeyInvalid)}


def refusal(error: Exception) -> dict:
    """A refusal as an answer's `refused`: its class, status, code, message, path and rule,
    and the headers of an HTTP problem (`referee.api.problems.ApiProblem`)."""
    out: dict[str, Any] = {
        "class": type(error).__name__,
        "status": getattr(error, "status", 400),
        "code": getattr(error, "code", "refused"),
        "message": getattr(error, "message", str(error)),
    }
    for name in ("path", "rule", "headers"):
        value = getattr(error, name, None)
        if value:
            out[name] = value
    return out


def rebuilt(refused: dict) -> Exception | None:
    """The engine's or the state codec's error a refusal stands for; None for another
    kind, which the caller answers by its status and code."""
    name, message = refused.get("class"), str(refused.get("message", ""))
    if name == "IllegalMove":
        return IllegalMove(str(refused["code"]), str(refused.get("rule", "")), message)
    if name in _ENGINE:
        return _ENGINE[name](message, path=refused.get("path"), code=refused.get("code"))
    if name in _CODEC:
        return _CODEC[name](message)
    return None
