"""Client-held states over HTTP: seals beside states, opaque tokens in place of them."""

from __future__ import annotations

import random
import string

import jsonschema
import orjson
import pytest
from referencing import Registry, Resource

from referee.api import create_app
from referee.api.config import Settings
from referee.api.openapi import build_spec
from referee.games.registry import REGISTRY
from referee.statecodec import TOKEN_MAX_CHARS, KeyRing, open_token
from tests.api.test_games_api import assert_problem
from tests.test_conformance import MAX_MOVES, choose, short_match_options

NEW, OLD = "new=" + "n" * 40, "old=" + "o" * 40
ALPHABET = string.ascii_letters + string.digits + "-_"
GAMES = sorted(REGISTRY)


def client_of(keys: str | None = f"{NEW},{OLD}", require_seal: bool = False):
    app = create_app(Settings(state_keys=keys, require_seal=require_seal))
    app.config["TESTING"] = True
    return app.test_client()


def deal(client, game="cassino", **body):
    answer = client.post(f"/v1/games/{game}/states", json={"seed": "carried", **body})
    assert answer.status_code == 200, answer.json
    return answer.json


def first_move(client, game, carried: dict) -> dict:
    return client.post(f"/v1/games/{game}/legal-moves", json=carried).json["moves"][0]


def seat_move(client, game, token: str, keys: list[str], rng=None) -> tuple[dict, dict]:
    """A legal move of a seat that may move now, listed with that seat's key; and the proof
    (token and seat key) to send with it."""
    to_move = client.post(f"/v1/games/{game}/views", json={"token": token}).json["view"]["to_move"]
    seats = to_move if isinstance(to_move, list) else [to_move]
    for seat in rng.sample(seats, len(seats)) if rng else seats:
        proof = {"token": token, "seat_key": keys[seat]}
        moves = client.post(f"/v1/games/{game}/legal-moves", json={**proof, "player": seat}).json
        if moves["moves"]:
            return (choose(game, moves["moves"], rng) if rng else moves["moves"][0]), proof
    pytest.fail(f"no seat of {seats} has a move")


def altered(text: str, index: int) -> str:
    char = text[index]
    other = ALPHABET[(ALPHABET.find(char) + 1) % len(ALPHABET)] if char in ALPHABET else "A"
    return text[:index] + other + text[index + 1 :]


# -- configuration ---------------------------------------------------------------------


def test_settings_read_the_key_ring_and_the_seal_requirement_from_the_environment():
    settings = Settings.from_env({"REFEREE_STATE_KEYS": NEW, "REFEREE_REQUIRE_SEAL": "true"})
    assert settings.state_keys == NEW and settings.require_seal is True
    assert "n" * 40 not in repr(settings)
    assert Settings.from_env({"REFEREE_REQUIRE_SEAL": "0"}).require_seal is False
    with pytest.raises(ValueError):
        Settings.from_env({"REFEREE_REQUIRE_SEAL": "maybe"})


@pytest.mark.parametrize("settings", [Settings(require_seal=True), Settings(state_keys="k=short")])
def test_a_referee_with_an_unusable_key_setting_refuses_to_start(settings):
    with pytest.raises(ValueError):
        create_app(settings)


def test_without_keys_answers_carry_no_seal_and_seals_or_tokens_are_refused():
    client = client_of(None)
    dealt = deal(client)
    assert set(dealt) == {"state"}
    for path, body in [
        ("states", {"opaque": True}),
        ("views", {"state": dealt["state"], "seal": "new.x"}),
        ("views", {"token": "new.x"}),
    ]:
        assert_problem(
            client.post(f"/v1/games/cassino/{path}", json=body), 422, "sealing_unavailable"
        )


# -- seals -------------------------------------------------------------------------------


def test_every_answer_with_a_state_carries_its_seal_and_the_seal_is_taken_back():
    client = client_of()
    dealt = deal(client)
    assert dealt["seal"].startswith("new.")
    move = first_move(client, "cassino", dealt)
    played = client.post("/v1/games/cassino/moves", json={**dealt, "move": move}).json
    assert played["legal"] and played["seal"].startswith("new.")
    again = client.post(
        "/v1/games/cassino/moves",
        json={
            "state": played["state"],
            "seal": played["seal"],
            "move": first_move(client, "cassino", {"state": played["state"]}),
        },
    ).json
    assert again["legal"] and "seal" in again


def test_a_seal_is_checked_whenever_one_is_sent():
    client = client_of()
    dealt = deal(client)
    assert client.post("/v1/games/cassino/views", json={"state": dealt["state"]}).status_code == 200
    edited = {**dealt["state"], "to_move": 1 - dealt["state"]["to_move"]}
    assert_problem(
        client.post("/v1/games/cassino/views", json={"state": edited, "seal": dealt["seal"]}),
        403,
        "seal_invalid",
    )


