"""Fields scheduled to go, announced on the answers that carry them (Deprecation, Sunset).

A move's answer still carries `result` (the winner and scores once the match is over), and
the event that ends a match its `winner` (Modulo's `game_end` its `result`), beside the
`outcome` that every game gives in one shape. Both are deprecated: an answer to a move that
carries them says so with `Deprecation` (RFC 9745) and `Sunset` (RFC 8594) and links the
document, which marks each deprecated field. docs/compatibility.md keeps the schedule.
"""

from __future__ import annotations

from datetime import UTC, datetime
from email.utils import format_datetime

from flask import Flask, Response, request

# The release that deprecated them, and the first day a release may leave them out: six
# months' notice, as docs/compatibility.md promises.
DEPRECATED = datetime(2026, 12, 1, tzinfo=UTC)
SUNSET = datetime(2027, 6, 1, tzinfo=UTC)
# The operations whose answers carry the fields: a legal move's answer, stateless or in a
# session (dry runs carry neither).
ENDPOINTS = frozenset({"games.play_move", "sessions.session_move"})
MARK = b'"result":'

HEADERS = {
    "Deprecation": f"@{int(DEPRECATED.timestamp())}",
    "Sunset": format_datetime(SUNSET, usegmt=True),
    "Link": '</openapi.yaml>; rel="deprecation"; type="application/yaml"',
}


def install(app: Flask) -> None:
    @app.after_request
    def announce(response: Response) -> Response:
        if (
            request.endpoint in ENDPOINTS
            and response.status_code == 200
            and not response.direct_passthrough
            and MARK in response.get_data()
        ):
            for name, value in HEADERS.items():
                response.headers.add(name, value)
        return response
