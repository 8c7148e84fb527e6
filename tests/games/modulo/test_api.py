"""Modulo over the stateless endpoints: options, secret bids, plays, refusals, views and scores."""

from __future__ import annotations

import pytest

GAME = "/v1/games/modulo"


def deal(client, **body) -> dict:
    answer = client.post(f"{GAME}/states", json={"seed": "api", **body})
    assert answer.status_code == 200, answer.json
    return answer.json["state"]


def post_move(client, state: dict, move: dict) -> dict:
    answer = client.post(f"{GAME}/moves", json={"state": state, "move": move})
    assert answer.status_code == 200, answer.json
    return answer.json


def bid(seat: int, value) -> dict:
    return {"player": seat, "type": "bid", "value": value}


def dealt(client) -> dict:
    state = deal(client)
    for seat, value in enumerate((2, 3, 4)):
        state = post_move(client, state, bid(seat, value))["state"]
    return state


def test_the_game_is_described_with_every_option_and_its_default(client):
    # MOD-7.1, MOD-7.2, MOD-7.3, MOD-7.4
    info = client.get(GAME).json
    assert info["rules_version"] == "modulo-1" and info["players"] == [3]
    assert {o["name"]: o["default"] for o in info["options"]} == {
        "players": 3,
        "deals": 9,
        "first_dealer": 0,
        "all_bid_enabled": True,
        "sweep_points": 10,
    }
    state = deal(
        client, options={"deals": 2, "first_dealer": 1, "all_bid_enabled": False, "sweep_points": 5}
    )
    assert state["options"] == {
        "players": 3,
        "deals": 2,
        "first_dealer": 1,
        "all_bid_enabled": False,
        "sweep_points": 5,
    }
    answer = client.post(f"{GAME}/states", json={"options": {"first_dealer": 5}})
    assert answer.status_code == 400 and answer.json["path"] == "options.first_dealer"


def test_every_integer_option_shows_its_finite_range(client):
    # MOD-7.1, MOD-7.4
    ranges = {
        o["name"]: (o["minimum"], o["maximum"])
        for o in client.get(GAME).json["options"]
        if "values" not in o
    }
    assert ranges == {"deals": (1, 100), "sweep_points": (-100, 100)}
    answer = client.post(f"{GAME}/states", json={"options": {"deals": 1000000000}})
    assert answer.status_code == 400 and answer.json["path"] == "options.deals"


def test_legal_moves_without_a_player_list_every_bidders_bids(client):
    # MOD-3.3
    state = deal(client)
    moves = client.post(f"{GAME}/legal-moves", json={"state": state}).json["moves"]
    assert {move["player"] for move in moves} == {0, 1, 2} and len(moves) == 9
    state = post_move(client, state, bid(1, 4))["state"]
    assert state["to_move"] == [0, 2]
    moves = client.post(f"{GAME}/legal-moves", json={"state": state}).json["moves"]
    assert {move["player"] for move in moves} == {0, 2}
    mine = client.post(f"{GAME}/legal-moves", json={"state": state, "player": 1}).json
    assert mine == {"moves": [], "truncated": False}


def test_a_bid_a_reveal_and_a_trick_over_http(client):
    # MOD-3.5, MOD-4.2, MOD-4.9
    state = deal(client)
    first = post_move(client, state, bid(0, 2))
    assert first["events"] == [{"type": "bid", "player": 0}]
    assert first["score_deltas"] == {"0": 0, "1": 0, "2": 0} and first["finished"] is False
    state = post_move(client, first["state"], bid(1, 3))["state"]
    last = post_move(client, state, bid(2, 4))
    assert [e["type"] for e in last["events"]] == ["bid", "reveal", "deal"]
    state = last["state"]
    assert state["to_move"] == [1]
    for _ in range(3):
        move = client.post(f"{GAME}/legal-moves", json={"state": state}).json["moves"][0]
        outcome = post_move(client, state, move)
        state = outcome["state"]
    assert outcome["events"][-1]["type"] == "trick"
    assert state["to_move"] == [outcome["events"][-1]["winner"]]


