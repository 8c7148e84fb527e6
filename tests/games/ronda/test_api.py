"""Ronda over HTTP: options, moves, refusals, views, scores, and a history that hides holdings."""

from __future__ import annotations

import json

from referee.games.ronda import GAME
from tests.games.ronda.positions import position

PROBLEM = "application/problem+json"


def problem(response, status: int) -> dict:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == PROBLEM
    return response.json


def test_every_option_is_listed_with_its_default(client):  # RON-12.1
    info = client.get("/v1/games/ronda").json
    defaults = {option["name"]: option["default"] for option in info["options"]}
    assert defaults == {
        "players": 2,
        "first_dealer": None,
        "deal_to_table": True,
        "dealer_last_play": False,
        "tringa_points": 3,
        "tie_split": "one_each",
        "combo_rank_order": "king_high",
        "chain_points": "1-5-10",
        "undeclared_ronda_penalty": 1,
        "target_score": 41,
    }
    assert info["players"] == [2, 3, 4] and info["rules_version"] == "ronda-1"


def test_states_take_every_option_and_refuse_bad_combinations(client):  # RON-12.2, RON-12.1
    state = client.post(
        "/v1/games/ronda/states",
        json={
            "seed": "api",
            "players": 4,
            "options": {
                "deal_to_table": False,
                "dealer_last_play": True,
                "tringa_points": 5,
                "tie_split": "split_round_down",
                "combo_rank_order": "ace_high",
                "chain_points": "1-6-15",
                "undeclared_ronda_penalty": 5,
                "target_score": 25,
            },
        },
    ).json["state"]
    assert state["table"] == [] and [len(h) for h in state["hands"]] == [4, 4, 4, 4]
    both = problem(
        client.post(
            "/v1/games/ronda/states", json={"players": 3, "options": {"deal_to_table": False}}
        ),
        422,
    )
    assert "deal_to_table" in both["detail"] and "players" in both["detail"]
    assert (
        problem(client.post("/v1/games/ronda/states", json={"options": {"tringa_points": 4}}), 400)[
            "path"
        ]
        == "options.tringa_points"
    )


def test_moves_and_refusals_with_rule_ids(client):  # RON-5.4, RON-5.2, RON-6.1
    state = position(hands=["4S AC 3D", "4H 7C QD"], table="2S 6D JH KC", stock=30)
    placed = client.post(
        "/v1/games/ronda/moves",
        json={"state": state, "move": {"player": 1, "type": "play", "card": "4H"}},
    ).json
    assert placed["legal"] and placed["events"][0]["action"] == "place"
    after = placed["state"]
    short = client.post(
        "/v1/games/ronda/moves",
        json={"state": after, "move": {"player": 0, "type": "play", "card": "4S"}},
    ).json
    assert short["legal"] is False and short["violation"]["rule"] == "RON-5.4"
    este = client.post(
        "/v1/games/ronda/moves",
        json={"state": after, "move": {"player": 0, "type": "play", "card": "4S", "takes": ["4H"]}},
    ).json
    assert este["legal"] and este["score_deltas"] == {"0": 1, "1": 0}
    extra = client.post(
        "/v1/games/ronda/moves",
        json={"state": after, "move": {"player": 0, "type": "play", "card": "AC", "takes": ["2S"]}},
    ).json
    assert extra["violation"]["rule"] == "RON-5.2"
    ten = problem(
        client.post(
            "/v1/games/ronda/moves",
            json={"state": after, "move": {"player": 0, "type": "play", "card": "10S"}},
        ),
        400,
    )
    assert ten["path"] == "move.card"


def test_posted_states_are_checked_with_a_precise_path(client):  # RON-1.1, RON-3.7
    state = position(hands=["4S AC 3D", "4H 7C QD"], table="2S 6D JH KC", stock=30)
    lost = {**state, "stock": state["stock"][1:]}
    body = problem(client.post("/v1/games/ronda/views", json={"state": lost}), 422)
    assert body["path"] in ("state", "state.stock")
    moved = {**state, "round": 2}
    assert (
        problem(client.post("/v1/games/ronda/legal-moves", json={"state": moved}), 422)["path"]
        == "state.stock"
    )
    junk = {
        **state,
        "last_play": {"player": 1, "rank": "9", "placed": True, "chain": 0, "taken": 0},
    }
    assert (
        problem(
            client.post(
                "/v1/games/ronda/moves",
                json={"state": junk, "move": {"player": 1, "type": "play", "card": "4H"}},
            ),
            400,
        )["path"]
        == "state.last_play.rank"
    )


def test_views_hide_other_hands_and_holdings(client):  # RON-4.4
    state = position(
        hands=["7S 7H QD", "2D 6S KC"],
        table="4H 5C",
        round=2,
        stock=24,
        piles={"0": 4, "1": 4},
        declarations=["ronda", "ronda"],
        pending=[0, 1],
    )
    for seat in (None, 0, 1):
        view = client.post("/v1/games/ronda/views", json={"state": state, "player": seat}).json
        view = view["view"]
        assert view["declarations"] == ["ronda", "ronda"] and view["pending"] == [0, 1]
        text = json.dumps(view)
        for other in (0, 1):
            if other != seat:
                assert not any(f'"{card}"' in text for card in state["hands"][other])
        assert view["holding"] == (None if seat is None else state["holdings"][seat])
        assert '"ranks": ["7"]' not in text or seat == 0


