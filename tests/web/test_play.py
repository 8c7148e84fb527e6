"""The web table in headless Chromium: every game played by clicking, a browser context a seat."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
import requests
from playwright.sync_api import expect

from referee.api.config import Settings
from referee.games.registry import REGISTRY
from referee.sessions import SessionService
from tests.web.pages import (
    LiveServer,
    cards_in,
    confirm_if_asked,
    console_errors,
    hidden_from,
    shown_cards,
)

POLL_MS = 250  # pages poll often enough that the test hardly waits, not so often they starve it
FIRST_MOVES = 20
GENERIC_MOVES = 10  # each game again through the generic renderer
TOKENS_OF = (
    "async ([game, move]) => (await import('/play/static/play/moves.js')).tokensFor(game, move)"
)
TOKENS_OF_ALL = (
    "async ([game, moves]) => { const m = await import('/play/static/play/moves.js');"
    " return Promise.all(moves.map((move) => m.tokensFor(game, move))); }"
)
# `REFEREE_SCREENSHOTS=docs/screenshots pytest tests/web` refreshes the pictures of the docs.
SCREENSHOTS = os.environ.get("REFEREE_SCREENSHOTS")


def one_click(tokens: list[str], every: list[list[str]]) -> bool:
    """Whether the page plays a move at the click of its one token: no other move uses it."""
    return len(tokens) == 1 and sum(tokens[0] in other for other in every) == 1


class Table:
    """One session played through its pages: a context per seat, and a spectator."""

    def __init__(self, server, browser, game_id: str, links: list[str], fragment: str = ""):
        self.server, self.game = server, REGISTRY[game_id]
        # What each seat's own calls answer, read in-process: the view and the history.
        self.service = SessionService(server.store, max_session_bytes=2**30)
        self.links = [f"{link}&poll={POLL_MS}{fragment}" for link in links]
        self.session = links[0].split("session=")[1].split("&")[0]
        self.tokens = [link.split("token=")[1] for link in links[:-1]]
        self.contexts, self.pages, self.errors = [], [], []
        for link in self.links:
            context = browser.new_context(viewport={"width": 1100, "height": 900})
            context.set_default_timeout(30_000)
            page = context.new_page()
            self.errors.append(console_errors(page))
            page.goto(link)
            self.contexts.append(context)
            self.pages.append(page)

    def close(self):
        for context in self.contexts:
            context.close()

    @property
    def record(self):
        return self.server.store.load(self.session)

    def wait_all(self, version: int) -> None:
        for page in self.pages:
            page.wait_for_function(
                "v => document.getElementById('app').dataset.version === v", arg=str(version)
            )

    def check_nothing_hidden_is_shown(self) -> None:
        state = self.record.state
        for index, page in enumerate(self.pages):
            seat = index if index < len(self.tokens) else None
            token = self.tokens[seat] if seat is not None else None
            may_see = cards_in(self.service.read(self.session, token)["view"]) | cards_in(
                self.service.history(self.session, token)["entries"]
            )
            who = f"seat {seat}" if seat is not None else "the spectator"
            leaked = shown_cards(page) & hidden_from(state, seat, may_see)
            assert not leaked, f"{who} sees {leaked}"
            # Nor any card its own answers do not show (a pay-off pile's lower cards).
            assert shown_cards(page) <= may_see, f"{who} sees {shown_cards(page) - may_see}"
            if self.game.id == "modulo":
                self.check_no_secret_bid_is_shown(page, seat, state, token)

    def check_no_secret_bid_is_shown(self, page, seat, state, token) -> None:
        """Before the reveal a page shows its own bid only: every bid it tags is one its view
        carries, and no other seat's bid value appears in its words."""
        view = self.service.read(self.session, token)["view"]
        tagged = page.eval_on_selector_all(
            "[data-bid]", "nodes => nodes.map(n => [n.dataset.bidSeat, n.dataset.bid])"
        )
        for other, value in tagged:
            assert str(view["bids"][int(other)]) == value, (seat, other, value)
        text = page.locator("#app").inner_text().lower()
        for other, value in enumerate(state["bids"] or []):
            if other != seat and value is not None and view["bids"][other] is None:
                assert f"seat {other} bids {str(value).lower()}" not in text, (seat, other)
                assert f"seat {other}: bid {str(value).lower()}" not in text, (seat, other)

    def play_by_clicking(self, move: dict, version: int, moves: list[dict]) -> None:
        """Select the move's cards and targets, then press its button (a card that makes one
        move and no other is played by its click alone); waits for the answer."""
        page = self.pages[move["player"]]
        tokens = page.evaluate(TOKENS_OF, [self.game.id, move])
        if one_click(tokens, page.evaluate(TOKENS_OF_ALL, [self.game.id, moves])):
            page.locator(f'[data-token="{tokens[0]}"].playable').first.click()
            confirm_if_asked(page, version)
            self.wait_all(version + 1)
            assert self.service.history(self.session, None)["entries"][-1]["move"] == move
            return
        for token in tokens:
            page.locator(f'[data-token="{token}"].playable:not(.chosen)').first.click()
        offered = [
            json.loads(text)
            for text in page.eval_on_selector_all(
                "button.move", "nodes => nodes.map(n => n.dataset.move)"
            )
        ]
        assert move in offered, f"no button for {move}; offered {offered}"
        page.locator("button.move").nth(offered.index(move)).click()
        if move["type"] == "challenge":  # RON-4.13: a challenge says what it risks first
            expect(page.locator(".controls .risk")).to_contain_text("the match ends now")
        confirm_if_asked(page, version)  # a risky move, once its risk is read
        self.wait_all(version + 1)

    def play(self, rng: random.Random, limit: int) -> int:
        """Up to `limit` moves, each chosen from the mover's legal moves and made by clicks."""
        made = 0
        while made < limit:
            record = self.record
            self.wait_all(record.version)
            self.check_nothing_hidden_is_shown()
            if self.game.is_finished(record.state):
                break
            seat = self.game.to_move(record.state)[0]
            moves, _ = self.game.moves(record.state, seat, 1000)
            self.check_playable_cards(self.pages[seat], moves)
            self.play_by_clicking(rng.choice(moves), record.version, moves)
            made += 1
        return made

    def check_playable_cards(self, page, moves: list[dict]) -> None:
        """Every card of the hand that a listed move selects is clickable, and no other."""
        hand = page.eval_on_selector_all(
            ".hand-area .card", "nodes => nodes.map(n => [n.dataset.card, n.matches('.playable')])"
        )
        used = set().union(*page.evaluate(TOKENS_OF_ALL, [self.game.id, moves])) if moves else set()
        for code, enabled in hand:
            assert enabled == (code in used), (code, enabled)


