"""Cross-origin access for browser front-ends on other origins (REFEREE_CORS_ORIGINS)."""

from __future__ import annotations

import re

from flask import Flask, Response
from flask_cors import CORS

# What a browser script may read of an answer, and send beyond the CORS-safelisted headers.
EXPOSED_HEADERS = (
    "ETag",
    "Location",
    "Idempotent-Replayed",
    "Retry-After",
    "Deprecation",
    "Sunset",
    "Link",
)
ALLOWED_HEADERS = ("Authorization", "Content-Type", "If-Match", "If-None-Match", "Idempotency-Key")
PREFLIGHT_MAX_AGE = 600
ORIGIN = re.compile(r"[a-z][a-z0-9+.-]*://[^/\s]+", re.IGNORECASE)


def allowed_origins(setting: str | None) -> list[str] | str | None:
    """The origins of `REFEREE_CORS_ORIGINS`: None (off), "*" (any), or a list of origins.

    ValueError for an entry that is not an origin (`scheme://host[:port]`, no path), so that
    a typo stops the server at start rather than refusing every browser silently.
    """
    entries = [entry.strip() for entry in (setting or "").split(",") if entry.strip()]
    if not entries:
        return None
    if "*" in entries:
        return "*"
    for entry in entries:
        if not ORIGIN.fullmatch(entry):
            raise ValueError(
                f"REFEREE_CORS_ORIGINS: {entry!r} is not an origin such as "
                "https://app.example.com (scheme, host, optional port, no path)"
            )
    return entries


def install(app: Flask, setting: str | None) -> None:
    origins = allowed_origins(setting)
    if origins is None:
        return
    # No credentials mode (tokens travel in Authorization), so "*" can be answered as is.
    CORS(
        app,
        origins=origins,
        send_wildcard=origins == "*",
        expose_headers=list(EXPOSED_HEADERS),
        allow_headers=list(ALLOWED_HEADERS),
        methods=["GET", "POST", "DELETE"],
        max_age=PREFLIGHT_MAX_AGE,
    )
    if origins == "*":
        return  # the same `*` to every origin: nothing for a cache to tell apart

    @app.after_request
    def vary_on_origin(response: Response) -> Response:
        # Named origins get an answer naming theirs, any other origin one without it, so a
        # cache (the rules are served `Cache-Control: public`) must key every answer on the
        # Origin, with one origin configured as with several. flask-cors adds the header
        # only where it echoes an origin among several.
        response.vary.add("Origin")
        return response
