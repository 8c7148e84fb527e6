"""The /play page as served: its renderer list, live-update mode and static modules (no browser)."""

from __future__ import annotations

import json
import re

from referee.games.registry import REGISTRY
from referee.web.play import game_renderers


def test_play_page_lists_the_game_renderers_and_follows_the_event_stream(client):
    page = client.get("/play").get_data(as_text=True)
    listed = re.search(
        r'<script type="application/json" id="renderers">(.*?)</script>', page
    ).group(1)
    assert json.loads(listed) == game_renderers()
    assert set(game_renderers()) == set(REGISTRY)
    assert 'data-live="events"' in page


def test_every_game_renderer_draws_a_registered_game():
    assert set(game_renderers()) <= set(REGISTRY)


def test_modules_are_served_as_javascript(client):
    for name in (
        "app.js",
        "table.js",
        "renderers.js",
        "people.js",
        "bots.js",
        "games/generic.js",
        *(f"games/{game}.js" for game in REGISTRY),
    ):
        answer = client.get(f"/play/static/play/{name}")
        assert answer.status_code == 200 and answer.mimetype == "text/javascript", name
