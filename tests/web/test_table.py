"""The web table to the end of a match: seat 0 plays by clicking, the other seats through the
API; the winner, the standings and every sheet shown as GET /v1/sessions/{id}/scores has them;
why a card cannot be played; risky moves; and an accessibility scan (axe-core) of each page."""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path
from urllib.parse import unquote

import pytest
import requests
from playwright.sync_api import expect

from referee.engine import IllegalMove
from referee.games.registry import REGISTRY
from referee.sessions import SessionNotFound
from tests.test_conformance import choose, short_match_options
from tests.web.pages import cards_in, confirm_if_asked, console_errors, shown_cards
from tests.web.test_play import TOKENS_OF, TOKENS_OF_ALL, one_click, save

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
# Matches short enough to play whole in a browser, each still with more than one deal where
# the game has deals (Modulo: two, so a deal's end is seen before the match's).
OPTIONS = {
    "cassino": {},
    "modulo": {"deals": 2},
    "ronda": {"target_score": 8},
    "seep": {"players": 2},
    "spite-and-malice": {},
}
MAX_MOVES = 3000


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


class Match:
    """A session opened through the API: seat 0's page in a browser, the others by requests."""

    def __init__(self, server, browser, game_id: str, seed: str, options: dict, bots=None):
        self.server, self.game = server, REGISTRY[game_id]
        body = {"game": game_id, "seed": seed, "options": options}
        if bots:
            body["bots"] = bots
        answer = requests.post(f"{server.url}/v1/sessions", json=body, timeout=30)
        if bots and answer.status_code == 400 and "bots" in answer.text:
            pytest.skip("this referee seats no bots (POST /v1/sessions takes no `bots`)")
        assert answer.status_code == 201, answer.text
        self.created = answer.json()
        self.id = self.created["id"]
        self.tokens = [seat["token"] for seat in self.created["seats"]]
        names = ",".join(NAMES[: len(self.tokens)])
        self.link = f"{server.url}/play#session={self.id}&token={self.tokens[0]}&names={names}"
        self.context = browser.new_context(viewport={"width": 1100, "height": 900})
        self.context.set_default_timeout(30_000)
        self.page = self.context.new_page()
        self.errors = console_errors(self.page)
        self.page.goto(self.link)
        self.page.wait_for_selector("#app[data-version]")  # bots may have moved already

    def close(self) -> None:
        self.context.close()

    @property
    def state(self) -> dict:
        return self.server.store.load(self.id).state

    @property
    def version(self) -> int:
        return self.server.store.load(self.id).version

    def wait(self, version: int) -> None:
        self.page.wait_for_function(
            "v => document.getElementById('app').dataset.version === v", arg=str(version)
        )

    def get(self, path: str, token: str | None = None) -> dict:
        answer = requests.get(
            f"{self.server.url}/v1/sessions/{self.id}{path}",
            headers=auth(token) if token else {},
            timeout=30,
        )
        assert answer.status_code == 200, answer.text
        return answer.json()

    def by_api(self, move: dict) -> None:
        answer = requests.post(
            f"{self.server.url}/v1/sessions/{self.id}/moves",
            json={"move": move},
            headers=auth(self.tokens[move["player"]]),
            timeout=30,
        )
        assert answer.json().get("legal") is True, answer.text

    def by_clicking(
        self, move: dict, moves: list[dict], version: int, page=None, confirm: bool = True
    ) -> None:
        """Seat 0 (or the seat of `page`) selects the move's cards and targets and presses its
        button; and its confirmation when the table asks for one, unless `confirm` is off."""
        page = page or self.page
        tokens = page.evaluate(TOKENS_OF, [self.game.id, move])
        if one_click(tokens, page.evaluate(TOKENS_OF_ALL, [self.game.id, moves])):
            page.locator(f'[data-token="{tokens[0]}"].playable').first.click()
            if confirm:
                confirm_if_asked(page, version)
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
        if confirm:
            confirm_if_asked(page, version)

    def check_sheets(self) -> None:
        """The last deal's sheet and the match score on the page are those of /scores."""
        scores = self.get("/scores")
        if scores["deals"]:
            running = self.page.locator('table[data-sheet="match"]')
            expect(running.locator("tbody tr")).to_have_count(len(scores["deals"]))
            for side, score in scores["match"]["scores"].items():
                cell = running.locator(f'tfoot [data-side="{side}"]')
                expect(cell).to_have_attribute("data-score", str(score))

    def check_no_hidden_card(self) -> None:
        may_see = cards_in(self.get("", self.tokens[0])["view"]) | cards_in(
            self.get("/history", self.tokens[0])["entries"]
        )
        shown = shown_cards(self.page)
        assert shown <= may_see, f"seat 0 sees {shown - may_see}"

    def play_to_the_end(self, rng: random.Random, watch_deal_end=None) -> int:
        made, deals = 0, 0
        while made < MAX_MOVES:
            record = self.server.store.load(self.id)
            state = record.state
            self.wait(record.version)
            if self.game.is_finished(state):
                return made
            finished = len(self.get("/scores")["deals"])
            if finished > deals:
                deals = finished
                self.check_sheets()
                self.check_no_hidden_card()
                if watch_deal_end:
                    watch_deal_end(self, deals)
            movers = self.game.to_move(state)
            seat = 0 if 0 in movers else movers[0]
            moves, _ = self.game.moves(state, seat, 1000)
            move = choose(self.game.id, moves, rng)
            if seat == 0:
                self.by_clicking(move, moves, record.version)
            else:
                self.by_api(move)
            self.wait(record.version + 1)
            made += 1
        raise AssertionError(f"{self.game.id}: unfinished after {made} moves")

    def seat_0_moved(self, since: int) -> bool:
        return any(entry["player"] == 0 for entry in self.server.store.history(self.id, since))

    def play_against_bots(self, rng: random.Random) -> int:
        """Seat 0 clicks its moves; the bots of every other seat move by themselves."""
        made = 0
        while made < MAX_MOVES:
            record = self.server.store.load(self.id)
            self.page.wait_for_function(
                "v => Number(document.getElementById('app').dataset.version) >= v",
                arg=record.version,
            )
            if self.game.is_finished(record.state):
                return made
            version = record.version
            if 0 not in self.game.to_move(record.state):
                until(lambda v=version: self.version > v, f"a bot's move after {version}")
                continue
            moves, _ = self.game.moves(record.state, 0, 1000)
            self.by_clicking(choose(self.game.id, moves, rng), moves, version)
            until(lambda v=version: self.seat_0_moved(v), f"seat 0's move after {version}")
            made += 1
        raise AssertionError(f"{self.game.id}: unfinished after {made} of seat 0's moves")


