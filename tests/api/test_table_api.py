"""The table's calls over HTTP: a clock chosen at creation, resign, abort, pause and resume,
timeouts answered `409 timed_out`, and the table rules served beside the games'."""

from __future__ import annotations

import orjson
import pytest


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def opened(client, **body) -> dict:
    answer = client.post("/v1/sessions", json={"game": "cassino", "seed": "table", **body})
    assert answer.status_code == 201, answer.get_data(as_text=True)
    return answer.json


def problem(answer, status: int, code: str) -> dict:
    assert answer.status_code == status, answer.get_data(as_text=True)
    assert answer.mimetype == "application/problem+json"
    assert answer.json["code"] == code
    return answer.json


def test_a_clock_is_chosen_when_the_session_opens_and_read_back(client):
    created = opened(client, clock={"initial": 300, "increment": 3})
    assert created["clock"]["initial"] == 300 and created["clock"]["on_timeout"] == "forfeit"
    read = client.get(f"/v1/sessions/{created['id']}").json
    assert read["clock"] == created["clock"]
    assert [seat["seat"] for seat in read["clocks"]["seats"]] == [0, 1]
    assert read["clocks"]["now"].endswith("Z")


@pytest.mark.parametrize(
    "clock, status, code",
    [
        ({"per_move": "30"}, 400, "malformed"),
        ({"per_move": 30, "start": "now"}, 400, "malformed"),
        ({"per_move": 30, "on_timeout": "lose"}, 400, "malformed"),
        ({}, 422, "options_conflict"),
        ({"increment": 3, "per_move": 30}, 422, "options_conflict"),
        ({"per_move": 30, "bot": "greedy"}, 422, "options_conflict"),
    ],
)
def test_a_bad_clock_is_refused_clearly(client, clock, status, code):
    answer = client.post("/v1/sessions", json={"game": "cassino", "clock": clock})
    problem(answer, status, code)


def test_a_seat_resigns_over_http_and_the_outcome_cites_a_table_rule(client):
    created = opened(client)
    sid, seat = created["id"], created["seats"][1]["token"]
    answer = client.post(f"/v1/sessions/{sid}/resign", headers=auth(seat))
    assert answer.status_code == 200 and answer.headers["ETag"] == '"1"'
    outcome = answer.json["outcome"]
    assert outcome["reason"] == "resigned" and outcome["seat"] == 1
    rule = client.get(outcome["rule_url"])
    assert rule.status_code == 200 and rule.json["id"] == "TBL-2"
    problem(client.post(f"/v1/sessions/{sid}/resign", headers=auth(seat)), 409, "match_over")
    history = client.get(f"/v1/sessions/{sid}/history").json["entries"]
    assert [entry["type"] for entry in history] == ["resignation"]


def test_the_owner_resigns_for_a_named_seat(client):
    created = opened(client)
    sid, owner = created["id"], created["owner_token"]
    problem(client.post(f"/v1/sessions/{sid}/resign", headers=auth(owner)), 403, "seat_required")
    answer = client.post(f"/v1/sessions/{sid}/resign", headers=auth(owner), json={"player": 0})
    assert answer.json["outcome"]["seat"] == 0
    problem(client.post(f"/v1/sessions/{sid}/resign"), 401, "token_required")


def test_abort_pause_and_resume_over_http(client):
    created = opened(client, clock={"per_move": 30})
    sid, owner = created["id"], created["owner_token"]
    seat = created["seats"][0]["token"]
    problem(client.post(f"/v1/sessions/{sid}/clock/pause", headers=auth(seat)), 403, "not_owner")
    paused = client.post(f"/v1/sessions/{sid}/clock/pause", headers=auth(owner)).json
    assert paused["clocks"]["paused"] is True
    resumed = client.post(f"/v1/sessions/{sid}/clock/resume", headers=auth(owner)).json
    assert resumed["clocks"]["paused"] is False
    aborted = client.post(f"/v1/sessions/{sid}/abort", headers=auth(seat)).json
    assert aborted["outcome"]["reason"] == "aborted" and aborted["outcome"]["winners"] == []
    unclocked = opened(client)
    problem(
        client.post(
            f"/v1/sessions/{unclocked['id']}/clock/pause", headers=auth(unclocked["owner_token"])
        ),
        409,
        "no_clock",
    )


def test_a_move_after_its_deadline_is_a_409_timed_out(app, client):
    created = opened(client, clock={"per_move": 30})
    sid, mover = created["id"], created["movers"][0]
    token = created["seats"][mover]["token"]
    move = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth(token)).json["moves"][0]
    # The deadline set, not waited for: the memory store's clocks moved back 30 s.
    fields = app.extensions["referee.store"]._sessions[sid].record
    table = orjson.loads(fields["table"])
    table["clocks"]["since"] -= 30_000
    fields["table"] = orjson.dumps(table).decode()
    answer = client.post(f"/v1/sessions/{sid}/moves", headers=auth(token), json={"move": move})
    body = problem(answer, 409, "timed_out")
    assert body["title"] == "Timed out"
    read = client.get(f"/v1/sessions/{sid}").json
    assert read["outcome"]["reason"] == "timeout" and read["outcome"]["rule"] == "TBL-1"


def test_the_table_rules_are_served_like_a_games(client):
    catalog = client.get("/v1/table/rules")
    assert catalog.status_code == 200 and catalog.json["game"] == "table"
    ids = [entry["id"] for entry in catalog.json["entries"]]
    assert {"TBL-1", "TBL-1.1", "TBL-1.2", "TBL-2", "TBL-3"} == set(ids)
    assert client.get("/v1/table/rules/TBL-3").json["title"] == "Abort"
    problem(client.get("/v1/table/rules/TBL-9"), 404, "unknown_rule")
