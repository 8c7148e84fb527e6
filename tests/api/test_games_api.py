"""The stateless endpoints over Flask's test client: every call and every error."""

from __future__ import annotations

import pytest

from referee.engine.citations import TURN
from referee.games.registry import REGISTRY
from tests.refusals import cited_by_order

GAMES = sorted(REGISTRY)
PROBLEM = "application/problem+json"


def deal(client, game="cassino", **body):
    response = client.post(f"/v1/games/{game}/states", json={"seed": "api", **body})
    assert response.status_code == 200, response.json
    return response.json["state"]


def assert_problem(response, status, code=None):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == PROBLEM
    body = response.json
    assert body["status"] == status and body["type"].endswith(body["code"])
    assert body["title"] and body["detail"]
    if code:
        assert body["code"] == code
    return body


# -- catalog --------------------------------------------------------------------------


def test_catalog_lists_every_game(client):
    body = client.get("/v1/games").json
    assert [g["id"] for g in body["games"]] == list(REGISTRY)
    for info in body["games"]:
        assert info["players"] and info["rules_version"] and "options" in info


@pytest.mark.parametrize("game", GAMES)
def test_describe_game_lists_options_with_defaults(client, game):
    info = client.get(f"/v1/games/{game}").json
    assert info["id"] == game
    for option in info["options"]:
        assert "default" in option and option["rule"]


@pytest.mark.parametrize("game", GAMES)
def test_describe_game_gives_the_options_each_player_count_resolves(client, game):
    info = client.get(f"/v1/games/{game}").json
    resolved = info["defaults_by_players"]
    assert list(resolved) == [str(players) for players in info["players"]]
    for players, options in resolved.items():
        assert options == REGISTRY[game].resolve_options({}, int(players))


def test_spite_and_malice_in_partnerships_defaults_to_the_mixed_deal_of_15_sam_12_5_2(client):
    resolved = client.get("/v1/games/spite-and-malice").json["defaults_by_players"]
    assert (resolved["2"]["mixed_deck_108"], resolved["2"]["payoff_size"]) == (False, 26)
    for players in ("4", "6"):
        assert (resolved[players]["mixed_deck_108"], resolved[players]["payoff_size"]) == (True, 15)
    assert (resolved["4"]["packs"], resolved["6"]["packs"]) == (2, 3)


def test_unknown_game_is_404(client):
    assert_problem(client.get("/v1/games/poker"), 404, "unknown_game")
    assert_problem(client.post("/v1/games/poker/moves", json={}), 404, "unknown_game")


# -- deal -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_deal_is_deterministic_by_seed(client, game):
    assert deal(client, game, seed="x") == deal(client, game, seed="x")
    assert deal(client, game, seed="x") != deal(client, game, seed="y")


def test_deal_without_seed_draws_one(client):
    first = client.post("/v1/games/cassino/states", json={}).json["state"]
    second = client.post("/v1/games/cassino/states", json={}).json["state"]
    assert first["seed"] != second["seed"]


def test_deal_with_players_and_options(client):
    state = deal(client, players=4, options={"target_score": 51})
    assert len(state["hands"]) == 4 and state["options"]["target_score"] == 51


@pytest.mark.parametrize(
    "body,path",
    [
        ({"options": {"target_score": 30}}, "options.target_score"),
        ({"options": {"nope": 1}}, "options"),
        ({"players": 3}, "players"),
        ({"players": 2, "options": {"players": 4}}, "players"),
        ({"seed": 5}, "seed"),
        ({"extra": 1}, "extra"),
    ],
)
def test_deal_with_bad_options_is_400(client, body, path):
    problem = assert_problem(client.post("/v1/games/cassino/states", json=body), 400)
    if path:
        assert problem["path"] == path


# Every call that deals a match takes `players` beside `options`, for a game named in its
# path or in its body.
DEALING_CALLS = {
    "states": lambda game, body: (f"/v1/games/{game}/states", body),
    "sessions": lambda game, body: ("/v1/sessions", {"game": game, **body}),
    "transcripts": lambda game, body: (f"/v1/games/{game}/transcripts", {**body, "moves": []}),
}


@pytest.mark.parametrize("call", sorted(DEALING_CALLS))
@pytest.mark.parametrize("game", GAMES)
def test_a_bad_player_count_is_reported_where_it_was_sent(client, call, game):
    option = next(option for option in REGISTRY[game].options if option.name == "players")
    wrong = max(option.values) + 1
    allowed = ", ".join(map(str, option.values))
    for body, path in (
        ({"players": wrong}, "players"),
        ({"options": {"players": wrong}}, "options.players"),
    ):
        url, sent = DEALING_CALLS[call](game, {"seed": "api", **body})
        problem = assert_problem(client.post(url, json=sent), 400, "malformed")
        assert problem["path"] == path, problem
        assert problem["detail"] == f"{path} must be one of {allowed}; got {wrong}", problem