def until(done, what: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds} s for {what}")
        time.sleep(0.05)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_match_played_to_its_end_shows_the_winner_and_the_final_sheet(
    live_server, browser, game_id
):
    options = {**short_match_options(game_id), **OPTIONS.get(game_id, {})}
    match = Match(live_server, browser, game_id, f"end-{game_id}", options)
    seen_deal_end = []

    def modulo_deal_end(m: Match, deals: int) -> None:
        # A Modulo deal's end shows that deal's sheet, item by item, and its row.
        scores = m.get("/scores")
        sheet = m.page.locator('table[data-sheet="items"]')
        expect(sheet.locator("caption")).to_contain_text(f"Deal {deals}")
        last = scores["deals"][-1]
        for side, points in last["totals"].items():
            expect(sheet.locator(f'tfoot [data-side="{side}"]')).to_have_attribute(
                "data-total", str(points)
            )
        seen_deal_end.append(deals)

    try:
        made = match.play_to_the_end(
            random.Random(game_id), modulo_deal_end if game_id == "modulo" else None
        )
        final = match.state
        assert match.game.is_finished(final), made
        read = match.get("", match.tokens[0])
        outcome = read["outcome"]
        scores = match.get("/scores")
        page = match.page
        banner = page.locator(".banner .winner")
        expect(banner).to_have_attribute("data-winners", " ".join(outcome["winners"]))
        if any("0" in side.split("+") for side in outcome["winners"]):
            expect(banner).to_have_text("You win.")
        else:
            winners = [side.split("+") for side in outcome["winners"]]
            for seats in winners:
                for seat in seats:
                    expect(banner).to_contain_text(NAMES[int(seat)])
        rows = page.locator(".banner table.standings tbody tr")
        expect(rows).to_have_count(len(outcome["standings"]))
        for index, standing in enumerate(outcome["standings"]):
            row = rows.nth(index)
            expect(row).to_have_attribute("data-side", standing["side"])
            expect(row).to_have_attribute("data-score", str(standing["score"]))
            expect(row).to_have_attribute("data-rank", str(standing["rank"]))
        expect(page.locator(".sheet-area h2")).to_have_text("Final score sheet")
        # The last unit's sheet, item by item, is the one /scores answers.
        items = page.locator('table[data-sheet="items"]')
        expect(items.locator("tbody tr")).to_have_count(len(scores["items"]))
        for side, total in scores["totals"].items():
            expect(items.locator(f'tfoot [data-side="{side}"]')).to_have_attribute(
                "data-total", str(total)
            )
        for index, item in enumerate(scores["items"]):
            for side, points in item["points"].items():
                cell = items.locator("tbody tr").nth(index).locator(f'[data-side="{side}"]')
                expect(cell).to_have_attribute("data-points", str(points))
        match.check_sheets()
        assert scores["match"]["winners"] == outcome["winners"]
        expect(page).to_have_title(f"Over · {match.game.title} — Card Referee")
        match.check_no_hidden_card()
        if game_id == "modulo":
            assert seen_deal_end[:1] == [1], seen_deal_end
            # Every bid was revealed: none reads as secret any more.
            assert "secret" not in page.locator(".history").inner_text()
        if game_id == "spite-and-malice":
            assert "draws 0" not in page.locator(".history").inner_text()
        save(page, f"{game_id}-end")
        assert axe_violations(page) == []
        assert match.errors == []
    finally:
        match.close()


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_one_person_plays_a_whole_match_against_bots(live_server, browser, game_id):
    options = {**short_match_options(game_id), **OPTIONS.get(game_id, {})}
    players = REGISTRY[game_id].resolve_options(options)["players"]
    bots = {str(seat): "random" for seat in range(1, players)}
    match = Match(live_server, browser, game_id, f"bots-{game_id}", options, bots=bots)
    try:
        match.play_against_bots(random.Random(game_id))
        outcome = match.get("", match.tokens[0])["outcome"]
        scores = match.get("/scores")
        banner = match.page.locator(".banner .winner")
        expect(banner).to_have_attribute("data-winners", " ".join(outcome["winners"]))
        assert scores["match"]["winners"] == outcome["winners"]
        match.check_sheets()
        match.check_no_hidden_card()
        expect(match.page.locator(".status h1")).to_contain_text("Ann (seat 0), you")
        assert match.errors == []
    finally:
        match.close()


