"""The one contract over HTTP: movers and outcome beside every view, the uniform score sheet
(stateless and a session's), and the typed events every game lists and documents."""

from __future__ import annotations

import pytest

from referee.api import create_app
from referee.api.openapi import build_spec
from referee.api.openapi.writer import event_names, events_name
from referee.games.registry import REGISTRY
from referee.games.wire import OUTCOME, SCORE_SHEET
from tests.api.test_openapi import validator_for
from tests.api.test_sessions_api import assert_problem, auth, hand, move, open_session
from tests.test_conformance import cards_in, short_match_options

GAMES = sorted(REGISTRY)


def play_out(app, client, created: dict) -> list[dict]:
    """Play the toy session to its end, each seat laying its first card; the answers."""
    answers = []
    while not client.get(f"/v1/sessions/{created['id']}").json["finished"]:
        seat = client.get(f"/v1/sessions/{created['id']}").json["movers"][0]
        card = hand(app, created["id"], seat)[0]
        answer = client.post(
            f"/v1/sessions/{created['id']}/moves",
            json=move(seat, card),
            headers=auth(created["seats"][seat]["token"]),
        )
        assert answer.json["legal"] is True, answer.json
        answers.append(answer.json)
    return answers


# -- movers and outcome -----------------------------------------------------------------


def test_session_answers_carry_movers_and_the_outcome_once_finished(session_app, session_client):
    created = open_session(session_client, options={"hand_size": 1, "deck_size": 8})
    assert created["movers"] == [0] and created["outcome"] is None
    answers = play_out(session_app, session_client, created)
    for answer in answers[:-1]:
        assert answer["outcome"] is None and len(answer["movers"]) == 1
    last = answers[-1]
    assert last["movers"] == [] and last["finished"] is True
    assert OUTCOME.load(last["outcome"]) == last["outcome"]
    assert last["outcome"]["rule_url"] == "/v1/games/toy/rules/TOY-3"
    assert {row["side"] for row in last["outcome"]["standings"]} == {"0", "1"}
    read = session_client.get(f"/v1/sessions/{created['id']}").json
    assert read["outcome"] == last["outcome"] and read["movers"] == []
    validator_for("Outcome").validate(read["outcome"])
    history = session_client.get(f"/v1/sessions/{created['id']}/history").json["entries"]
    assert [entry["movers"] for entry in history] == [answer["movers"] for answer in answers]
    assert history[-1]["outcome"] == last["outcome"]


def test_an_illegal_session_move_carries_the_unchanged_movers(session_app, session_client):
    created = open_session(session_client)
    card = hand(session_app, created["id"], 1)[0]
    answer = session_client.post(
        f"/v1/sessions/{created['id']}/moves",
        json=move(1, card),
        headers=auth(created["seats"][1]["token"]),
    )
    assert answer.json["legal"] is False
    assert answer.json["movers"] == [0] and answer.json["outcome"] is None


def test_stateless_views_and_moves_carry_movers_and_outcome(client, toy_game):
    options = {"hand_size": 1, "deck_size": 8}
    state = client.post("/v1/games/toy/states", json={"seed": "c", "options": options}).json
    state = state["state"]
    view = client.post("/v1/games/toy/views", json={"state": state}).json
    assert view["movers"] == [0] and view["outcome"] is None
    while True:
        seat = toy_game.to_move(state)[0]
        card = state["hands"][seat][0]
        answer = client.post(
            "/v1/games/toy/moves",
            json={"state": state, "move": {"player": seat, "type": "play", "card": card}},
        ).json
        assert answer["movers"] == toy_game.to_move(answer["state"])
        state = answer["state"]
        if answer["finished"]:
            break
        assert answer["outcome"] is None
    assert answer["movers"] == [] and OUTCOME.load(answer["outcome"]) == answer["outcome"]
    assert answer["outcome"]["rule_url"] == "/v1/games/toy/rules/TOY-3"
    view = client.post("/v1/games/toy/views", json={"state": state, "player": 1}).json
    assert view["movers"] == [] and view["outcome"] == answer["outcome"]
    illegal = client.post(
        "/v1/games/toy/moves",
        json={"state": state, "move": {"player": 0, "type": "play", "card": "AS"}},
    ).json
    assert illegal["legal"] is False and illegal["outcome"] == answer["outcome"]


# -- score sheets -------------------------------------------------------------------------


