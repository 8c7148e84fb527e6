"""/play: the reference web table, a static page of JS modules over the public session API."""

from __future__ import annotations

import re
from pathlib import Path

from flask import current_app, render_template, send_from_directory

from .blueprint import bp

STATIC = Path(__file__).parent / "static"
RENDERERS = STATIC / "play" / "games"
EVENTS_RULE = re.compile(r"^/v1/sessions/<[^>]+>/events$")


def game_renderers() -> list[str]:
    """Ids of the games with a renderer of their own; the page uses the generic one for others."""
    return sorted(path.stem for path in RENDERERS.glob("*.js") if path.stem != "generic")


def event_stream_served() -> bool:
    """Whether this app serves GET /v1/sessions/{id}/events (else the page long-polls)."""
    return any(EVENTS_RULE.match(rule.rule) for rule in current_app.url_map.iter_rules())


@bp.get("/play")
def play():
    return render_template(
        "play.html", renderers=game_renderers(), live="events" if event_stream_served() else "poll"
    )


@bp.get("/play/join/<code>")
def join(code: str):
    """A seat's short link: the page redeems the code (POST /v1/join-codes/{code}) and opens
    the seat's table; the code is spent by that first visit."""
    return play()


@bp.get("/play/static/<path:filename>")
def play_static(filename: str):
    return send_from_directory(STATIC, filename, max_age=300)