def unplayable(game, state: dict, seat: int, hand: list[str], probe) -> tuple[str, str] | None:
    """A card of the hand that its game's probe move may not play, with the rule that says so."""
    for card in hand:
        try:
            game.play(state, probe(card))
        except IllegalMove as illegal:
            return card, illegal.rule
    return None


PROBES = {
    "modulo": lambda seat: lambda card: {"player": seat, "type": "play", "card": card},
    "cassino": lambda seat: lambda card: {"player": seat, "type": "trail", "card": card},
}


@pytest.mark.parametrize("game_id", sorted(PROBES))
def test_clicking_a_card_that_cannot_be_played_names_the_rule(live_server, browser, game_id):
    # Off turn every card is refused by the turn rule; on turn, Modulo's follow-suit rule.
    match = Match(live_server, browser, game_id, f"why-{game_id}", OPTIONS[game_id])
    try:
        rng = random.Random(game_id)
        for _ in range(200):
            state = match.state
            version = match.version
            match.wait(version)
            movers = match.game.to_move(state)
            found = unplayable(match.game, state, 0, state["hands"][0], PROBES[game_id](0))
            listed = {m.get("card") for m in match.game.moves(state, 0, 1000)[0]}
            if found and found[0] not in listed and (0 not in movers or state.get("trick")):
                break
            seat = 0 if 0 in movers else movers[0]
            moves, _ = match.game.moves(state, seat, 1000)
            move = choose(game_id, moves, rng)
            if seat == 0:
                match.by_clicking(move, moves, version)
            else:
                match.by_api(move)
            match.wait(version + 1)
        else:
            raise AssertionError("no unplayable card met")
        card, rule = found
        node = match.page.locator(f'.hand-area [data-card="{card}"]')
        expect(node).not_to_have_class("playable")
        node.click()
        why = match.page.locator(".notice .why")
        expect(why).to_have_attribute("data-rule", rule)
        link = why.locator("a.rule")
        expect(link).to_have_text(rule)
        assert link.get_attribute("href").endswith(f"/v1/games/{game_id}/rules/{rule}")
        # The check committed nothing.
        assert match.version == version and match.state == state
        # The rule opens as a page in a browser.
        page = match.context.new_page()
        page.goto(f"{live_server.url}{link.get_attribute('href')}")
        expect(page.locator("h1")).to_contain_text(rule)
        page.close()
        assert match.errors == []
    finally:
        match.close()


