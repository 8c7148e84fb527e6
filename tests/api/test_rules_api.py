"""The rules catalog over HTTP: the catalog and its entries, caching, and the `rule_url` links."""

from __future__ import annotations

import random

import pytest

from referee.engine import Rule, RulesCatalog
from referee.games.registry import REGISTRY
from referee.games.wire import SCORE_SHEET
from tests.api.test_openapi import validator_for
from tests.refusals import cited_by_order
from tests.test_conformance import canonical, cards_in, variants

GAMES = sorted(REGISTRY)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_catalog_lists_every_entry_in_order(client, game_id):
    game = REGISTRY[game_id]
    answer = client.get(f"/v1/games/{game_id}/rules")
    assert answer.status_code == 200 and answer.mimetype == "application/json"
    body = answer.json
    validator_for("RulesCatalog").validate(body)
    assert body["game"] == game_id and body["rules_version"] == game.rules_version
    assert body["url"] == f"/v1/games/{game_id}/rules"
    assert [entry["id"] for entry in body["entries"]] == [rule.id for rule in game.rules]
    first = next(iter(game.rules))
    assert body["entries"][0] == {**first.to_dict(), "url": f"/v1/games/{game_id}/rules/{first.id}"}
    assert body["options"] == client.get(f"/v1/games/{game_id}").json["options"]


@pytest.mark.parametrize("game_id", GAMES)
def test_each_entry_is_served_at_its_url(client, game_id):
    game = REGISTRY[game_id]
    for rule in game.rules:
        answer = client.get(game.rules.url(rule.id))
        assert answer.status_code == 200, f"{game_id}: {rule.id} is not served at its url"
        assert answer.json == {
            **rule.to_dict(),
            "url": game.rules.url(rule.id),
            "game": game_id,
            "rules_version": game.rules_version,
        }
    validator_for("RuleAnswer").validate(answer.json)


def test_an_unknown_rule_or_game_is_a_404_problem(client):
    answer = client.get("/v1/games/cassino/rules/CAS-99.9")
    assert answer.status_code == 404 and answer.mimetype == "application/problem+json"
    assert answer.json["code"] == "unknown_rule" and "CAS-99.9" in answer.json["detail"]
    assert "/v1/games/cassino/rules" in answer.json["detail"]
    assert client.get("/v1/games/seep/rules/CAS-4.3").status_code == 404  # another game's id
    clause = client.get("/v1/games/cassino/rules/CAS-4.3d")  # as a message cites it
    assert clause.status_code == 404 and clause.json["detail"] == (
        "CAS-4.3d is clause (d) of CAS-4.3, which is at /v1/games/cassino/rules/CAS-4.3"
    )
    for path in ("/v1/games/chess/rules", "/v1/games/chess/rules/CAS-4.3"):
        unknown_game = client.get(path)
        assert unknown_game.status_code == 404 and unknown_game.json["code"] == "unknown_game"


