"""POST /v1/games/{game}/suggestions: a bot's move for one seat, from a plain, sealed or
token-carried state, in the form /moves accepts."""

from __future__ import annotations

import pytest

from referee.games.registry import REGISTRY
from tests.api.test_carried import client_of, deal
from tests.api.test_games_api import assert_problem

GAMES = sorted(REGISTRY)


def first_mover(state: dict) -> int:
    return REGISTRY[state["game"]].to_move(state)[0]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["random", "greedy", "expert"])
def test_a_suggestion_is_a_move_the_referee_accepts(client, game, level):
    state = deal(client, game)["state"]
    seat = first_mover(state)
    body = {"state": state, "player": seat, "level": level, "budget_ms": 20}
    answer = client.post(f"/v1/games/{game}/suggestions", json=body)
    assert answer.status_code == 200, answer.json
    suggested = answer.json
    assert suggested["level"] == level
    assert suggested["budget_ms"] == (20 if level == "expert" else None)
    assert suggested["elapsed_ms"] >= 0
    played = client.post(
        f"/v1/games/{game}/moves", json={"state": state, "move": suggested["move"]}
    )
    assert played.status_code == 200 and played.json["legal"], played.json


def test_the_same_seed_gets_the_same_move(client):
    state = deal(client, "seep")["state"]
    body = {"state": state, "player": first_mover(state), "level": "random", "seed": "s"}
    answers = [client.post("/v1/games/seep/suggestions", json=body).json["move"] for _ in range(3)]
    assert answers[0] == answers[1] == answers[2]


def test_a_seat_that_may_not_move_is_a_conflict_citing_the_turn_rule(client):
    state = deal(client, "cassino")["state"]
    idle = 1 - first_mover(state)
    body = {"state": state, "player": idle, "level": "greedy"}
    problem = assert_problem(
        client.post("/v1/games/cassino/suggestions", json=body), 409, "not_your_turn"
    )
    assert REGISTRY["cassino"].turn_rule in problem["detail"]


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"level": "grandmaster"}, "level"),
        ({"player": 9}, "player"),
        ({"player": "0"}, "player"),
        ({"budget_ms": 0}, "budget_ms"),
        ({"budget_ms": 60_000}, "budget_ms"),
        ({"hint": True}, "hint"),
    ],
)
def test_malformed_requests_are_refused_with_the_field(client, change, path):
    state = deal(client, "ronda")["state"]
    body = {"state": state, "player": first_mover(state), "level": "greedy", **change}
    problem = assert_problem(client.post("/v1/games/ronda/suggestions", json=body), 400)
    assert problem["path"] == path


def test_an_inconsistent_state_is_422(client):
    state = deal(client, "cassino")["state"]
    state["hands"][0] = state["hands"][1]
    body = {"state": state, "player": 0, "level": "greedy"}
    assert_problem(client.post("/v1/games/cassino/suggestions", json=body), 422)


def test_a_sealed_state_needs_its_seal():
    client = client_of(require_seal=True)
    dealt = deal(client, "modulo")
    body = {"state": dealt["state"], "player": 0, "level": "greedy"}
    assert_problem(client.post("/v1/games/modulo/suggestions", json=body), 403, "seal_invalid")
    sealed = client.post("/v1/games/modulo/suggestions", json={**body, "seal": dealt["seal"]})
    assert sealed.status_code == 200 and sealed.json["move"]["player"] == 0


def test_a_token_needs_the_key_of_the_seat_asked_for():
    client = client_of()
    dealt = deal(client, "cassino", players=2, opaque=True)
    token, keys = dealt["token"], dealt["seat_keys"]
    seat = client.post("/v1/games/cassino/views", json={"token": token}).json["movers"][0]
    body = {"token": token, "player": seat, "level": "greedy"}
    assert_problem(client.post("/v1/games/cassino/suggestions", json=body), 403, "seat_key_invalid")
    wrong = {**body, "seat_key": keys[1 - seat]}
    assert_problem(
        client.post("/v1/games/cassino/suggestions", json=wrong), 403, "seat_key_invalid"
    )
    right = client.post("/v1/games/cassino/suggestions", json={**body, "seat_key": keys[seat]})
    assert right.status_code == 200 and right.json["move"]["player"] == seat
    assert "token" not in right.json and "state" not in right.json