def tokens_of_moves(match: Match, moves: list[dict]) -> list[list[str]]:
    return match.page.evaluate(TOKENS_OF_ALL, [match.game.id, moves])


def selectable_alone(card: str, every: list[list[str]]) -> bool:
    """Whether a click on `card` selects it and waits: a move uses it, and not as the one
    card of a move that is its only one (such a click plays the move at once)."""
    using = [tokens for tokens in every if card in tokens]
    return bool(using) and not (len(using) == 1 and using[0] == [card])


def not_together(first: str, second: str, every: list[list[str]]) -> bool:
    """Each card is in some move, never both in one."""
    return (
        any(first in tokens for tokens in every)
        and any(second in tokens for tokens in every)
        and not any(first in tokens and second in tokens for tokens in every)
    )


COMBINED = {
    "cassino": lambda card, table: {"player": 0, "type": "capture", "card": card, "cards": [table]},
    "seep": lambda card, table: {"player": 0, "type": "capture", "card": card, "loose": [table]},
}
ONE_CARD = {"cassino": "CAS-4.1", "seep": "SEP-4.1"}


def uncombined(match: Match, state: dict):
    """On seat 0's turn: two hand cards each playable alone, never together, the first
    selectable; and a selectable table card with a hand card it makes no move with, and the
    rule the referee cites against their capture. None when this turn has none."""
    if 0 not in match.game.to_move(state):
        return None
    moves, _ = match.game.moves(state, 0, 1000)
    every = tokens_of_moves(match, moves)
    hand = state["hands"][0]
    table = state["table"] if match.game.id == "cassino" else state["loose"]
    pair = next(
        (
            (a, b)
            for a in hand
            for b in hand
            if a != b and selectable_alone(a, every) and not_together(a, b, every)
        ),
        None,
    )
    taken = next(
        (
            (t, h)
            for t in table
            for h in hand
            if selectable_alone(t, every) and not_together(t, h, every)
        ),
        None,
    )
    if not pair or not taken:
        return None
    probe = match.game.parse_move(COMBINED[match.game.id](taken[1], taken[0]))
    refused = match.game.check(state, probe)
    return pair, taken, refused.rule if refused else None


@pytest.mark.parametrize("game_id", sorted(COMBINED))
def test_a_card_that_does_not_go_with_the_selection_says_why(live_server, browser, game_id):
    # A card that could be played alone, clicked beside a selection it makes no move with:
    # the reason is the selection, never "select other cards first".
    options = {"players": 2} if game_id == "seep" else {}
    match = Match(live_server, browser, game_id, f"combine-{game_id}", options)
    try:
        rng = random.Random(game_id)
        for _ in range(300):
            state, version = match.state, match.version
            match.wait(version)
            found = uncombined(match, state)
            if found and found[2]:
                break
            moves, _ = match.game.moves(state, match.game.to_move(state)[0], 1000)
            match.by_api(choose(game_id, moves, rng))
        else:
            raise AssertionError("no turn of seat 0 with cards that do not go together")
        (first, second), (table, card), rule = found
        page = match.page
        why = page.locator(".notice .why")

        selected = page.locator(f'.hand-area [data-card="{first}"]')
        selected.click()
        expect(selected).to_have_class(re.compile("chosen"))
        page.locator(f'.hand-area [data-card="{second}"]').click()
        expect(why).to_contain_text("does not go with the selected")
        expect(why).to_contain_text("a turn plays one card from the hand")
        expect(why).to_have_attribute("data-rule", ONE_CARD[game_id])
        expect(why.locator("a.rule")).to_have_text(ONE_CARD[game_id])
        assert "only with other cards" not in why.inner_text()

        page.get_by_role("button", name="Clear selection").click()
        page.locator(f'.board-area [data-card="{table}"]').click()
        page.locator(f'.hand-area [data-card="{card}"]').click()
        expect(why).to_have_attribute("data-rule", rule)
        expect(why).to_contain_text("does not go with the selected")
        expect(why.locator("a.rule")).to_have_text(rule)
        # The checks committed nothing.
        assert match.version == version and match.state == state
        assert match.errors == []
    finally:
        match.close()