def test_changing_any_character_of_a_seal_is_refused():
    client = client_of()
    dealt = deal(client)
    for index in range(len(dealt["seal"])):
        body = {"state": dealt["state"], "seal": altered(dealt["seal"], index)}
        problem = assert_problem(
            client.post("/v1/games/cassino/scores", json=body), 403, "seal_invalid"
        )
        assert problem["title"] == "Invalid seal"


def test_a_seal_of_a_retired_key_is_refused_and_of_an_older_key_kept():
    old_seal = deal(client_of(OLD))["seal"]
    state = deal(client_of(OLD))["state"]
    assert (
        client_of(f"{NEW},{OLD}")
        .post("/v1/games/cassino/views", json={"state": state, "seal": old_seal})
        .status_code
        == 200
    )
    assert_problem(
        client_of(NEW).post("/v1/games/cassino/views", json={"state": state, "seal": old_seal}),
        403,
        "seal_invalid",
    )


@pytest.mark.parametrize("path", ["moves", "legal-moves", "views", "scores"])
def test_with_seals_required_an_unsealed_state_is_refused_before_any_rule(path, monkeypatch):
    client = client_of(require_seal=True)
    dealt = deal(client)
    game = REGISTRY["cassino"]
    monkeypatch.setattr(type(game), "check_state", lambda *_: pytest.fail("rules reached"))
    impossible = {**dealt["state"], "hands": [["ZZ"]], "table": []}
    body = {"move": {"player": 0, "type": "trail", "card": "7H"}} if path == "moves" else {}
    for carried in ({"state": dealt["state"]}, {"state": impossible, "seal": dealt["seal"]}):
        assert_problem(
            client.post(f"/v1/games/cassino/{path}", json={**carried, **body}), 403, "seal_invalid"
        )


def test_with_seals_required_sealed_states_and_tokens_are_taken():
    client = client_of(require_seal=True)
    dealt = deal(client)
    assert client.post("/v1/games/cassino/views", json=dealt).status_code == 200
    token = deal(client, opaque=True)["token"]
    assert client.post("/v1/games/cassino/views", json={"token": token}).status_code == 200


# -- tokens ------------------------------------------------------------------------------


def test_an_opaque_deal_answers_a_token_and_the_views_asked_for():
    client = client_of()
    dealt = deal(client, opaque=True, views=[0, None])
    assert set(dealt) == {"token", "views", "seat_keys"} and dealt["token"].startswith("new.")
    assert len(dealt["seat_keys"]) == 2 and all(k.startswith("new.") for k in dealt["seat_keys"])
    mine, spectator = dealt["views"]
    assert mine["seat"] == 0 and mine["hand"] and spectator["hand"] is None
    assert (
        dealt["views"][0]
        == client.post(
            "/v1/games/cassino/views",
            json={"token": dealt["token"], "player": 0, "seat_key": dealt["seat_keys"][0]},
        ).json["view"]
    )


def test_views_may_be_asked_for_beside_a_plain_state_and_only_of_real_seats():
    client = client_of(None)
    dealt = deal(client, views=[1])
    assert dealt["views"][0]["seat"] == 1 and "state" in dealt
    problem = assert_problem(client.post("/v1/games/cassino/states", json={"views": [0, 2]}), 400)
    assert problem["path"] == "views.1"


def test_a_token_is_answered_with_a_token_never_with_the_state():
    client = client_of()
    dealt = deal(client, opaque=True)
    move, proof = seat_move(client, "cassino", dealt["token"], dealt["seat_keys"])
    played = client.post("/v1/games/cassino/moves", json={**proof, "move": move}).json
    assert played["legal"] and "state" not in played and played["token"] != dealt["token"]
    assert "seat_keys" not in played and b"seed" not in orjson.dumps(played)
    assert_problem(
        client.post("/v1/games/cassino/moves", json={**proof, "move": move, "opaque": False}), 400
    )


@pytest.mark.parametrize(
    "body,path",
    [
        ({}, None),
        ({"state": {}, "token": "new.x"}, None),
        ({"token": "new.x", "seal": "new.x"}, "seal"),
        ({"token": ""}, "token"),
        ({"token": "x" * (TOKEN_MAX_CHARS + 1)}, "token"),
        ({"token": 5}, "token"),
    ],
)
def test_a_request_sends_exactly_one_state_or_token(body, path):
    problem = assert_problem(client_of().post("/v1/games/cassino/views", json=body), 400)
    assert problem.get("path") == path