@pytest.mark.parametrize(
    "make, move, rule",
    [
        (deal, {"player": 0, "type": "play", "card": "AS"}, "MOD-3.8"),
        (deal, bid(0, 7), "MOD-3.7"),
        (deal, bid(0, "ALL"), "MOD-3.6"),
        (dealt, bid(0, 2), "MOD-3.9"),
        (dealt, {"player": 0, "type": "play", "card": "AS"}, "MOD-4.4"),
        (dealt, {"player": 1, "type": "play", "card": "3S"}, "MOD-1.4"),
        (dealt, {"player": 1, "type": "play", "card": "nonsense"}, "MOD-1.4"),
    ],
)
def test_refusals_name_their_rule(client, make, move, rule):
    # MOD-4.11
    outcome = post_move(client, make(client), move)
    assert outcome["legal"] is False and outcome["violation"]["rule"] == rule
    assert set(outcome) == {"legal", "violation", "movers", "outcome"}
    assert outcome["outcome"] is None


@pytest.mark.parametrize(
    "move, path",
    [
        ({"player": 0, "type": "bid"}, "move.value"),
        ({"player": 0, "type": "bid", "value": None}, "move.value"),
        ({"player": 0, "type": "bid", "value": True}, "move.value"),
        ({"player": 0, "type": "bid", "value": [2]}, "move.value"),
        ({"player": 0, "type": "bid", "value": 2.5}, "move.value"),
        ({"player": 0, "type": "play", "card": 5}, "move.card"),
        ({"player": 0, "type": "pass"}, "move.type"),
        ({"player": 3, "type": "bid", "value": 2}, "move.player"),
    ],
)
def test_malformed_moves_are_400_naming_the_field(client, move, path):
    answer = client.post(f"{GAME}/moves", json={"state": deal(client), "move": move})
    assert answer.status_code == 400 and answer.json["path"] == path, answer.json


def test_an_inconsistent_state_is_422_naming_the_field(client):
    # MOD-1.2
    state = dealt(client)
    state["hands"][0][0] = state["hands"][1][0]
    answer = client.post(f"{GAME}/moves", json={"state": state, "move": bid(0, 2)})
    assert answer.status_code == 422 and answer.json["path"] == "state.hands.1"
    assert answer.mimetype == "application/problem+json"


def test_views_show_a_bid_only_to_its_bidder_until_the_reveal(client):
    # MOD-3.4
    state = post_move(client, deal(client), bid(2, 4))["state"]
    for player, bids in ((None, [None, None, None]), (0, [None, None, None]), (2, [None, None, 4])):
        body = {"state": state} if player is None else {"state": state, "player": player}
        view = client.post(f"{GAME}/views", json=body).json["view"]
        assert view["bids"] == bids and view["has_bid"] == [False, False, True]
        assert "seed" not in view and "stock" not in view


def test_scores_of_a_state_and_of_a_tally(client):
    # MOD-5.3, MOD-9.3.1
    sheet = client.post(f"{GAME}/scores", json={"state": dealt(client)}).json
    assert sheet["items"] == [] and sheet["totals"] == {"0": 0, "1": 0, "2": 0}
    assert (sheet["covers"], sheet["number"], sheet["final"], sheet["deals"]) == (
        "deal",
        1,
        False,
        [],
    )
    tally = {"deals": [{"bids": [3, 4, 2], "tricks": [7, 1, 5]}]}
    sheet = client.post(f"{GAME}/scores", json={"tally": tally}).json
    assert sheet["totals"] == {"0": 2, "1": 3, "2": 1}
    assert [item["rule"] for item in sheet["items"]] == ["MOD-5.3"] * 3
    assert (sheet["covers"], sheet["number"], sheet["match"]) == ("tally", None, None)
    bad = client.post(f"{GAME}/scores", json={"tally": {"deals": []}})
    assert bad.status_code == 400 and bad.json["path"] == "tally.deals"
