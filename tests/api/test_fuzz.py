"""Hostile input never gets a 500: mutated states and moves of every game, on every endpoint.

Each case takes a real position (some moves into a seeded match), replaces one value deep
inside the state or the move with junk, and posts it. The answer must be a clear 200
(legal or not), 400 or 422, and a refused move must leave nothing changed. Moves sent by
every seat, not only the mover, and in the wrong phase must cite the rule the game's
citation order names.
"""

from __future__ import annotations

import copy
import random

import pytest

from referee.games.registry import REGISTRY
from tests.json_paths import parent_of, paths
from tests.refusals import assert_clear_refusal, cited_by_order

JUNK = [
    None,
    True,
    -1,
    0,
    1,
    7,
    52,
    2**70,
    -(2**70),
    1.5,
    "",
    "x",
    "AS",
    "10D",
    "JK",
    "ZZ",
    [],
    ["AS"],
    ["AS", "AS"],
    [["AS"]],
    {},
    {"a": 1},
    {"0": 1},
    "random",
    "finished",
]
CASES_PER_GAME = 400
CITED_CASES_PER_GAME = 200


def mutate(value, rng: random.Random):
    out = copy.deepcopy(value)
    every = list(paths(out))[1:]
    path = rng.choice(every)
    target = parent_of(out, path)
    action = rng.random()
    if action < 0.7:
        target[path[-1]] = rng.choice(JUNK)
    elif action < 0.85 and isinstance(target, dict):
        del target[path[-1]]
    elif isinstance(target, list):
        target.append(copy.deepcopy(target[path[-1]]))  # a duplicate card, seat, entry
    else:
        target[path[-1]] = copy.deepcopy(rng.choice(every))  # a path where a value should be
    return out


def positions(game, rng):
    state = game.new_state(game.resolve_options({}), "fuzz")
    found = []
    for _ in range(60):
        if game.is_finished(state):
            break
        found.append(state)
        moves, _ = game.moves(state)
        state = game.play(state, rng.choice(moves)).state
    return found


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_mutated_requests_get_clear_answers(client, game_id):
    game = REGISTRY[game_id]
    rng = random.Random(game_id)
    states = positions(game, rng)
    statuses = set()
    for case in range(CASES_PER_GAME):
        state = rng.choice(states)
        moves, _ = game.moves(state)
        move = rng.choice(moves)
        if rng.random() < 0.5:
            body = {"state": mutate(state, rng), "move": move}
        else:
            body = {"state": state, "move": mutate(move, rng)}
        endpoint = rng.choice(["moves", "moves", "legal-moves", "views", "scores"])
        if endpoint != "moves":
            body = {"state": body["state"]}
        response = client.post(f"/v1/games/{game_id}/{endpoint}", json=body)
        statuses.add(response.status_code)
        assert response.status_code in (200, 400, 422), (
            case,
            endpoint,
            response.status_code,
            response.get_data(as_text=True)[:300],
        )
        if response.status_code != 200:
            assert response.mimetype == "application/problem+json"
            assert response.json["detail"]
            assert_clear_refusal(response.json, body)
    assert {200, 400, 422} <= statuses, statuses


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_moves_from_every_seat_cite_the_rule_of_the_citation_order(client, game_id):
    game = REGISTRY[game_id]
    rng = random.Random(f"cited-{game_id}")
    states = positions(game, rng)
    examples: dict[str, dict] = {}  # a listed move of each type, sent in other positions too
    for state in states:
        for move in game.moves(state)[0]:
            examples.setdefault(move["type"], move)
    cited = 0
    for _ in range(CITED_CASES_PER_GAME):
        state = rng.choice(states)
        listed = game.moves(state)[0]
        sent = rng.choice([*listed, *examples.values()])
        move = {**sent, "player": rng.randrange(game.seat_count(state))}
        expected = cited_by_order(game, state, move)
        if expected is None:
            continue  # a seat that may move: its own rules decide, as the other suites check
        response = client.post(f"/v1/games/{game_id}/moves", json={"state": state, "move": move})
        assert response.status_code == 200, (move, response.get_data(as_text=True)[:300])
        answer = response.json
        assert answer["legal"] is False, move
        assert answer["violation"]["rule"] == expected[1], (move, expected[0].text, answer)
        assert answer["movers"] == game.to_move(state)
        cited += 1
    assert cited >= CITED_CASES_PER_GAME // 4, cited


def test_junk_bodies(client):
    for body in [
        "null",
        "1",
        '"x"',
        "[]",
        "{}",
        '{"state": null}',
        '{"state": [], "move": []}',
        "{" * 20000,
        '{"state": 1e999}',
        "\x00",
        "😀",
        '{"a": "\\ud800"}',
    ]:
        for endpoint in ("moves", "legal-moves", "views", "scores", "states"):
            if endpoint == "states" and body == "{}":
                continue  # every field of a deal request is optional
            response = client.post(
                f"/v1/games/cassino/{endpoint}", data=body.encode(), content_type="application/json"
            )
            assert response.status_code == 400, (endpoint, body[:40], response.status_code)