def test_a_compulsory_play_is_said_on_the_board_and_in_the_hint(live_server, browser):
    # SAM-6.6 in partnerships: what must be played names the pile as the board draws it and
    # the card as a card; the mover's hint says it, not "Select a card to play".
    game = REGISTRY["spite-and-malice"]
    options = {"players": 4, "payoff_size": 8}
    match = Match(live_server, browser, "spite-and-malice", "compulsory", options)
    try:
        rng = random.Random("compulsory")
        for _ in range(MAX_MOVES):
            state = match.state
            must = game.view(state, 0)["must_play"]
            if state["to_move"] == 0 and must and must["source"] != "hand" and must["owner"] != 0:
                break
            moves, _ = game.moves(state, state["to_move"], 1000)
            match.by_api(choose("spite-and-malice", moves, rng))
        else:
            raise AssertionError("no compulsory play from a partner's pile on seat 0's turn")
        match.wait(match.version)
        owner, slot = must["owner"], must["slot"]
        card = (state["payoffs"][owner] if slot is None else state["discards"][owner][slot])[-1]
        page = match.page
        hint = page.locator(".controls .hint")
        expect(hint).to_contain_text("Before your turn can end")
        expect(hint.locator(f'.inline-card[data-card="{card}"]')).to_have_count(1)
        expect(hint.locator("a.rule")).to_have_text("SAM-6.6")
        pile = "pay-off pile" if must["source"] == "payoff" else f"discard pile {must['slot'] + 1}"
        expect(hint).to_contain_text(f"{NAMES[must['owner']]}'s {pile}")
        board = page.locator(".board-area .must-play")
        expect(board).to_contain_text(f"{NAMES[must['owner']]}'s {pile}")
        for text in (hint.inner_text(), board.inner_text()):
            assert card not in text and "partner" not in text and not re.search(r"\bD\d", text)
        assert match.errors == []
    finally:
        match.close()


def test_a_ronda_challenge_says_its_risk_before_it_is_sent(live_server, browser):
    # RON-4.13: find a seeded deal where seat 1 declares, so seat 0 may challenge.
    ronda = REGISTRY["ronda"]
    for attempt in range(500):
        state = ronda.new_state(ronda.resolve_options({}), f"challenge-{attempt}")
        moves = ronda.moves(state, 1, 1000)[0]
        if any(m["type"] == "declare" and m["kind"] != "none" for m in moves):
            break
    else:
        raise AssertionError("no seeded deal with a declaration")
    match = Match(live_server, browser, "ronda", f"challenge-{attempt}", {})
    assert match.state == state
    try:
        rng = random.Random("challenge")
        for _ in range(20):
            state = match.state
            challenges = [
                m for m in match.game.moves(state, 0, 1000)[0] if m["type"] == "challenge"
            ]
            if challenges:
                break
            movers = match.game.to_move(state)
            seat = movers[0]
            moves, _ = match.game.moves(state, seat, 1000)
            declare = [m for m in moves if m["type"] == "declare" and m["kind"] != "none"]
            move = declare[0] if seat == 1 and declare else rng.choice(moves)
            version = match.version
            if seat == 0:
                match.by_clicking(move, moves, version)
            else:
                match.by_api(move)
            match.wait(version + 1)
        else:
            raise AssertionError("no challenge offered")
        version = match.version
        match.wait(version)
        button = match.page.locator("button.move", has_text="Challenge")
        button.first.click()
        risk = match.page.locator(".controls .risk")
        expect(risk).to_contain_text("the match ends now")
        expect(risk).to_contain_text("Bo")  # seat 1, by name
        match.page.get_by_role("button", name="Cancel").click()
        expect(risk).to_have_count(0)
        assert match.version == version  # nothing was sent
        assert match.errors == []
    finally:
        match.close()


def test_a_move_that_ends_the_match_says_so_before_it_is_sent(live_server, browser):
    # A one-deal Modulo match whose last card is seat 0's: the referee judges from seat 0's
    # view alone (a dry run's `ends_match`) that playing it ends the match.
    modulo, options, seed = REGISTRY["modulo"], {"deals": 1}, "ends-0"
    state = modulo.new_state(modulo.resolve_options(options), seed)
    rng, path = random.Random(seed), []
    while not modulo.is_finished(state):
        moves, _ = modulo.moves(state, modulo.to_move(state)[0], 1000)
        path.append(choose("modulo", moves, rng))
        state = modulo.play(state, path[-1]).state
    assert path[-1]["player"] == 0, "the seed's last move is another seat's"
    match = Match(live_server, browser, "modulo", seed, options)
    try:
        for move in path[:-1]:
            match.by_api(move)
        version = len(path) - 1
        match.wait(version)
        moves, _ = modulo.moves(match.state, 0, 1000)
        match.by_clicking(path[-1], moves, version, confirm=False)
        risk = match.page.locator(".controls .risk")
        expect(risk).to_have_attribute("data-ends", "every")
        expect(risk).to_contain_text("This move ends the match.")
        save(match.page, "ends-the-match")
        match.page.get_by_role("button", name="Cancel").click()
        expect(risk).to_have_count(0)
        assert match.version == version  # nothing was sent
        match.by_clicking(path[-1], moves, version)
        match.wait(version + 1)
        expect(match.page.locator(".banner .winner")).to_be_visible()
        assert match.errors == []
    finally:
        match.close()


