"""Join codes over the session API, on every store (memory, Redis, Redis Cluster): the owner
makes a short code for a seat; redeeming it once gives the seat a new token and voids the old
one; a spent, stale, expired or mistyped code is a 410 or a 404; redemptions are budgeted per
address."""

from __future__ import annotations

import time

import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.sessions import codes
from tests.api.test_games_api import assert_problem


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def opened(session_client):
    created = session_client.post("/v1/sessions", json={"game": "cassino", "seed": "codes"})
    assert created.status_code == 201
    return created.get_json()


def make_code(client, created: dict, seat: int = 1, ttl: int | None = None):
    query = "" if ttl is None else f"?ttl={ttl}"
    return client.post(
        f"/v1/sessions/{created['id']}/seats/{seat}/join-code{query}",
        headers=bearer(created["owner_token"]),
    )


def test_a_code_gives_its_seat_a_new_token_once_and_voids_the_old_one(session_client, opened):
    made = make_code(session_client, opened)
    assert made.status_code == 201
    code = made.get_json()["code"]
    assert len(code) == codes.LENGTH and set(code) <= set(codes.ALPHABET)
    assert made.get_json()["expires_in"] == codes.DEFAULT_TTL

    # Read back in lower case, with a hyphen, as a person types it.
    joined = session_client.post(f"/v1/join-codes/{code[:4].lower()}-{code[4:]}")
    assert joined.status_code == 200, joined.get_json()
    seat = joined.get_json()
    assert (seat["id"], seat["player"], seat["game"]) == (opened["id"], 1, "cassino")

    url = f"/v1/sessions/{opened['id']}"
    assert session_client.get(url, headers=bearer(seat["token"])).get_json()["seat"] == 1
    old = opened["seats"][1]["token"]
    assert_problem(session_client.get(url, headers=bearer(old)), 401, "unknown_token")
    # The other seats keep their tokens.
    mine = session_client.get(url, headers=bearer(opened["seats"][0]["token"]))
    assert mine.get_json()["seat"] == 0

    again = session_client.post(f"/v1/join-codes/{code}")
    assert_problem(again, 410, "join_code_spent")
    # The spent code changed nothing: the token it gave still holds the seat.
    assert session_client.get(url, headers=bearer(seat["token"])).get_json()["seat"] == 1


def test_a_code_made_before_its_seat_changed_hands_opens_nothing(session_client, opened):
    first, second = (make_code(session_client, opened).get_json()["code"] for _ in range(2))
    assert first != second
    assert session_client.post(f"/v1/join-codes/{second}").status_code == 200
    assert_problem(session_client.post(f"/v1/join-codes/{first}"), 410, "join_code_stale")


def test_a_code_expires_after_its_ttl(session_client, opened):
    code = make_code(session_client, opened, ttl=1).get_json()["code"]
    time.sleep(2.1)  # Redis expires a key within a second or so of its TTL
    assert_problem(session_client.post(f"/v1/join-codes/{code}"), 404, "unknown_join_code")
    url = f"/v1/sessions/{opened['id']}"
    held = session_client.get(url, headers=bearer(opened["seats"][1]["token"]))
    assert held.get_json()["seat"] == 1


@pytest.mark.parametrize("code", ["ZZZZZZZZ", "0000000U", "short", "{tag}AAAAAA", "A" * 40])
def test_a_wrong_code_is_a_404_and_changes_nothing(session_client, opened, code):
    assert_problem(session_client.post(f"/v1/join-codes/{code}"), 404, "unknown_join_code")


def test_only_the_owner_makes_codes_and_never_for_a_bot_seat(session_client, opened):
    url = f"/v1/sessions/{opened['id']}/seats/1/join-code"
    seat_token = opened["seats"][1]["token"]
    assert_problem(session_client.post(url, headers=bearer(seat_token)), 403, "not_owner")
    assert_problem(session_client.post(url), 401, "token_required")
    assert_problem(make_code(session_client, opened, seat=7), 400, "malformed")
    assert_problem(make_code(session_client, opened, ttl=0), 400, "malformed")
    owner = bearer(opened["owner_token"])
    seated = session_client.put(
        f"/v1/sessions/{opened['id']}/seats/1/bot", json={"level": "random"}, headers=owner
    )
    if seated.status_code == 503:  # a cluster runs no bots
        return
    assert seated.status_code == 200
    assert_problem(make_code(session_client, opened), 409, "bot_seat")


def test_a_code_for_an_ended_session_is_a_404(session_client, opened):
    code = make_code(session_client, opened).get_json()["code"]
    ended = session_client.delete(
        f"/v1/sessions/{opened['id']}", headers=bearer(opened["owner_token"])
    )
    assert ended.status_code == 204
    assert_problem(session_client.post(f"/v1/join-codes/{code}"), 404, "unknown_session")


def test_redemptions_are_budgeted_per_address(store, toy_game):
    app = create_app(Settings(rate_limit_joins="3/day"), store=store)
    client = app.test_client()
    created = client.post("/v1/sessions", json={"game": "cassino", "seed": "budget"}).get_json()
    code = make_code(client, created).get_json()["code"]
    guesses = ["ZZZZZZZZ", "YYYYYYYY", "XXXXXXXX"]
    for guess in guesses:
        answer = client.post(f"/v1/join-codes/{guess}", environ_base={"REMOTE_ADDR": "10.0.0.7"})
        assert answer.status_code == 404
    refused = client.post(f"/v1/join-codes/{code}", environ_base={"REMOTE_ADDR": "10.0.0.7"})
    assert_problem(refused, 429, "rate_limited")
    assert int(refused.headers["Retry-After"]) >= 1
    # The refused try spent nothing: another address redeems the right code.
    joined = client.post(f"/v1/join-codes/{code}", environ_base={"REMOTE_ADDR": "10.0.0.8"})
    assert joined.status_code == 200