@pytest.mark.parametrize("path", ["/v1/games/cassino/rules", "/v1/games/seep/rules/SEP-5.4"])
def test_answers_are_cacheable_and_revalidate_with_304(client, path):
    first = client.get(path)
    tag = first.headers["ETag"]
    assert tag.startswith('"') and first.headers["Cache-Control"] == "public, max-age=3600"
    assert client.get(path).headers["ETag"] == tag
    again = client.get(path, headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == tag
    assert client.get(path, headers={"If-None-Match": f'"other", W/{tag}'}).status_code == 304
    assert client.get(path, headers={"If-None-Match": '"other"'}).status_code == 200


def test_the_tag_changes_with_the_rules_version_the_entries_or_the_options_only(
    client, monkeypatch
):
    game = REGISTRY["cassino"]
    path = "/v1/games/cassino/rules"
    tag = client.get(path).headers["ETag"]
    assert tag != client.get("/v1/games/seep/rules").headers["ETag"]
    same = RulesCatalog(game.rules.game, game.rules.version, tuple(game.rules))
    monkeypatch.setattr(game, "rules", same)
    assert client.get(path).headers["ETag"] == tag
    monkeypatch.setattr(game, "rules_version", "cassino-2")
    bumped = client.get(path).headers["ETag"]
    assert bumped != tag
    edited = [
        Rule(r.id, r.title, r.text + " Edited.", r.section) if r.id == "CAS-4.3" else r
        for r in game.rules
    ]
    monkeypatch.setattr(game, "rules", RulesCatalog(game.rules.game, game.rules.version, edited))
    assert client.get(path).headers["ETag"] not in (tag, bumped)
    entry = client.get("/v1/games/cassino/rules/CAS-4.3")
    assert entry.json["text"].endswith("Edited.")
    edited_tag = client.get(path).headers["ETag"]
    monkeypatch.setattr(game, "options", game.options[:-1])
    assert client.get(path).headers["ETag"] != edited_tag


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_links_its_catalog_and_each_option_its_rule(client, game_id):
    info = client.get(f"/v1/games/{game_id}").json
    assert info["rules_url"] == f"/v1/games/{game_id}/rules"
    for option in info["options"]:
        assert option["rule_url"] == f"/v1/games/{game_id}/rules/{option['rule']}"
    listed = {game["id"]: game for game in client.get("/v1/games").json["games"]}
    assert listed[game_id] == info


def test_a_violation_links_the_rule_it_cites(client):
    state = client.post("/v1/games/cassino/states", json={"seed": "readme"}).json["state"]
    answer = client.post(
        "/v1/games/cassino/moves",
        json={
            "state": state,
            "move": {"player": 1, "type": "capture", "card": "8C", "cards": ["6D", "7C"]},
        },
    ).json
    assert answer["violation"]["rule"] == "CAS-4.3"  # CAS-4.3d: 6 + 7 is not 8
    assert answer["violation"]["rule_url"] == "/v1/games/cassino/rules/CAS-4.3"
    assert client.get(answer["violation"]["rule_url"]).json["title"] == "When a capture is legal"


@pytest.mark.parametrize(
    "body",
    [
        {
            "tally": {
                "players": 2,
                "sides": {
                    "0": {"cards": ["10D", "AS", "2H"], "sweeps": 1},
                    "1": {"cards": ["2S", "3S"], "sweeps": 0},
                },
            }
        },
        {"state": "fresh"},
    ],
)
def test_score_sheet_items_link_their_rules(client, body):
    if body.get("state") == "fresh":
        body = {"state": client.post("/v1/games/cassino/states", json={"seed": "s"}).json["state"]}
    sheet = client.post("/v1/games/cassino/scores", json=body).json
    assert SCORE_SHEET.load(sheet) == sheet  # the shared sheet shape, `rule_url`s included
    assert [item["rule"] for item in sheet["items"]] == [f"CAS-7.{n}" for n in range(1, 7)]
    for item in sheet["items"]:  # CAS-7.1 .. CAS-7.6
        assert item["rule_url"] == f"/v1/games/cassino/rules/{item['rule']}"


def rule_ids_in(value, found: set) -> None:
    """Every string `rule` anywhere in an answer, checking the `rule_url` beside it when present."""
    if isinstance(value, list):
        for item in value:
            rule_ids_in(item, found)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key == "rule" and isinstance(item, str):
                found.add(item)
                if "rule_url" in value:
                    assert value["rule_url"].endswith(f"/rules/{item}")
            else:
                rule_ids_in(item, found)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_id_a_seeded_match_answers_with_resolves(client, game_id):
    """The done-when of the rules catalog: play a whole seeded match over HTTP, posting moves
    altered from listed ones too, and look up every rule id any answer cited."""
    game = REGISTRY[game_id]
    base = f"/v1/games/{game_id}"
    rng = random.Random(f"rules-{game_id}")
    cited: set[str] = set()
    rule_ids_in(client.get(base).json, cited)
    state = client.post(f"{base}/states", json={"seed": f"rules-{game_id}"}).json["state"]
    deck = sorted(cards_in(state))
    waiting = [seat for seat in range(game.seat_count(state)) if seat not in game.to_move(state)]
    if waiting:  # with simultaneous moves (Modulo's bids) every seat may move at first
        first = client.post(f"{base}/legal-moves", json={"state": state}).json["moves"][0]
        move = {**first, "player": waiting[0]}
        refused = client.post(f"{base}/moves", json={"state": state, "move": move})
        # The rule the game's citation order names: the turn, or first a rule of the move.
        assert refused.json["violation"]["rule"] == cited_by_order(game, state, move)[1]
        rule_ids_in(refused.json, cited)
    for turn in range(6000):
        if game.is_finished(state):
            break
        moves = client.post(f"{base}/legal-moves", json={"state": state}).json["moves"]
        listed = {canonical(move) for move in moves}
        for move in rng.sample(moves, min(len(moves), 3)):
            for variant in variants(move, rng, deck):
                if canonical(variant) in listed:
                    continue
                answer = client.post(f"{base}/moves", json={"state": state, "move": variant})
                if answer.status_code == 200:
                    assert answer.json["legal"] is False
                    assert "rule_url" in answer.json["violation"]
                    rule_ids_in(answer.json, cited)
        answer = client.post(f"{base}/moves", json={"state": state, "move": rng.choice(moves)})
        rule_ids_in(answer.json["events"], cited)
        state = answer.json["state"]
        if turn % 25 == 0 or game.is_finished(state):
            rule_ids_in(client.post(f"{base}/scores", json={"state": state}).json, cited)
    else:
        pytest.fail(f"{game_id}: the seeded match did not end")
    late = client.post(f"{base}/moves", json={"state": state, "move": moves[0]}).json
    rule_ids_in(late, cited)
    assert late["violation"]["rule"] == game.over_rule
    unresolved = sorted(
        rule_id for rule_id in cited if client.get(f"{base}/rules/{rule_id}").status_code != 200
    )
    assert not unresolved, (
        f"{game_id}: answers of a seeded match cite rule ids that "
        f"{base}/rules/<id> does not serve: {', '.join(unresolved)}; add them "
        f"to the game's catalog.yaml"
    )


BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_browser_reads_the_rules_as_a_page_and_clients_keep_json(client, game_id):
    game = REGISTRY[game_id]
    page = client.get(f"/v1/games/{game_id}/rules", headers={"Accept": BROWSER})
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert "Accept" in page.headers["Vary"]
    text = page.get_data(as_text=True)
    for rule in game.rules:
        assert f'id="{rule.id}"' in text, rule.id
    for option in game.options:
        assert f"<code>{option.name}</code>" in text
    rule = next(iter(game.rules))
    one = client.get(f"/v1/games/{game_id}/rules/{rule.id}", headers={"Accept": "text/html"})
    assert one.mimetype == "text/html" and f"{rule.id} " in one.get_data(as_text=True)
    # The same paths stay JSON for a client that asks for anything, or for nothing.
    for accept in ("*/*", "application/json", None):
        headers = {"Accept": accept} if accept else {}
        answer = client.get(f"/v1/games/{game_id}/rules", headers=headers)
        assert answer.mimetype == "application/json" and answer.json["game"] == game_id
    # Each representation has its own tag, and revalidates on its own.
    tag = page.headers["ETag"]
    assert tag != client.get(f"/v1/games/{game_id}/rules").headers["ETag"]
    again = client.get(
        f"/v1/games/{game_id}/rules", headers={"Accept": BROWSER, "If-None-Match": tag}
    )
    assert again.status_code == 304


def test_the_rules_page_escapes_what_it_shows(client):
    text = client.get("/v1/games/ronda/rules/RON-4.13", headers={"Accept": "text/html"}).get_data(
        as_text=True
    )
    assert "declarer&#39;s side" in text and "declarer's side" not in text