def start_from_lobby(
    server, browser, game_id: str, seed: str, picture: str | None = None
) -> list[str]:
    """Start a session through the lobby's form; the seat links and then the spectators'."""
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url)
    page = context.new_page()
    errors = console_errors(page)
    page.goto(f"{server.url}/play")
    page.select_option("#game", game_id)
    page.fill("#seed", seed)
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("a.seat-link")
    links = [a.get_attribute("href") for a in page.query_selector_all("a.seat-link")]
    # The seat token travels in the fragment only, never in a path or query a server logs.
    assert all("?" not in link and "token=" not in link.split("#")[0] for link in links)
    copy = page.get_by_role("button", name="Copy link for seat 0")
    copy.click()
    expect(copy).to_have_text("Copied")
    assert page.evaluate("() => navigator.clipboard.readText()") == links[0]
    if picture:
        save(page, picture)
    assert errors == []
    context.close()
    return links


def save(page, name: str, full_page: bool = True) -> None:
    """A picture for the docs, when REFEREE_SCREENSHOTS names where to put it."""
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"), full_page=full_page)


def screenshot(table: Table, name: str) -> None:
    """The table as the seat to move sees it (seat 0 once the match is over)."""
    state = table.record.state
    save(table.pages[0 if table.game.is_finished(state) else table.game.to_move(state)[0]], name)


def test_two_seats_play_a_whole_seeded_cassino_match(live_server, browser):
    links = start_from_lobby(live_server, browser, "cassino", "web-table", picture="lobby")
    assert len(links) == 3  # two seats and the spectators
    table = Table(live_server, browser, "cassino", links)
    try:
        rng = random.Random("cassino")
        made = table.play(rng, FIRST_MOVES)
        screenshot(table, "cassino")
        made += table.play(rng, 1000)
        assert table.game.is_finished(table.record.state), f"unfinished after {made} moves"
        for page in table.pages:
            assert page.locator(".sheet-area h2").inner_text() == "Final score sheet"
            assert page.locator("table.sheet tbody tr").count() >= 4
            assert "the match is over" in page.locator(".history").inner_text().lower()
        screenshot(table, "cassino-end")
        assert table.errors == [[]] * len(table.pages)
    finally:
        table.close()