def test_the_owner_seats_a_bot_mid_match_and_gives_the_seat_back(live_server, browser):
    match = Match(live_server, browser, "cassino", "owner-bot", {})
    page = match.page
    url = f"{live_server.url}/v1/sessions/{match.id}"
    # The browser that opened the match keeps its owner token (as the lobby does).
    page.evaluate(
        "([id, token]) => localStorage.setItem('card-referee:owner:' + id, token)",
        [match.id, match.created["owner_token"]],
    )
    page.reload()
    page.wait_for_selector("#app[data-version]")
    try:
        page.locator(".seats summary").click()
        page.select_option("#bot-level-1", "random")
        page.get_by_role("button", name="Give Bo (seat 1) to a bot").click()
        expect(page.locator('.seat-list li[data-seat="1"]')).to_have_attribute("data-bot", "random")
        assert requests.get(url, timeout=30).json()["bots"] == {"1": "random"}
        assert requests.get(url, headers=auth(match.tokens[1]), timeout=30).status_code == 401
        assert axe_violations(page) == []
        seated_at = match.version
        for _ in range(3):  # seat 0 clicks; the bot answers by itself
            record = live_server.store.load(match.id)
            match.wait(record.version)
            if 0 not in match.game.to_move(record.state):
                until(lambda v=record.version: match.version > v, "the bot's move")
                continue
            moves, _ = match.game.moves(record.state, 0, 1000)
            match.by_clicking(choose("cassino", moves, random.Random(3)), moves, record.version)
            until(lambda v=record.version: match.seat_0_moved(v), "seat 0's move")
        history = live_server.store.history(match.id, seated_at)
        assert any(entry["player"] == 1 for entry in history)

        page.get_by_role("button", name="Give Bo (seat 1) back to a person").click()
        handout = page.locator(".seat-handout")
        expect(handout.locator("code")).to_have_count(1)
        href = handout.locator("a.seat-link").get_attribute("href")
        token = unquote(href.split("token=")[1].split("&")[0])
        back = requests.get(url, headers=auth(token), timeout=30).json()
        assert back["seat"] == 1 and back["bots"] == {}
        expect(page.locator('.seat-list li[data-seat="1"] button.seat-bot')).to_have_count(1)
        assert match.errors == []
    finally:
        match.close()


def test_the_lobby_names_seats_fits_options_to_the_table_and_ends_a_match(live_server, browser):
    context = browser.new_context()
    page = context.new_page()
    errors = console_errors(page)
    try:
        page.goto(f"{live_server.url}/play")
        page.select_option("#game", "cassino")
        first = page.locator("#option-first_player option")
        expect(first).to_have_text(["at random", "seat 0", "seat 1"])
        page.select_option("#option-players", "4")
        expect(first).to_have_text(["at random", "seat 0", "seat 1", "seat 2", "seat 3"])
        expect(page.locator(".names input")).to_have_count(4)
        page.select_option("#option-players", "2")
        expect(page.locator(".names input")).to_have_count(2)
        expect(page.locator(".rules-link a")).to_have_attribute("href", "/v1/games/cassino/rules")
        page.select_option("#game", "ronda")
        text = page.locator(".options").first.inner_text()
        for raw in ("one_each", "king_high", "null"):
            assert raw not in text, raw
        expect(page.locator("#option-first_dealer option").first).to_have_text(
            "drawn from the seed"
        )
        page.select_option("#game", "cassino")
        page.fill("#name-0", "Ann")
        page.fill("#name-1", "Bo")
        page.get_by_role("button", name="Start the game").click()
        links = page.locator("a.seat-link")
        expect(links).to_have_count(3)
        expect(links.nth(0)).to_have_text("Join as Ann (seat 0)")
        href = links.nth(0).get_attribute("href")
        assert "token=" in href.split("#", 1)[1]
        session = href.split("session=")[1].split("&")[0]
        # The session keeps the names: every page of it, however opened, shows them.
        read = requests.get(f"{live_server.url}/v1/sessions/{session}", timeout=30).json()
        assert read["names"] == {"0": "Ann", "1": "Bo"}
        # Each seat also has a short code and a short link that carries no token.
        rows = page.locator(".seat-links li[data-code]")
        expect(rows).to_have_count(2)
        for seat in range(2):
            code = rows.nth(seat).get_attribute("data-code")
            short = rows.nth(seat).locator("a.join-link").get_attribute("href")
            assert short == f"{live_server.url}/play/join/{code}"
            expect(rows.nth(seat).locator("code")).to_have_text(f"{code[:4]}-{code[4:]}")
        # The table of this browser may end the match; a player's page hears of it.
        table = context.new_page()
        table.goto(href)
        table.wait_for_selector("#app[data-version]")
        expect(table.locator(".status h1")).to_contain_text("Ann (seat 0), you")
        table.get_by_role("button", name="End the match").click()
        expect(table.locator(".controls .risk")).to_contain_text("for every seat")
        table.get_by_role("button", name="End the match for everyone").click()
        expect(table.locator(".banner .ended")).to_be_visible()
        with pytest.raises(SessionNotFound):
            live_server.store.load(session)
        assert errors == []
    finally:
        context.close()


