"""Helpers for the browser tests: the served app, what a page logged, and which cards it shows."""

from __future__ import annotations

import re
import threading

from werkzeug.serving import WSGIRequestHandler, make_server

from referee.api import create_app
from referee.api.config import Settings


class QuietHandler(WSGIRequestHandler):
    """Logs nothing per request: a browser test makes thousands."""

    def log_request(self, *args, **kwargs) -> None:
        pass


class LiveServer:
    """The app on a free port of 127.0.0.1, served by threads, with its store at hand."""

    def __init__(self, settings: Settings | None = None):
        # Browser contexts come and go faster than a real table's players: a stream whose
        # page is gone holds its slot until the next heartbeat write fails, so heartbeats
        # every second free slots quickly, and a few dozen slots (a threaded server, as a
        # gunicorn worker with threads) leave room for every page of a test and the last.
        self.app = create_app(settings or Settings(max_streams=32, stream_heartbeat=1))
        self.server = make_server(
            "127.0.0.1", 0, self.app, threaded=True, request_handler=QuietHandler
        )
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def store(self):
        return self.app.extensions["referee.store"]

    def __enter__(self) -> LiveServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.thread.join(10)


def console_errors(page) -> list[str]:
    """Start collecting the page's console errors and uncaught exceptions; returns the list."""
    errors: list[str] = []
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


CARD = re.compile(r"^(10|[2-9AJQK])[SHDC]$|^JK$")


def cards_in(value) -> set[str]:
    """Every card code anywhere in a JSON value."""
    if isinstance(value, str):
        return {value} if CARD.match(value) else set()
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return set().union(*(cards_in(item) for item in value)) if value else set()
    return set()


def shown_cards(page) -> set[str]:
    """The card codes the page draws (every card, face or inline, carries data-card)."""
    return set(page.eval_on_selector_all("[data-card]", "nodes => nodes.map(n => n.dataset.card)"))


def hidden_from(state: dict, seat: int | None, may_see: set[str]) -> set[str]:
    """Cards that `seat` (None: a spectator) must not see: the other hands and the stock,
    less what its own view and the public history show (a duplicate in a multi-deck game,
    a hand shown at a redeal)."""
    hidden = cards_in(state.get("stock", []))
    for other, hand in enumerate(state["hands"]):
        if other != seat:
            hidden |= cards_in(hand)
    return hidden - may_see


def confirm_if_asked(page, version: int) -> None:
    """After a click that sends a move: press the confirmation the table asks for first when
    the move may end the match (or risks much), else let the move be sent."""
    page.wait_for_function(
        "v => document.getElementById('app').dataset.version !== v"
        " || document.querySelector('button.confirm')",
        arg=str(version),
    )
    if page.locator("button.confirm").count():
        page.locator("button.confirm").click()