@pytest.mark.parametrize("game_id", sorted(set(REGISTRY) - {"cassino"}))
def test_every_other_game_plays_its_first_moves_by_clicking(live_server, browser, game_id):
    links = start_from_lobby(live_server, browser, game_id, f"web-{game_id}")
    table = Table(live_server, browser, game_id, links)
    try:
        made = table.play(random.Random(game_id), FIRST_MOVES)
        assert made == FIRST_MOVES or table.game.is_finished(table.record.state)
        assert table.pages[0].locator(".history > li").count() == made
        screenshot(table, game_id)
        assert table.errors == [[]] * len(table.pages)
    finally:
        table.close()


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_generic_renderer_plays_every_game(live_server, browser, game_id):
    links = start_from_lobby(live_server, browser, game_id, f"generic-{game_id}")
    table = Table(live_server, browser, game_id, links, fragment="&renderer=generic")
    try:
        assert table.pages[0].locator(".board.generic").count() == 1
        made = table.play(random.Random(f"generic-{game_id}"), GENERIC_MOVES)
        assert made == GENERIC_MOVES or table.game.is_finished(table.record.state)
        screenshot(table, f"{game_id}-generic")
        assert table.errors == [[]] * len(table.pages)
    finally:
        table.close()


def open_seat(browser, link: str, viewport=(1100, 900), quiet_stream: bool = False):
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    context.set_default_timeout(30_000)
    page = context.new_page()
    if quiet_stream:
        page.route(
            "**/v1/sessions/*/events*",
            lambda route: route.fulfill(
                status=200, content_type="text/event-stream", body="retry: 600000\n\n"
            ),
        )
    errors = console_errors(page)
    page.goto(link)
    page.wait_for_selector("#app[data-version]")
    return context, page, errors


def test_a_refused_move_shows_its_rule_and_the_keyboard_plays(live_server, browser):
    created = SessionService(live_server.store, max_session_bytes=2**30).create(
        "cassino", seed="refusal"
    )
    state = live_server.store.load(created["id"]).state
    game = REGISTRY["cassino"]
    seat = game.to_move(state)[0]
    token = created["seats"][seat]["token"]
    # A page whose event stream says nothing (and reconnects only after ten minutes)
    # keeps the list of version 0.
    link = f"{live_server.url}/play#session={created['id']}&token={token}&poll=60000"
    context, page, errors = open_seat(browser, link, quiet_stream=True)
    try:
        move = game.moves(state, seat, 1000)[0][0]
        answer = requests.post(
            f"{live_server.url}/v1/sessions/{created['id']}/moves",
            json={"move": move},
            headers={"Authorization": f"Bearer {token}"},
            timeout=30,
        )
        assert answer.json().get("legal") is True, answer.text
        # The stale page still offers that move; the referee refuses it and says why.
        for token_ in page.evaluate(TOKENS_OF, ["cassino", move]):
            card = page.locator(f'[data-token="{token_}"].playable').first
            card.focus()
            page.keyboard.press("Enter")  # a card is a labelled button
            assert card.get_attribute("aria-pressed") == "true"
        button = page.get_by_role("button", name=page.locator("button.move").first.inner_text())
        button.focus()
        page.keyboard.press("Enter")
        violation = page.locator(".notice .violation")
        violation.wait_for()
        assert "may not move now" in violation.inner_text()
        rule = violation.locator("a.rule")
        assert rule.inner_text() == game.turn_rule
        assert rule.get_attribute("href").endswith(f"/v1/games/cassino/rules/{game.turn_rule}")
        page.wait_for_function("() => document.getElementById('app').dataset.version === '1'")
        # Every control is labelled: cards by name, moves by what they do.
        names = page.eval_on_selector_all(
            "button, [role=button]",
            "nodes => nodes.map(n => n.getAttribute('aria-label') || n.textContent.trim())",
        )
        assert all(names), names
        assert errors == []
    finally:
        context.close()


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_table_fits_a_phone(live_server, browser, game_id):
    created = SessionService(live_server.store, max_session_bytes=2**30).create(
        game_id, seed="phone"
    )
    link = f"{live_server.url}/play#session={created['id']}&token={created['seats'][0]['token']}"
    context, page, errors = open_seat(browser, link, viewport=(360, 740))
    try:
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
        save(page, f"{game_id}-phone", full_page=False)
        assert errors == []
    finally:
        context.close()


