"""Joining a table by a seat's short code: a second browser opens the code's short link,
takes the seat (its former link stops working), plays by clicking, and keeps its seat on a
reload; a spent code says so."""

from __future__ import annotations

import random
from urllib.parse import unquote

import requests
from playwright.sync_api import expect

from tests.test_conformance import choose
from tests.web.pages import console_errors
from tests.web.test_table import Match, auth

MOVES = 10


def test_a_second_browser_joins_by_code_and_plays(live_server, browser):
    match = Match(live_server, browser, "cassino", "join-by-code", {})
    made = requests.post(
        f"{live_server.url}/v1/sessions/{match.id}/seats/1/join-code",
        headers=auth(match.created["owner_token"]),
        timeout=30,
    )
    assert made.status_code == 201, made.text
    code = made.json()["code"]
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    errors = console_errors(page)
    try:
        # Typed as a person might: lower case, with a hyphen.
        page.goto(f"{live_server.url}/play/join/{code[:4].lower()}-{code[4:]}#names=Ann,Bo")
        page.wait_for_selector("#app[data-version]")
        expect(page.locator(".status h1")).to_contain_text("Bo (seat 1), you")
        # The page now stands on the seat's own link, with the new token after the #.
        assert "/play#session=" in page.url and "/join/" not in page.url
        token = unquote(page.url.split("token=")[1].split("&")[0])
        url = f"{live_server.url}/v1/sessions/{match.id}"
        assert requests.get(url, headers=auth(token), timeout=30).json()["seat"] == 1
        assert requests.get(url, headers=auth(match.tokens[1]), timeout=30).status_code == 401
        match.tokens[1] = token

        rng = random.Random("join-by-code")
        for _ in range(MOVES):
            state = match.state
            version = match.version
            seat = match.game.to_move(state)[0]
            moves, _ = match.game.moves(state, seat, 1000)
            move = choose("cassino", moves, rng)
            match.by_clicking(move, moves, version, page=page if seat == 1 else match.page)
            match.wait(version + 1)
            page.wait_for_function(
                "v => document.getElementById('app').dataset.version === v", arg=str(version + 1)
            )
        assert {e["player"] for e in match.get("/history")["entries"]} == {0, 1}

        # A reload opens the seat again; the spent code is not asked for twice.
        page.reload()
        page.wait_for_selector("#app[data-version]")
        expect(page.locator(".status h1")).to_contain_text("Bo (seat 1), you")
        assert errors == [] and match.errors == []

        again = context.new_page()
        again.goto(f"{live_server.url}/play/join/{code}")
        expect(again.locator(".violation")).to_contain_text("used already")
        again.close()
    finally:
        context.close()
        match.close()


def test_a_code_typed_in_the_lobby_keeps_the_names_the_lobby_gave(live_server, browser):
    # The names go with the session, not only in the links: a typed code brings no link.
    opener = browser.new_context()
    lobby = opener.new_page()
    joiner = browser.new_context()
    page = joiner.new_page()
    errors = console_errors(lobby) + console_errors(page)
    try:
        lobby.goto(f"{live_server.url}/play")
        lobby.select_option("#game", "cassino")
        lobby.fill("#name-0", "Ana")
        lobby.fill("#name-1", "Ben")
        lobby.get_by_role("button", name="Start the game").click()
        code = lobby.locator(".seat-links li[data-code]").nth(1).get_attribute("data-code")

        page.goto(f"{live_server.url}/play")
        page.fill("#join-code", f"{code[:4]}-{code[4:]}")
        page.get_by_role("button", name="Join").click()
        page.wait_for_selector("#app[data-version]")
        expect(page.locator(".status h1")).to_contain_text("Ben (seat 1), you")
        assert "Ana" in page.locator(".status").inner_text()
        page.reload()
        page.wait_for_selector("#app[data-version]")
        expect(page.locator(".status h1")).to_contain_text("Ben (seat 1), you")
        assert errors == []
    finally:
        opener.close()
        joiner.close()