# -- moves --------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_move_is_accepted(client, game):
    state = deal(client, game)
    listing = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).json
    assert listing["moves"] and listing["truncated"] is False
    for move in listing["moves"]:
        outcome = client.post(f"/v1/games/{game}/moves", json={"state": state, "move": move}).json
        assert outcome["legal"] is True, (move, outcome)
        assert set(outcome) == {
            "legal",
            "movers",
            "outcome",
            "state",
            "events",
            "score_deltas",
            "finished",
            "result",
        }
        assert outcome["movers"] == REGISTRY[game].to_move(outcome["state"])


@pytest.mark.parametrize("game", GAMES)
def test_move_by_a_seat_that_may_not_move_is_illegal_with_rule(client, game):
    state = deal(client, game)
    moves = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).json["moves"]
    while len(seats := sorted({move["player"] for move in moves})) > 1:
        # Simultaneous moves (Modulo's secret bids): each of those seats makes its move.
        for seat in seats:
            first = next(move for move in moves if move["player"] == seat)
            state = client.post(
                f"/v1/games/{game}/moves", json={"state": state, "move": first}
            ).json["state"]
        moves = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).json["moves"]
    other = (moves[0]["player"] + 1) % len(state["hands"])
    move = {**moves[0], "player": other}
    outcome = client.post(f"/v1/games/{game}/moves", json={"state": state, "move": move}).json
    assert outcome["legal"] is False
    # The rule the game's citation order names: the turn, or first a rule of the move itself.
    row, rule = cited_by_order(REGISTRY[game], state, move)
    assert outcome["violation"]["rule"] == rule
    if row.kind == TURN:
        assert outcome["violation"]["code"] == "not_your_turn"
    assert set(outcome) == {"legal", "movers", "outcome", "violation"}
    assert outcome["movers"] == [moves[0]["player"]] and outcome["outcome"] is None


def test_card_not_in_hand_is_illegal(client):
    state = deal(client)
    mover = state["to_move"]
    foreign = state["hands"][(mover + 1) % 2][0]
    move = {"player": mover, "type": "trail", "card": foreign}
    outcome = client.post("/v1/games/cassino/moves", json={"state": state, "move": move}).json
    assert outcome["legal"] is False and outcome["violation"]["rule"].startswith("CAS-")


@pytest.mark.parametrize(
    "move,path",
    [
        ({"player": 0, "type": "fly"}, "move.type"),
        ({"player": 0}, "move.type"),
        ({"player": "0", "type": "trail", "card": "AS"}, "move.player"),
        ({"player": 0, "type": "trail", "card": "1S"}, "move.card"),
        ({"player": 0, "type": "trail"}, "move.card"),
        ({"player": 0, "type": "trail", "card": "AS", "junk": 1}, "move.junk"),
        ({"player": 9, "type": "trail", "card": "AS"}, "move.player"),
        ("trail AS", "move"),
    ],
)
def test_malformed_moves_are_400(client, move, path):
    state = deal(client)
    problem = assert_problem(
        client.post("/v1/games/cassino/moves", json={"state": state, "move": move}),
        400,
        "malformed",
    )
    assert problem["path"] == path


def test_inconsistent_state_is_422_and_names_the_card(client):
    state = deal(client)
    duplicate = state["hands"][1][0]
    state["hands"][0].append(duplicate)
    move = {"player": state["to_move"], "type": "trail", "card": state["hands"][0][0]}
    problem = assert_problem(
        client.post("/v1/games/cassino/moves", json={"state": state, "move": move}),
        422,
        "inconsistent_state",
    )
    assert duplicate in problem["detail"]


@pytest.mark.parametrize(
    "state,status",
    [
        ("not a state", 400),
        ({"game": "seep"}, 400),
        ({}, 400),
    ],
)
def test_malformed_states_are_400(client, state, status):
    assert_problem(
        client.post(
            "/v1/games/cassino/moves",
            json={"state": state, "move": {"player": 0, "type": "trail", "card": "AS"}},
        ),
        status,
    )


def test_envelope_errors_are_400(client):
    assert_problem(
        client.post("/v1/games/cassino/moves", data="{", content_type="application/json"), 400
    )
    assert_problem(
        client.post("/v1/games/cassino/moves", data="", content_type="application/json"), 400
    )
    assert_problem(client.post("/v1/games/cassino/moves", json=[1, 2]), 400)
    assert_problem(client.post("/v1/games/cassino/moves", json={"state": {}}), 400)
    assert_problem(
        client.post("/v1/games/cassino/moves", data=b"\xff\xfe", content_type="application/json"),
        400,
    )
    deep = "[" * 5000 + "]" * 5000
    assert_problem(
        client.post("/v1/games/cassino/moves", data=deep, content_type="application/json"), 400
    )


def test_body_too_large_is_413(client, app):
    limit = app.config["REFEREE"].max_body_bytes
    body = '{"state": "' + "x" * limit + '"}'
    assert_problem(
        client.post("/v1/games/cassino/moves", data=body, content_type="application/json"), 413
    )