def post_first_move(server, created, game_id: str = "cassino") -> int:
    """The seat to move plays its first legal move through the API; returns the watcher's seat."""
    game, state = REGISTRY[game_id], server.store.load(created["id"]).state
    mover = game.to_move(state)[0]
    move = game.moves(state, mover, 1000)[0][0]
    answer = requests.post(
        f"{server.url}/v1/sessions/{created['id']}/moves",
        json={"move": move},
        headers={"Authorization": f"Bearer {created['seats'][mover]['token']}"},
        timeout=30,
    )
    assert answer.json().get("legal") is True, answer.text
    return 1 - mover


def test_the_table_follows_the_event_stream_without_polling(live_server, browser):
    created = SessionService(live_server.store, max_session_bytes=2**30).create(
        "cassino", seed="stream"
    )
    game, state = REGISTRY["cassino"], live_server.store.load(created["id"]).state
    watcher = 1 - game.to_move(state)[0]
    # Asked to poll every 100 ms: any poll would show within the second the test watches.
    token = created["seats"][watcher]["token"]
    link = f"{live_server.url}/play#session={created['id']}&token={token}&poll=100"
    context, page, errors = open_seat(browser, link)
    try:
        asked: list[str] = []
        page.on("request", lambda r: asked.append(r.url.split(live_server.url, 1)[1]))
        page.wait_for_timeout(1000)
        session = f"/v1/sessions/{created['id']}"
        assert asked == [], f"the page asked {asked} while nothing moved"
        post_first_move(live_server, created)
        page.wait_for_function("() => document.getElementById('app').dataset.version === '1'")
        # One read of the view and this seat's moves; the history entry came with the event.
        assert sorted(asked) == sorted([session, f"{session}/legal-moves"]), asked
        assert page.locator(".history > li").count() == 1
        assert errors == []
    finally:
        context.close()


def test_the_table_long_polls_when_no_stream_slot_is_free(browser):
    # One slot: the first page's stream takes it, the second page's stream is refused (503)
    # and so is its long poll; that page reads every pollMs until a slot is free.
    with LiveServer(Settings(max_streams=1, stream_heartbeat=1)) as server:
        created = SessionService(server.store, max_session_bytes=2**30).create(
            "cassino", seed="busy"
        )
        links = [
            f"{server.url}/play#session={created['id']}&token={seat['token']}&poll=200"
            for seat in created["seats"]
        ]
        first, second = open_seat(browser, links[0]), open_seat(browser, links[1])
        try:
            second[1].wait_for_timeout(500)
            post_first_move(server, created)
            for _context, page, errors in (first, second):
                page.wait_for_function(
                    "() => document.getElementById('app').dataset.version === '1'"
                )
                # Chromium logs every refused load; nothing else may go wrong.
                assert all("503" in error for error in errors), errors
            assert any("503" in error for error in second[2] + first[2])
        finally:
            first[0].close()
            second[0].close()


def test_a_long_polling_table_says_the_match_was_ended_and_by_whom(browser):
    # No stream slot at all: the page reads the session every pollMs, and the first read
    # after the end is a 404 whose detail says who ended it.
    with LiveServer(Settings(max_streams=0)) as server:
        created = SessionService(server.store, max_session_bytes=2**30).create(
            "cassino", seed="ended-polled"
        )
        token = created["seats"][0]["token"]
        link = f"{server.url}/play#session={created['id']}&token={token}&poll=200"
        context, page, errors = open_seat(browser, link)
        try:
            answer = requests.delete(
                f"{server.url}/v1/sessions/{created['id']}",
                headers={"Authorization": f"Bearer {created['owner_token']}"},
                timeout=30,
            )
            assert answer.status_code == 204, answer.text
            expect(page.locator(".banner .ended")).to_have_text("The match was ended.")
            expect(page.locator(".status .turn")).to_have_text("The match was ended.")
            expect(page.locator(".controls .hint")).to_have_text(
                "The referee says: the session was ended by its owner."
            )
            # Chromium logs every refused load (the stream's 503, the last read's 404).
            assert all("503" in error or "404" in error for error in errors), errors
        finally:
            context.close()