def test_a_sessions_sheet_is_the_states_for_any_seat_or_a_spectator(session_app, session_client):
    created = open_session(session_client)
    url = f"/v1/sessions/{created['id']}/scores"
    for headers in ({}, auth(created["seats"][1]["token"]), auth(created["owner_token"])):
        answer = session_client.get(url, headers=headers)
        assert answer.status_code == 200 and answer.headers["ETag"] == '"0"'
        sheet = answer.json
        assert {k: v for k, v in sheet.items()} == SCORE_SHEET.load(sheet)
        assert all(line["rule_url"] == "/v1/games/toy/rules/TOY-1" for line in sheet["items"])
        validator_for("ScoreSheet").validate(sheet)
    play_out(session_app, session_client, created)
    sheet = session_client.get(url).json
    state = session_app.extensions["referee.store"].load(created["id"]).state
    assert sheet["final"] is True and sheet["match"]["scores"] == state["scores"]
    assert sheet["totals"] == state["scores"]
    assert_problem(session_client.get(url, headers=auth("nobody")), 401, "unknown_token")
    assert_problem(session_client.get("/v1/sessions/nosuchsession/scores"), 404, "unknown_session")


def test_stateless_scores_answer_the_uniform_sheet(client, toy_game):
    state = client.post("/v1/games/toy/states", json={"seed": "s"}).json["state"]
    for body in ({"state": state}, {"tally": {"points": {"0": 3, "1": 4}}}):
        sheet = client.post("/v1/games/toy/scores", json=body).json
        assert SCORE_SHEET.load(sheet) == sheet
        assert all(line["rule_url"].endswith(line["rule"]) for line in sheet["items"])
        validator_for("ScoreSheet").validate(sheet)


# -- typed events -------------------------------------------------------------------------


def test_a_game_lists_its_event_types_and_each_is_documented(client, toy_game):
    described = client.get("/v1/games/toy").json
    assert described["events"] == [
        {"type": "play", "schema": "ToyPlayEvent"},
        {"type": "draw", "schema": "ToyDrawEvent"},
        {"type": "match_end", "schema": "ToyMatchEndEvent"},
    ]
    listed = {game["id"]: game for game in client.get("/v1/games").json["games"]}
    assert listed["toy"]["events"] == described["events"]
    schemas = build_spec(create_app)["components"]["schemas"]
    for kind, name in event_names(toy_game).items():
        assert schemas[name]["properties"]["type"]["enum"] == [kind]
    union = schemas[events_name(toy_game)]
    assert union["discriminator"]["mapping"] == {
        kind: f"#/components/schemas/{name}" for kind, name in event_names(toy_game).items()
    }


def test_every_game_documents_its_event_types(client):
    schemas = build_spec(create_app)["components"]["schemas"]
    for game in REGISTRY.values():
        described = client.get(f"/v1/games/{game.id}").json
        assert [event["type"] for event in described["events"]] == list(game.event_schemas)
        assert described["events"], f"{game.id} declares no event type"
        for event in described["events"]:
            assert schemas[event["schema"]]["properties"]["type"]["enum"] == [event["type"]]


def test_toy_events_in_answers_fit_their_documented_schemas(session_app, session_client):
    created = open_session(session_client, options={"hand_size": 1, "deck_size": 8})
    answers = play_out(session_app, session_client, created)
    events = [event for answer in answers for event in answer["events"]]
    assert {event["type"] for event in events} == {"play", "draw", "match_end"}
    for event in events:
        validator_for(events_name(REGISTRY["toy"])).validate(event)


# -- never a hidden card in a session's sheet (every game) --------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sessions_sheet_shows_no_card_the_spectator_may_not_know(client, game_id):
    created = client.post(
        "/v1/sessions",
        json={"game": game_id, "seed": "sheet", "options": short_match_options(game_id)},
    ).json
    session = f"/v1/sessions/{created['id']}"
    tokens = [seat["token"] for seat in created["seats"]]
    for step in range(5000):
        read = client.get(session).json
        if step % 5 == 0 or read["finished"]:
            sheet = client.get(f"{session}/scores").json
            assert SCORE_SHEET.load(sheet) == sheet
            history = client.get(f"{session}/history").json
            known = set(cards_in(read["view"])) | set(cards_in(history["entries"]))
            shown = set(cards_in(sheet))
            assert shown <= known, (step, sorted(shown - known))
        if read["finished"]:
            assert read["movers"] == [] and read["outcome"] is not None
            return
        seat = read["movers"][0]
        listed = client.get(f"{session}/legal-moves", headers=auth(tokens[seat])).json
        answer = client.post(
            f"{session}/moves", json={"move": listed["moves"][0]}, headers=auth(tokens[seat])
        )
        assert answer.json["legal"] is True, answer.json
    pytest.fail("the session did not end")