def test_scores_of_a_state_and_of_a_tally(client):  # RON-9.2, RON-9.3
    state = position(
        hands=["4S AC 3D", "4H 7C QD"], table="2S 6D JH KC", stock=30, scores={"0": 5, "1": 3}
    )
    sheet = client.post("/v1/games/ronda/scores", json={"state": state}).json
    # Deal 2 has scored nothing yet; deal 1 scored the points the match stands at.
    assert sheet["covers"] == "deal" and sheet["number"] == 2 and not sheet["final"]
    assert sheet["items"] == [] and sheet["match"]["target"] == 41
    assert sheet["deals"] == [  # RON-9.4: the deal the position carried in
        {"number": 1, "totals": {"0": 5, "1": 3}, "scores": {"0": 5, "1": 3}, "carried": True}
    ]
    tally = client.post(
        "/v1/games/ronda/scores",
        json={
            "tally": {
                "players": 3,
                "sides": {"0": {"cards": 15}, "1": {"cards": 14}, "2": {"cards": 11}},
            }
        },
    ).json
    assert tally["totals"] == {"0": 2, "1": 1, "2": 0} and tally["final"] is True
    assert tally["covers"] == "tally" and tally["items"][0]["rule"] == "RON-9.2"
    short = problem(
        client.post(
            "/v1/games/ronda/scores",
            json={"tally": {"players": 2, "sides": {"0": {"cards": 15}, "1": {"cards": 14}}}},
        ),
        422,
    )
    assert short["path"] == "tally.sides"
    teams = problem(
        client.post(
            "/v1/games/ronda/scores",
            json={"tally": {"players": 4, "sides": {"0": {"cards": 20}, "1": {"cards": 20}}}},
        ),
        422,
    )
    assert "0+2" in teams["detail"]


def test_session_history_shows_kinds_never_holdings(client):  # RON-4.4, RON-4.7
    created = client.post("/v1/sessions", json={"game": "ronda", "seed": "secret"}).json
    sid, seats = created["id"], created["seats"]
    auth = {seat["player"]: {"Authorization": f"Bearer {seat['token']}"} for seat in seats}
    full = client.get(f"/v1/sessions/{sid}", headers=auth[0]).json["view"]
    for _ in range(2):
        seat = client.get(f"/v1/sessions/{sid}").json["view"]["to_move"]
        moves = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth[seat]).json["moves"]
        ronda = next(m for m in moves if m["kind"] == "ronda")
        answer = client.post(f"/v1/sessions/{sid}/moves", json={"move": ronda}, headers=auth[seat])
        assert answer.status_code == 200 and answer.json["legal"]
    assert full["phase"] == "declare"
    for viewer in (None, 0, 1):
        headers = auth[viewer] if viewer is not None else {}
        entries = client.get(f"/v1/sessions/{sid}/history", headers=headers).json["entries"]
        assert [entry["move"]["kind"] for entry in entries] == ["ronda", "ronda"]
        text = json.dumps(entries)
        assert "holding" not in text and "ranks" not in text
        view = client.get(f"/v1/sessions/{sid}", headers=headers).json["view"]
        assert view["declarations"] == ["ronda", "ronda"]
        if viewer is None:
            assert view["holding"] is None
    assert GAME.rules.get("RON-4.4") is not None


def test_a_seat_out_of_turn_challenges_through_its_session(client):  # RON-4.13, RON-10.5
    created = client.post("/v1/sessions", json={"game": "ronda", "seed": "challenge"}).json
    sid = created["id"]
    auth = {
        seat["player"]: {"Authorization": f"Bearer {seat['token']}"} for seat in created["seats"]
    }
    for _ in range(2):
        seat = client.get(f"/v1/sessions/{sid}").json["view"]["to_move"]
        answer = client.post(
            f"/v1/sessions/{sid}/moves",
            headers=auth[seat],
            json={"move": {"player": seat, "type": "declare", "kind": "ronda"}},
        )
        assert answer.json["legal"]
    view = client.get(f"/v1/sessions/{sid}").json["view"]
    assert view["pending"] == [0, 1]
    waiting = 1 - view["to_move"]
    listed = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth[waiting]).json["moves"]
    assert listed == [{"player": waiting, "type": "challenge", "target": view["to_move"]}]
    answer = client.post(
        f"/v1/sessions/{sid}/moves", headers=auth[waiting], json={"move": listed[0]}
    ).json
    assert answer["legal"] and answer["events"][0]["type"] == "challenge"
    verdict = answer["events"][0]["verdict"]
    assert answer["finished"] == (verdict == "correct")
