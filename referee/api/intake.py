"""What a request body must be before any view reads it: JSON, and within the size limit.

A transcript (a whole match) has a bound of its own, may come as JSON lines, and may be
gzipped: it is inflated a slice at a time and refused as soon as it passes its bound, so a
small body that would inflate to gigabytes costs no more than the bound.
"""

from __future__ import annotations

import re
import zlib

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
# A transcript: JSON, or JSON lines (a header line, then one move a line)
TRANSCRIPT_MEDIA_TYPE = re.compile(
    r"application/(?:(?:[a-z0-9!#$&^_.-]+\+)?json|x-ndjson|jsonl|json-seq)"
)
TRANSCRIPT_ENDPOINTS = frozenset({"transcripts.verify_transcript"})
INFLATE_SLICE = 1 << 20  # bytes inflated at a time: what a gzip bomb costs before refusal


def _chunked(environ: dict) -> bool:
    return "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()


def _check_media_type(request: Request, transcript: bool) -> None:
    media_type = request.mimetype
    if transcript:
        if not TRANSCRIPT_MEDIA_TYPE.fullmatch(media_type):
            raise ApiProblem(
                415,
                "unsupported_media_type",
                "a transcript is sent as JSON (Content-Type: application/json) or JSON lines "
                f"(application/x-ndjson); got {media_type or 'no Content-Type'}",
                {"Accept-Post": "application/json, application/x-ndjson"},
            )
    elif not JSON_MEDIA_TYPE.fullmatch(media_type):
        raise ApiProblem(
            415,
            "unsupported_media_type",
            "the request body must be JSON sent with Content-Type: application/json "
            f"(or application/*+json); got {media_type or 'no Content-Type'}",
            {"Accept-Post": "application/json"},
        )


def _check_encoding(request: Request, transcript: bool) -> None:
    encoding = request.headers.get("Content-Encoding", "identity").strip().lower()
    if encoding == "identity" or (transcript and encoding == "gzip"):
        return
    taken = "identity or gzip" if transcript else "identity (only transcripts may be gzipped)"
    raise ApiProblem(
        415,
        "unsupported_media_type",
        f"Content-Encoding {encoding} is not taken here; send {taken}",
        {"Accept-Encoding": "gzip" if transcript else "identity"},
    )


def too_large(limit: int, what: str = "the request body") -> ApiProblem:
    return ApiProblem(413, "body_too_large", f"{what} is larger than the limit of {limit} bytes")


def inflate(body: bytes, limit: int) -> bytes:
    """A gzipped body inflated, refused (413) once it passes `limit` bytes: it is inflated
    a slice at a time, so a small body that would inflate far past the bound is stopped
    after `limit` bytes of output, never inflated in full."""
    out = bytearray()
    data = body
    while data:
        inflater = zlib.decompressobj(wbits=31)  # a gzip member; members may follow
        try:
            # A member that ends inside a slice leaves what follows it in `unconsumed_tail`
            # as well as `unused_data`: the member's end, not an empty tail, ends the loop.
            while data and not inflater.eof:
                out += inflater.decompress(data, min(INFLATE_SLICE, limit + 1 - len(out)))
                if len(out) > limit:
                    raise too_large(limit, "the transcript, inflated,")
                data = inflater.unconsumed_tail
            if not inflater.eof:  # flush() would read the tail again, after the member's end
                out += inflater.flush(limit + 1 - len(out))
        except zlib.error as error:
            raise ApiProblem(400, "malformed", f"the body is not valid gzip: {error}") from None
        if len(out) > limit:
            raise too_large(limit, "the transcript, inflated,")
        if not inflater.eof:
            raise ApiProblem(400, "malformed", "the gzip body ends before its last member does")
        data = inflater.unused_data
    return bytes(out)


def admit(request: Request, limit: int, transcript_limit: int) -> None:
    """Every body is JSON and at most `limit` bytes (REFEREE_MAX_BODY_BYTES), however framed;
    a transcript's at most `transcript_limit` (REFEREE_MAX_TRANSCRIPT_BYTES)."""
    if request.routing_exception is not None:
        return  # an unknown path or method answers 404/405 whatever the body
    transcript = request.endpoint in TRANSCRIPT_ENDPOINTS
    if transcript:
        limit = request.max_content_length = transcript_limit
    environ = request.environ
    declared = request.content_length
    if not (declared or _chunked(environ)):
        return  # no body: GET, DELETE, and POSTs that read_json refuses as empty
    if declared is not None and declared > limit:
        raise RequestEntityTooLarge()
    if environ.get("CONTENT_TYPE") != "application/json":  # what nearly every client sends
        _check_media_type(request, transcript)
    if "HTTP_CONTENT_ENCODING" in environ:
        _check_encoding(request, transcript)
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