def test_the_lobby_shows_the_options_the_player_count_resolves(live_server, browser):
    # SAM-12.5.2: with 4 players the mixed deal is always used, and pay-off piles hold 15.
    context = browser.new_context()
    page = context.new_page()
    errors = console_errors(page)
    mixed, payoff = page.locator("#option-mixed_deck_108"), page.locator("#option-payoff_size")
    try:
        page.goto(f"{live_server.url}/play")
        page.select_option("#game", "spite-and-malice")
        expect(mixed).to_have_value("false")
        expect(payoff).to_have_value("26")
        page.select_option("#option-players", "4")
        expect(mixed).to_have_value("true")
        expect(mixed.locator("option:checked")).to_have_text("yes")
        expect(payoff).to_have_value("15")
        expect(page.locator("#option-packs")).to_have_value("2")
        page.select_option("#option-players", "6")
        expect(page.locator("#option-packs")).to_have_value("3")
        # An option the player set stays as set when the player count changes.
        page.fill("#option-payoff_size", "12")
        page.locator("#option-payoff_size").dispatch_event("change")
        page.select_option("#option-players", "4")
        expect(payoff).to_have_value("12")
        expect(mixed).to_have_value("true")
        page.get_by_role("button", name="Start the game").click()
        href = page.locator("a.seat-link").first.get_attribute("href")
        session = href.split("session=")[1].split("&")[0]
        options = live_server.store.load(session).state["options"]
        chosen = (options["players"], options["mixed_deck_108"], options["payoff_size"])
        assert chosen == (4, True, 12)
        assert errors == []
    finally:
        context.close()


def test_a_rematch_deals_the_same_game_again(live_server, browser):
    match = Match(live_server, browser, "ronda", "rematch", {"target_score": 1})
    try:
        match.play_to_the_end(random.Random("rematch"))
        match.page.get_by_role("button", name="Rematch").click()
        links = match.page.locator(".rematch a.seat-link")
        expect(links).to_have_count(3)
        href = links.nth(0).get_attribute("href")
        fresh = href.split("session=")[1].split("&")[0]
        assert fresh != match.id
        record = live_server.store.load(fresh)
        assert record.state["options"]["target_score"] == 1 and record.version == 0
        # The names this page showed (its link's) go to the new session.
        assert record.names == ((0, "Ann"), (1, "Bo"))
        # Each seat's join code beside its link.
        expect(match.page.locator(".rematch code")).to_have_count(2)
        expect(match.page.locator(".rematch a.join-link")).to_have_count(2)
        assert match.errors == []
    finally:
        match.close()