def test_wrong_method_and_unknown_route(client):
    assert_problem(client.get("/v1/games/cassino/moves"), 405)
    assert_problem(client.get("/v1/nothing-here"), 404)


def test_a_whole_match_over_http(client):
    """CAS-8.3: /states, /legal-moves and /moves alone take a match to its end."""
    state = deal(client, seed="whole-match")
    for _ in range(5000):
        listing = client.post("/v1/games/cassino/legal-moves", json={"state": state}).json
        outcome = client.post(
            "/v1/games/cassino/moves", json={"state": state, "move": listing["moves"][-1]}
        ).json
        assert outcome["legal"], outcome
        state = outcome["state"]
        if outcome["finished"]:
            break
    assert outcome["finished"] and outcome["result"]["winner"] is not None
    after = client.post(
        "/v1/games/cassino/moves",
        json={"state": state, "move": {"player": 0, "type": "trail", "card": "AS"}},
    ).json
    assert after["legal"] is False and after["violation"]["code"] == "game_over"


# -- legal moves ----------------------------------------------------------------------------


def test_legal_moves_for_a_seat_and_limit(client):
    state = deal(client)
    mover = state["to_move"]
    waiting = client.post(
        "/v1/games/cassino/legal-moves", json={"state": state, "player": 1 - mover}
    ).json
    assert waiting == {"moves": [], "truncated": False}
    capped = client.post(
        "/v1/games/cassino/legal-moves", json={"state": state, "player": mover, "limit": 1}
    ).json
    full = client.post("/v1/games/cassino/legal-moves", json={"state": state}).json
    assert capped["moves"] == full["moves"][:1]
    assert capped["truncated"] == (len(full["moves"]) > 1)
    assert_problem(
        client.post("/v1/games/cassino/legal-moves", json={"state": state, "limit": 0}), 400
    )
    problem = assert_problem(
        client.post("/v1/games/cassino/legal-moves", json={"state": state, "player": 5}), 400
    )
    assert problem["path"] == "player"


# -- views ------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_views_show_own_hand_only(client, game):
    state = deal(client, game)
    for seat, hand in enumerate(state["hands"]):
        view = client.post(f"/v1/games/{game}/views", json={"state": state, "player": seat}).json[
            "view"
        ]
        text = str(view)
        assert view["hand"] == hand and "seed" not in view and "stock" not in view
        for other, other_hand in enumerate(state["hands"]):
            if other != seat:
                assert not any(f"'{card}'" in text for card in other_hand)
    spectator = client.post(f"/v1/games/{game}/views", json={"state": state}).json["view"]
    assert spectator["hand"] is None and spectator["seat"] is None
    problem = assert_problem(
        client.post(f"/v1/games/{game}/views", json={"state": state, "player": 7}), 400
    )
    assert problem["path"] == "player"


# -- scores ------------------------------------------------------------------------------------


def test_scores_of_a_state_and_of_a_tally(client):
    state = deal(client)
    sheet = client.post("/v1/games/cassino/scores", json={"state": state}).json
    assert sheet["game"] == "cassino" and sheet["final"] is False and sheet["items"]
    tally = {
        "players": 2,
        "sides": {
            "0": {"cards": ["10D", "AS", "2H"], "sweeps": 1},
            "1": {"cards": ["2S", "3S"], "sweeps": 0},
        },
    }
    sheet = client.post("/v1/games/cassino/scores", json={"tally": tally}).json
    assert sheet["totals"] == {
        "0": 3 + 2 + 1 + 1,
        "1": 1 + 1,
    }  # cards, big casino, ace, sweep / little casino, spades
    assert_problem(client.post("/v1/games/cassino/scores", json={}), 400)
    assert_problem(
        client.post("/v1/games/cassino/scores", json={"state": state, "tally": tally}), 400
    )
    twice = {
        "players": 2,
        "sides": {"0": {"cards": ["AS"], "sweeps": 0}, "1": {"cards": ["AS"], "sweeps": 0}},
    }
    assert_problem(client.post("/v1/games/cassino/scores", json={"tally": twice}), 422)


# -- operations ----------------------------------------------------------------------------------


def test_health_ready_metrics(client):
    assert client.get("/healthz").json == {"status": "ok"}
    assert client.get("/readyz").status_code == 200
    client.get("/v1/games")
    text = client.get("/metrics").get_data(as_text=True)
    assert 'referee_requests_total{method="GET",route="/v1/games",status="200"}' in text
    assert 'referee_request_seconds_bucket{le="0.001",route="/v1/games"}' in text


def test_docs_page_and_its_assets(client):
    page = client.get("/docs")
    assert page.status_code == 200 and b"swagger-ui" in page.data
    assert client.get("/docs/static/swagger-ui-bundle.js").status_code == 200


def test_no_internal_text_on_500(app):
    @app.get("/boom")
    def boom():
        raise RuntimeError("secret internals /etc/passwd")

    response = app.test_client().get("/boom")
    body = assert_problem(response, 500, "internal")
    assert "secret" not in response.get_data(as_text=True) and "Traceback" not in body["detail"]