def test_scores_take_a_state_a_token_or_a_tally():
    client = client_of()
    token = deal(client, opaque=True)["token"]
    sheet = client.post("/v1/games/cassino/scores", json={"token": token}).json
    assert sheet["game"] == "cassino" and sheet["final"] is False
    assert_problem(
        client.post(
            "/v1/games/cassino/scores", json={"token": token, "tally": {"players": 2, "sides": {}}}
        ),
        400,
    )


def test_changing_any_character_of_a_token_is_refused():
    client = client_of()
    token = deal(client, opaque=True)["token"]
    for index in range(len(token)):
        problem = assert_problem(
            client.post("/v1/games/cassino/views", json={"token": altered(token, index)}),
            403,
            "token_invalid",
        )
        assert problem["title"] == "Invalid token"


@pytest.mark.parametrize("game,other", [("cassino", "seep"), ("seep", "cassino")])
def test_a_token_of_another_game_is_refused(game, other):
    client = client_of()
    token = deal(client, game, opaque=True)["token"]
    assert_problem(
        client.post(f"/v1/games/{other}/views", json={"token": token}), 403, "token_invalid"
    )


def test_a_token_of_another_schema_version_is_refused(monkeypatch):
    client = client_of()
    game = type(REGISTRY["cassino"])
    monkeypatch.setattr(game, "schema_version", 2)
    token = deal(client, opaque=True)["token"]
    assert client.post("/v1/games/cassino/views", json={"token": token}).status_code == 200
    monkeypatch.setattr(game, "schema_version", 1)
    assert_problem(
        client.post("/v1/games/cassino/views", json={"token": token}), 403, "token_invalid"
    )


def test_every_key_of_the_ring_opens_tokens_and_only_the_first_makes_them():
    dealt = deal(client_of(OLD), opaque=True)
    token = dealt["token"]
    rotated = client_of(f"{NEW},{OLD}")
    move, proof = seat_move(rotated, "cassino", token, dealt["seat_keys"])
    played = rotated.post("/v1/games/cassino/moves", json={**proof, "move": move}).json
    assert token.startswith("old.") and played["token"].startswith("new.")
    assert_problem(
        client_of(NEW).post("/v1/games/cassino/views", json={"token": token}), 403, "token_invalid"
    )


# -- seat keys ---------------------------------------------------------------------------


def test_with_a_token_a_seat_is_seen_listed_or_moved_only_with_its_own_key():
    client = client_of()
    dealt = deal(client, opaque=True)
    token, keys = dealt["token"], dealt["seat_keys"]
    views = "/v1/games/cassino/views"
    assert client.post(views, json={"token": token}).status_code == 200  # a spectator
    for body in (
        {"player": 0},
        {"player": 0, "seat_key": keys[1]},
        {"player": 0, "seat_key": altered(keys[0], len(keys[0]) - 5)},
    ):
        problem = assert_problem(
            client.post(views, json={"token": token, **body}), 403, "seat_key_invalid"
        )
        assert problem["title"] == "Invalid seat key"
    assert (
        client.post(views, json={"token": token, "player": 0, "seat_key": keys[0]}).status_code
        == 200
    )
    listing = "/v1/games/cassino/legal-moves"
    for body in ({}, {"player": None}, {"seat_key": altered(keys[0], len(keys[0]) - 5)}):
        assert_problem(client.post(listing, json={"token": token, **body}), 403, "seat_key_invalid")
    assert_problem(
        client.post(listing, json={"token": token, "player": 1, "seat_key": keys[0]}),
        403,
        "seat_key_invalid",
    )
    move, proof = seat_move(client, "cassino", token, keys)
    other = 1 - move["player"]
    assert_problem(
        client.post(
            "/v1/games/cassino/moves", json={"token": token, "seat_key": keys[other], "move": move}
        ),
        403,
        "seat_key_invalid",
    )
    assert (
        assert_problem(
            client.post("/v1/games/cassino/moves", json={**proof, "move": move, "views": [other]}),
            400,
        )["path"]
        == "views"
    )


def test_with_a_token_a_listing_without_player_lists_the_seat_its_key_proves():
    client = client_of()
    dealt = deal(client, opaque=True)
    token, keys = dealt["token"], dealt["seat_keys"]
    listing = "/v1/games/cassino/legal-moves"
    for seat, key in enumerate(keys):
        named = client.post(listing, json={"token": token, "player": seat, "seat_key": key})
        keyed = client.post(listing, json={"token": token, "seat_key": key})
        assert keyed.status_code == named.status_code == 200
        assert keyed.json == named.json
    assert (
        client.post(listing, json={"token": token, "seat_key": keys[0]}).json["moves"]
        != (client.post(listing, json={"token": token, "seat_key": keys[1]}).json["moves"])
    )


