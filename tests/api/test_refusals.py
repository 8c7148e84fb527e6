"""Refusals say what is wrong in the client's terms: the other game, the game's seats, one
path notation rooted at the body field, and JSON words."""

from __future__ import annotations

import pytest

from tests.refusals import assert_clear_refusal

GAMES = ("cassino", "seep")


def deal(client, game: str, **body) -> dict:
    return client.post(f"/v1/games/{game}/states", json={"seed": "refusals", **body}).json["state"]


def refused(answer, status: int, body: dict | None = None) -> dict:
    assert answer.status_code == status, answer.get_data(as_text=True)
    assert answer.mimetype == "application/problem+json"
    assert_clear_refusal(answer.json, body)
    return answer.json


@pytest.mark.parametrize("posted,endpoint", [("seep", "cassino"), ("cassino", "seep")])
@pytest.mark.parametrize("call", ["moves", "legal-moves", "views", "scores"])
def test_another_games_state_is_one_clear_400_first(client, posted, endpoint, call):
    state = deal(client, posted)
    body = {"state": state}
    if call == "moves":
        body["move"] = {"player": 0, "type": "no-such-move"}  # malformed too: the game comes first
    problem = refused(client.post(f"/v1/games/{endpoint}/{call}", json=body), 400, body)
    assert problem["code"] == "wrong_game" and problem["path"] == "state.game"
    assert f'"{posted}"' in problem["detail"] and f'"{endpoint}"' in problem["detail"]
    assert "another game" in problem["detail"]


@pytest.mark.parametrize(
    "game,players,seats",
    [
        ("cassino", 2, "seats are 0 and 1 in this 2-player game"),
        ("cassino", 4, "seats are 0 to 3 in this 4-player game"),
        ("seep", 4, "seats are 0 to 3 in this 4-player game"),
    ],
)
@pytest.mark.parametrize("seat", [-1, 9, 2**40])
def test_a_player_out_of_range_names_the_games_seats(client, game, players, seats, seat):
    state = deal(client, game, players=players)
    move = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).json["moves"][0]
    body = {"state": state, "move": {**move, "player": seat}}
    problem = refused(client.post(f"/v1/games/{game}/moves", json=body), 400, body)
    assert problem["path"] == "move.player" and seats in problem["detail"]
    assert "≤" not in problem["detail"] and "7" not in problem["detail"].replace(str(seat), "")
    for call in ("legal-moves", "views"):
        body = {"state": state, "player": seat}
        problem = refused(client.post(f"/v1/games/{game}/{call}", json=body), 400, body)
        assert problem["path"] == "player" and seats in problem["detail"]


def _set(value: dict, path: tuple, new) -> dict:
    target = value
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return value


@pytest.mark.parametrize("game", GAMES)
def test_paths_are_dotted_and_rooted_at_the_body_field(client, game):
    state = deal(client, game)
    seat = next(i for i, hand in enumerate(state["hands"]) if hand and i > 0)
    side = next(iter(state["scores"]))
    cases = [
        ({"state": _set(deal(client, game), ("hands", seat, 0), "ZZ")}, 400, f"state.hands.{seat}"),
        ({"state": _set(deal(client, game), ("scores", side), "x")}, 400, f"state.scores.{side}"),
        (
            {"state": _set(deal(client, game), ("hands", seat, 0), state["stock"][0])},
            422,
            None,
        ),  # a card twice: the path names the zone where it was seen again
        ({"state": state, "player": "0"}, 400, "player"),
        ({"state": state, "extra": 1}, 400, "extra"),
        ({"state": state, "limit": 0}, 400, "limit"),
    ]
    for body, status, path in cases:
        problem = refused(client.post(f"/v1/games/{game}/legal-moves", json=body), status, body)
        if path is None:
            assert problem["path"] in (f"state.hands.{seat}", "state.stock"), problem
        else:
            assert problem["path"] == path, problem
        assert not problem["path"].startswith("body")
    move_body = {
        "state": state,
        "move": {"player": state["to_move"], "type": "trail", "card": "7Q"},
    }
    if game == "seep":
        move_body["move"]["type"] = "throw"
    problem = refused(client.post(f"/v1/games/{game}/moves", json=move_body), 400, move_body)
    assert problem["path"] == "move.card" and problem["detail"].startswith('move.card: "7Q"')


def test_the_whole_body_has_no_path(client):
    problem = refused(client.post("/v1/games/cassino/moves", json=[1]), 400)
    assert "path" not in problem and problem["detail"] == "the request body must be a JSON object"
    state = deal(client, "cassino")
    problem = refused(client.post("/v1/games/cassino/scores", json={}), 400)
    assert "path" not in problem
    problem = refused(
        client.post("/v1/games/cassino/scores", json={"state": state, "tally": {}}), 400
    )
    assert "path" not in problem


def test_values_in_messages_are_json(client):
    problem = refused(client.post("/v1/games/cassino/states", json={"players": True}), 400)
    assert problem["path"] == "players"
    problem = refused(
        client.post("/v1/games/cassino/states", json={"options": {"first_player": True}}), 400
    )
    assert problem["detail"].endswith("got true") and '"random"' in problem["detail"]
    state = deal(client, "cassino")
    body = {"state": state, "move": {"player": 0, "type": None}}
    problem = refused(client.post("/v1/games/cassino/moves", json=body), 400, body)
    assert problem["detail"].endswith("got null")
    body = {"state": state, "move": {"player": 0, "type": "trail", "card": None}}
    problem = refused(client.post("/v1/games/cassino/moves", json=body), 400, body)
    assert problem["path"] == "move.card"
    seep = deal(client, "seep")
    seep["phase"] = "dozing"
    problem = refused(client.post("/v1/games/seep/views", json={"state": seep}), 422)
    assert problem["path"] == "state.phase" and 'got "dozing"' in problem["detail"]
    problem = refused(client.get("/v1/games/what's-this"), 404)
    assert '"what\'s-this"' in problem["detail"]
