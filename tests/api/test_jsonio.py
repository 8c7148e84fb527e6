"""Request bodies as JSON: a whole number is an integer however it is spelled."""

from __future__ import annotations

import json

from referee.api.jsonio import whole_numbers


def test_whole_numbers_spelled_as_floats_are_integers():
    body = {"player": 1.0, "views": [0.0, None, 2e0], "options": {"deals": 3.5}}
    read = whole_numbers(body)
    assert read == {"player": 1, "views": [0, None, 2], "options": {"deals": 3.5}}
    assert type(read["player"]) is int and type(read["options"]["deals"]) is float


def test_past_two_to_the_53_a_float_stays_a_float():
    assert type(whole_numbers(2.0**53)) is int and type(whole_numbers(2.0**53 + 2)) is float
    assert type(whole_numbers(1e308)) is float


def test_a_move_spelled_with_whole_floats_is_refereed_as_written(client):
    dealt = client.post("/v1/games/cassino/states", json={"seed": "floats"}).json
    moves = client.post("/v1/games/cassino/legal-moves", json={"state": dealt["state"]}).json
    move = {**moves["moves"][0], "player": float(moves["moves"][0]["player"])}
    as_floats = client.post(
        "/v1/games/cassino/moves",
        data=json.dumps({"state": dealt["state"], "move": move}),
        content_type="application/json",
    )
    plain = client.post(
        "/v1/games/cassino/moves", json={"state": dealt["state"], "move": moves["moves"][0]}
    )
    assert as_floats.status_code == 200 and as_floats.json["legal"] is True
    assert as_floats.json["state"] == plain.json["state"]


def test_an_integer_past_64_bits_is_malformed(client):
    answer = client.post(
        "/v1/games/cassino/states",
        data='{"players": 2, "views": [9223372036854775808]}',
        content_type="application/json",
    )
    assert answer.status_code == 400 and "64-bit" in answer.json["detail"]