def axe_violations(page) -> list[dict]:
    """Serious and critical violations axe-core finds in the page as it stands."""
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    found = page.evaluate("async () => (await axe.run(document)).violations")
    return [
        {"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


def test_the_lobby_passes_an_accessibility_scan(live_server, browser):
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/play")
        page.wait_for_selector("#game")
        assert axe_violations(page) == []
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_selector("a.seat-link")
        assert axe_violations(page) == []
    finally:
        context.close()


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_each_table_passes_an_accessibility_scan(live_server, browser, game_id):
    match = Match(live_server, browser, game_id, f"axe-{game_id}", OPTIONS.get(game_id, {}))
    try:
        rng = random.Random(game_id)
        for _ in range(12):  # a few moves in: history, last play, a selection
            state = match.state
            if match.game.is_finished(state):
                break
            movers = match.game.to_move(state)
            seat = 0 if 0 in movers else movers[0]
            moves, _ = match.game.moves(state, seat, 1000)
            move = choose(game_id, moves, rng)
            version = match.version
            if seat == 0:
                match.by_clicking(move, moves, version)
            else:
                match.by_api(move)
            match.wait(version + 1)
        assert axe_violations(match.page) == []
        rules = match.context.new_page()
        rules.goto(f"{live_server.url}/v1/games/{game_id}/rules")
        assert axe_violations(rules) == []
        rules.close()
    finally:
        match.close()


def test_the_lobby_gives_empty_seats_to_bots(live_server, browser):
    # The lobby's half of bot seats: the choice per seat becomes the session's `bots`, and a
    # bot's seat gets no link. The answer is the one a referee with bot seats gives.
    context = browser.new_context()
    page = context.new_page()
    errors = console_errors(page)
    sent: list[dict] = []

    def created(route):
        sent.append(json.loads(route.request.post_data))
        route.fulfill(
            status=201,
            content_type="application/json",
            body=json.dumps(
                {
                    "id": "botsession",
                    "game": "cassino",
                    "version": 0,
                    "owner_token": "owner",
                    "seats": [
                        {"player": 0, "token": "seat0", "bot": None},
                        {"player": 1, "token": None, "bot": "greedy"},
                    ],
                    "bots": {"1": "greedy"},
                    "view": {},
                    "movers": [0],
                    "outcome": None,
                }
            ),
        )

    try:
        page.route("**/v1/sessions", created)
        page.route(
            "**/v1/sessions/botsession/seats/0/join-code",
            lambda route: route.fulfill(
                status=201,
                content_type="application/json",
                body=json.dumps(
                    {"id": "botsession", "player": 0, "code": "7KQ2M9XD", "expires_in": 3600}
                ),
            ),
        )
        page.goto(f"{live_server.url}/play")
        page.select_option("#game", "cassino")
        expect(page.locator("select.who-plays")).to_have_count(2)
        page.select_option("#who-1", "greedy")
        page.fill("#name-0", "Ann")
        page.get_by_role("button", name="Start the game").click()
        expect(page.locator("a.seat-link")).to_have_count(2)  # seat 0 and the spectators
        assert sent[0]["bots"] == {"1": "greedy"} and sent[0]["game"] == "cassino"
        expect(page.locator('.seat-links li[data-bot="greedy"]')).to_contain_text(
            "played by a greedy bot"
        )
        # Only the seat a person plays gets a join code.
        expect(page.locator(".seat-links li[data-code]")).to_have_count(1)
        expect(page.locator(".seat-links li[data-code] code")).to_have_text("7KQ2-M9XD")
        assert errors == []
    finally:
        context.close()


def test_a_table_hears_at_once_that_the_owner_ended_the_match_and_says_who(live_server, browser):
    answer = requests.post(
        f"{live_server.url}/v1/sessions", json={"game": "cassino", "seed": "ended"}, timeout=30
    )
    assert answer.status_code == 201, answer.text
    created = answer.json()
    session, owner = created["id"], created["owner_token"]
    mover = created["movers"][0]  # the owner's seat; the other seat waits for its turn
    contexts, pages, errors = [], [], []
    try:
        for seat in (mover, 1 - mover):
            context = browser.new_context()
            contexts.append(context)
            if seat == mover:  # the browser that opened the session keeps its owner token
                context.add_init_script(
                    f"localStorage.setItem('card-referee:owner:{session}', '{owner}')"
                )
            page = context.new_page()
            errors.append(console_errors(page))
            token = created["seats"][seat]["token"]
            page.goto(f"{live_server.url}/play#session={session}&token={token}")
            page.wait_for_selector("#app[data-version]")
            pages.append(page)
        owners, other = pages
        expect(other.locator(".status .turn")).to_have_text(f"To move: seat {mover}.")
        owners.get_by_role("button", name="End the match").click()
        owners.get_by_role("button", name="End the match for everyone").click()
        expect(owners.locator(".banner .ended")).to_be_visible()
        # The other seat's table heard the stream's `end`: no reload, no turn shown any more.
        said = "The match was ended by its owner."
        expect(other.locator(".banner .ended")).to_have_text(said)
        expect(other.locator(".status .turn")).to_have_text(said)
        expect(other.locator("#app")).to_have_attribute("data-ended-by", "owner")
        expect(other.locator("button.move")).to_have_count(0)
        assert errors == [[], []]
    finally:
        for context in contexts:
            context.close()