def test_seat_keys_come_once_with_each_new_token_and_open_one_match_only():
    client = client_of()
    sealed = deal(client)
    move = first_move(client, "cassino", {"state": sealed["state"]})
    made = client.post(
        "/v1/games/cassino/moves", json={**sealed, "move": move, "opaque": True}
    ).json
    assert "token" in made and len(made["seat_keys"]) == 2
    other = deal(client, opaque=True, seed="another")
    for seat in (0, 1):
        assert_problem(
            client.post(
                "/v1/games/cassino/views",
                json={"token": made["token"], "player": seat, "seat_key": other["seat_keys"][seat]},
            ),
            403,
            "seat_key_invalid",
        )
        assert (
            client.post(
                "/v1/games/cassino/views",
                json={"token": made["token"], "player": seat, "seat_key": made["seat_keys"][seat]},
            ).status_code
            == 200
        )
    assert_problem(
        client.post(
            "/v1/games/cassino/views",
            json={**sealed, "player": 0, "seat_key": made["seat_keys"][0]},
        ),
        400,
    )


# -- a whole match by a client that holds only tokens and its own views -----------------


def play_with_tokens(client, game_id: str, seed: str, rng: random.Random):
    """Play a match holding nothing but the token, the seat keys and the mover's view; the
    choices made."""
    answer = client.post(
        f"/v1/games/{game_id}/states",
        json={"opaque": True, "seed": seed, "options": short_match_options(game_id)},
    ).json
    token, keys, choices, largest = answer["token"], answer["seat_keys"], [], len(answer["token"])
    for _ in range(MAX_MOVES):
        move, proof = seat_move(client, game_id, token, keys, rng)
        answer = client.post(
            f"/v1/games/{game_id}/moves", json={**proof, "move": move, "views": [move["player"]]}
        ).json
        assert answer["legal"], answer
        assert "state" not in answer and b'"seed"' not in orjson.dumps(answer)
        assert answer["views"][0]["seat"] == move["player"]
        token = answer["token"]
        choices.append(move)
        largest = max(largest, len(token))
        if answer["finished"]:
            return token, choices, largest
    pytest.fail(f"{game_id}: the match did not end")


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_a_match_of_every_game_is_played_with_opaque_tokens_only(game_id):
    client = client_of()
    token, choices, largest = play_with_tokens(client, game_id, "opaque", random.Random(game_id))
    assert largest <= TOKEN_MAX_CHARS
    sheet = client.post(f"/v1/games/{game_id}/scores", json={"token": token}).json
    assert sheet["final"] is True
    # The referee's own replay of the same choices reaches the state the token holds.
    game = REGISTRY[game_id]
    final = open_token(KeyRing.parse(f"{NEW},{OLD}"), token, game_id, game.schema_version)
    state = game.new_state(final["options"], final["seed"])
    for move in choices:
        state = game.play(state, move).state
    assert state == final and game.is_finished(final)


# -- the OpenAPI document describes these bodies -----------------------------------------


def documented(path: str, kind: str):
    """A validator of `/v1/games/cassino/<path>`'s request body or 200 answer, as documented."""
    spec = build_spec(create_app)
    operation = spec["paths"][f"/v1/games/cassino/{path}"]["post"]
    holder = operation["requestBody"] if kind == "request" else operation["responses"]["200"]
    schema = holder["content"]["application/json"]["schema"]
    registry = Registry().with_resource(
        "urn:spec",
        Resource.from_contents({**spec, "$schema": "https://json-schema.org/draft/2020-12/schema"}),
    )
    text = orjson.dumps(schema).replace(b'"#/components', b'"urn:spec#/components')
    return jsonschema.Draft202012Validator(orjson.loads(text), registry=registry)


def test_sealed_and_opaque_bodies_fit_the_document():
    client = client_of()
    sealed, opaque = deal(client, views=[0]), deal(client, opaque=True, views=[None])
    documented("states", "response").validate(sealed)
    documented("states", "response").validate(opaque)
    move, proof = seat_move(client, "cassino", opaque["token"], opaque["seat_keys"])
    for carried in ({"state": sealed["state"], "seal": sealed["seal"]}, proof):
        body = {**carried, "move": move, "views": [move["player"]]}
        documented("moves", "request").validate(body)
        documented("moves", "response").validate(
            client.post("/v1/games/cassino/moves", json=body).json
        )
    # Exactly one of state and token (or, for scores, a tally) is what the document asks.
    with pytest.raises(jsonschema.ValidationError):
        documented("views", "request").validate(
            {"token": opaque["token"], "state": sealed["state"]}
        )
    with pytest.raises(jsonschema.ValidationError):
        documented("scores", "request").validate({"tally": {}, "token": opaque["token"]})
    documented("scores", "request").validate({"tally": {"players": 2, "sides": {}}})
