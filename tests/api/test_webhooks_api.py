"""A session's webhook over HTTP, delivered to a real receiver on a loopback port: every
chosen event once per id, signed, in order, in the stream's shapes; the receiver down, then
up; answering 500 or hanging while the moves go on; and the owner's calls."""

from __future__ import annotations

import json
import time

import orjson
import pytest
from standardwebhooks.webhooks import Webhook

from referee.api import create_app
from referee.api.config import Settings
from tests.api.test_contract import play_out
from tests.api.test_sessions_api import assert_problem, auth, hand, move, open_session
from tests.webhook_receiver import Receiver, guard

EVERY = [
    "match.started",
    "move",
    "deal.scored",
    "match.ended",
    "seat.timed_out",
    "seat.resigned",
    "seat.bot",
    "session.deleted",
    "session.expired",
]


@pytest.fixture(autouse=True)
def no_way_out(monkeypatch):
    refused = guard(monkeypatch)
    yield refused
    assert refused == [], f"a test tried to leave the loopback range: {refused}"


@pytest.fixture
def receiver():
    found = Receiver()
    yield found
    found.down()


def webhook_settings(**overrides) -> Settings:
    return Settings(
        webhook_allow_http=True,
        webhook_allow_private=True,
        webhook_retry_base=0.05,
        webhook_connect_timeout=0.5,
        webhook_read_timeout=0.5,
        **overrides,
    )


@pytest.fixture
def hook_app(toy_game):
    app = create_app(webhook_settings())
    app.config["TESTING"] = True
    yield app
    app.extensions["referee.webhooks"].close()


def verified(calls, secret: str) -> list[dict]:
    """Every call's body, each checked against its signature as an app checks it."""
    found = []
    for headers, body in calls:
        Webhook(secret).verify(body, headers)
        assert headers["webhook-signature"].startswith("v1,")
        found.append({"id": headers["webhook-id"], **orjson.loads(body)})
    return found


def subscribe(client, receiver, events=None, **body) -> dict:
    webhook = {"url": receiver.url} | ({"events": events} if events else {})
    created = open_session(client, webhook=webhook, **body)
    assert created["webhook"]["url"] == receiver.url
    assert created["webhook"]["secret"].startswith("whsec_")
    return created


def test_every_chosen_event_arrives_once_signed_in_order(hook_app, receiver):
    client = hook_app.test_client()
    created = subscribe(client, receiver, EVERY, options={"hand_size": 1, "deck_size": 8})
    play_out(hook_app, client, created)
    history = client.get(f"/v1/sessions/{created['id']}/history").json["entries"]
    assert client.delete(f"/v1/sessions/{created['id']}", headers=auth(created["owner_token"]))
    expected = ["match.started", *["move"] * len(history), "match.ended", "session.deleted"]
    receiver.wait_for(lambda: len(receiver.calls) >= len(expected))
    time.sleep(0.1)  # nothing more comes
    calls = verified(receiver.calls, created["webhook"]["secret"])
    assert [call["type"] for call in calls] == expected
    assert len({call["id"] for call in calls}) == len(calls)  # once per id
    assert all(call["data"]["session"] == created["id"] for call in calls)
    # The stream's shapes: its hello, each move event as a spectator's, its end events.
    started = calls[0]["data"]
    assert started["version"] == 0 and started["seat"] is None and started["movers"] == [0]
    moves = [call["data"] for call in calls if call["type"] == "move"]
    assert [{k: v for k, v in one.items() if k != "session"} for one in moves] == history
    ended = calls[-2]["data"]
    assert ended["reason"] == "finished" and ended["outcome"] == history[-1]["outcome"]
    assert ended["sheet"]["game"] == "toy"
    assert calls[-1]["data"] == {
        "session": created["id"],
        "reason": "ended",
        "version": len(history),
        "by": "owner",
    }


def test_the_default_events_leave_moves_out(hook_app, receiver):
    client = hook_app.test_client()
    created = subscribe(client, receiver, options={"hand_size": 1, "deck_size": 8})
    assert created["webhook"]["events"] == [kind for kind in EVERY if kind != "move"]
    play_out(hook_app, client, created)
    receiver.wait_for(lambda: len(receiver.calls) >= 2)
    time.sleep(0.1)
    types = [orjson.loads(body)["type"] for body in receiver.bodies()]
    assert types == ["match.started", "match.ended"]


def test_a_receiver_down_then_up_gets_everything(hook_app, receiver):
    client = hook_app.test_client()
    receiver.down()
    created = subscribe(client, receiver, ["match.started", "move", "match.ended"])
    session = created["id"]
    for _ in range(3):
        seat = client.get(f"/v1/sessions/{session}").json["movers"][0]
        answer = client.post(
            f"/v1/sessions/{session}/moves",
            json=move(seat, hand(hook_app, session, seat)[0]),
            headers=auth(created["seats"][seat]["token"]),
        )
        assert answer.json["legal"] is True
    owner = auth(created["owner_token"])
    deliveries = hook_app.extensions["referee.webhooks"].outbox
    receiver.wait_for(lambda: len(deliveries.log(session)["attempts"]) >= 3)
    log = client.get(f"/v1/sessions/{session}/webhook/deliveries", headers=owner).json
    assert [one["result"] for one in log["attempts"][:3]] == ["retrying"] * 3
    assert all(one["status"] is None and one["next_retry"] for one in log["attempts"])
    assert [one["type"] for one in log["pending"]] == ["match.started", "move", "move", "move"]
    receiver.up()
    receiver.wait_for(lambda: len(receiver.calls) >= 4)
    calls = verified(receiver.calls, created["webhook"]["secret"])
    assert [call["type"] for call in calls] == ["match.started", "move", "move", "move"]
    assert [call["data"].get("version") for call in calls] == [0, 1, 2, 3]
    log = client.get(f"/v1/sessions/{session}/webhook/deliveries", headers=owner).json
    assert log["pending"] == [] and len(log["delivered"]) == 4
    assert log["attempts"][0]["result"] == "delivered" and log["attempts"][0]["status"] == 204


@pytest.mark.parametrize("trouble", ["500", "hang"])
def test_failing_answers_are_retried_with_back_off_and_moves_go_on(hook_app, receiver, trouble):
    client = hook_app.test_client()
    if trouble == "500":
        receiver.status = 500
    else:
        receiver.delay = 2.0  # past the read timeout of 0.5 s
    created = subscribe(client, receiver, ["match.started", "move"])
    session = created["id"]
    for _ in range(3):
        seat = client.get(f"/v1/sessions/{session}").json["movers"][0]
        started = time.monotonic()
        answer = client.post(
            f"/v1/sessions/{session}/moves",
            json=move(seat, hand(hook_app, session, seat)[0]),
            headers=auth(created["seats"][seat]["token"]),
        )
        assert answer.json["legal"] is True
        assert time.monotonic() - started < 0.4  # never waits for the app
    owner = auth(created["owner_token"])
    url = f"/v1/sessions/{session}/webhook/deliveries"
    receiver.wait_for(lambda: len(client.get(url, headers=owner).json["attempts"]) >= 3, 30)
    ids = {headers["webhook-id"] for headers, _ in receiver.calls}
    assert len(ids) == 1  # the first message, again and again: the others wait their turn
    log = client.get(url, headers=owner).json
    tries = [one for one in reversed(log["attempts"])]
    assert [one["attempt"] for one in tries[:3]] == [1, 2, 3]
    assert tries[0]["status"] == (500 if trouble == "500" else None)
    receiver.status, receiver.delay = 204, 0.0
    receiver.wait_for(lambda: len({h["webhook-id"] for h, _ in receiver.calls}) == 4, timeout=30)
    types = [orjson.loads(body)["type"] for body in receiver.bodies()]
    assert types[-3:] == ["move"] * 3


def test_the_owner_sets_replaces_and_removes_the_webhook(hook_app, receiver):
    client = hook_app.test_client()
    created = open_session(client)
    session, owner = created["id"], auth(created["owner_token"])
    seat = auth(created["seats"][0]["token"])
    url = f"/v1/sessions/{session}/webhook"
    assert_problem(client.put(url, json={"url": receiver.url}, headers=seat), 403, "not_owner")
    assert_problem(client.put(url, json={"url": receiver.url}), 401, "token_required")
    set_ = client.put(url, json={"url": receiver.url, "events": ["move"]}, headers=owner)
    assert set_.status_code == 200, set_.json
    assert set_.json["webhook"]["events"] == ["move"]
    secret = set_.json["webhook"]["secret"]
    client.post(
        f"/v1/sessions/{session}/moves",
        json=move(0, hand(hook_app, session, 0)[0]),
        headers=seat,
    )
    receiver.wait_for(lambda: len(receiver.calls) == 1)
    assert verified(receiver.calls, secret)[0]["data"]["version"] == 1
    again = client.put(url, json={"url": receiver.url, "events": ["move"]}, headers=owner).json
    assert again["webhook"]["secret"] != secret  # a new secret each time, shown once
    assert client.delete(url, headers=owner).status_code == 204
    client.post(
        f"/v1/sessions/{session}/moves",
        json=move(1, hand(hook_app, session, 1)[0]),
        headers=auth(created["seats"][1]["token"]),
    )
    time.sleep(0.2)
    assert len(receiver.calls) == 1
    read = client.get(f"/v1/sessions/{session}", headers=owner).json
    assert "webhook" not in read and "secret" not in json.dumps(read)


def test_a_message_is_redelivered_under_its_own_id(hook_app, receiver):
    client = hook_app.test_client()
    created = subscribe(client, receiver, ["match.started"])
    owner = auth(created["owner_token"])
    receiver.wait_for(lambda: len(receiver.calls) == 1)
    first = receiver.calls[0][0]["webhook-id"]
    url = f"/v1/sessions/{created['id']}/webhook/redeliver"
    answer = client.post(url, json={"message": first}, headers=owner)
    assert answer.status_code == 202 and answer.json["redelivered"] == [first]
    receiver.wait_for(lambda: len(receiver.calls) == 2)
    assert receiver.calls[1][0]["webhook-id"] == first
    assert receiver.calls[1][1] == receiver.calls[0][1]  # the same body, byte for byte
    assert_problem(
        client.post(url, json={"message": "msg_nope"}, headers=owner),
        404,
        "unknown_webhook_message",
    )
    assert client.post(url, json={}, headers=owner).json["redelivered"] == []


@pytest.mark.parametrize(
    "url, allow",
    [
        ("http://127.0.0.1:9/hooks", {"webhook_allow_private": True}),  # http not allowed
        ("http://hooks.app.zz/hooks", {}),
        ("https://127.0.0.1/hooks", {}),  # loopback
        ("https://[::1]/hooks", {}),
        ("https://10.0.0.7/hooks", {}),  # private
        ("https://192.168.1.1/hooks", {}),
        ("https://169.254.169.254/latest/meta-data", {}),  # metadata
        ("https://169.254.169.254/latest", {"webhook_allow_private": True}),  # even then
        ("https://100.100.100.200/", {"webhook_allow_private": True}),
        ("https://[::ffff:10.0.0.1]/", {}),  # a private address spelt as IPv6
    ],
)
def test_a_well_formed_url_the_deployment_will_not_call_is_a_422(toy_game, url, allow):
    app = create_app(Settings(**allow))
    client = app.test_client()
    answer = client.post(
        "/v1/sessions", json={"game": "toy", "webhook": {"url": url, "events": ["move"]}}
    )
    problem = assert_problem(answer, 422, "webhook_url_refused")
    assert "webhook" in problem["detail"]
    # ... and so is a PUT of it on a session.
    created = client.post("/v1/sessions", json={"game": "toy"}).json
    put = client.put(
        f"/v1/sessions/{created['id']}/webhook",
        json={"url": url},
        headers=auth(created["owner_token"]),
    )
    assert_problem(put, 422, "webhook_url_refused")


@pytest.mark.parametrize(
    "url, why",
    [
        ("/v1/games/modulo/rules/MOD-5.5", "must be https://"),  # no scheme, no host
        ("ftp://hooks.app.zz/", "must be https://"),
        ("https://user:pw@hooks.app.zz/", "user name or password"),
        ("https://hooks.app.zz/#top", "fragment"),
        ("https:///nohost", "names no host"),
        ("https://hooks.app.zz:70000/", "Port out of range"),
        ("https://[::::]/", "not a URL"),
        ("https://bücher.zz/", "RFC 3986"),
        ("not a url", "spaces"),
    ],
)
def test_a_url_that_is_not_well_formed_is_a_400_at_its_path(toy_game, url, why):
    client = create_app(Settings(webhook_allow_http=True)).test_client()
    answer = client.post("/v1/sessions", json={"game": "toy", "webhook": {"url": url}})
    problem = assert_problem(answer, 400, "malformed")
    assert problem["path"] == "webhook.url" and why in problem["detail"], problem


@pytest.mark.parametrize(
    "name, why",
    [
        ("inside.app.zz", "10.1.2.3 is a private address"),
        ("metadata.app.zz", "169.254.169.254 is a cloud metadata address"),
        ("mixed.app.zz", "192.168.1.9 is a private address"),  # neither address is trusted
        ("loop.app.zz", "127.0.0.1 is a loopback address"),
        ("nowhere.app.zz", "does not resolve"),
        ("app.example", "app.example is a special-use name no DNS answers"),  # never looked up
        ("hooks.example.com", "is a special-use name"),
    ],
)
def test_a_name_that_resolves_to_a_refused_address_is_never_called(toy_game, name, why):
    app = create_app(Settings(webhook_retry_base=0.05))
    client = app.test_client()
    webhook = {"url": f"https://{name}/hooks", "events": ["match.started"]}
    created = client.post("/v1/sessions", json={"game": "toy", "webhook": webhook}).json
    url = f"/v1/sessions/{created['id']}/webhook/deliveries"
    owner = auth(created["owner_token"])
    deadline = time.monotonic() + 10
    while not client.get(url, headers=owner).json["attempts"]:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    attempt = client.get(url, headers=owner).json["attempts"][-1]
    assert attempt["status"] is None and attempt["result"] == "retrying"
    assert attempt["error"].startswith("refused: ") and why in attempt["error"]
    app.extensions["referee.webhooks"].close()
    # ... and the guard saw no connection to any of them.


def test_a_public_name_is_accepted(toy_game):
    client = create_app(Settings()).test_client()
    webhook = {"url": "https://hooks.example/x", "events": ["session.expired"]}
    answer = client.post("/v1/sessions", json={"game": "toy", "webhook": webhook})
    assert answer.status_code == 201, answer.json  # and nothing is sent: no event came


def test_a_redirect_is_not_followed(hook_app, receiver):
    receiver.location = "http://10.0.0.1/steal"
    client = hook_app.test_client()
    created = subscribe(client, receiver, ["match.started"])
    owner = auth(created["owner_token"])
    url = f"/v1/sessions/{created['id']}/webhook/deliveries"
    receiver.wait_for(lambda: client.get(url, headers=owner).json["attempts"] != [])
    attempt = client.get(url, headers=owner).json["attempts"][-1]
    assert attempt["status"] == 302 and attempt["error"] == "redirects are not followed"
    assert len(receiver.calls) >= 1  # and never a call to 10.0.0.1 (the guard would fail)


def test_unknown_event_types_and_fields_are_400(hook_app, receiver):
    client = hook_app.test_client()
    for webhook in (
        {"url": receiver.url, "events": ["match.exploded"]},
        {"url": receiver.url, "events": []},
        {"url": receiver.url, "extra": 1},
        {"events": ["move"]},
    ):
        answer = client.post("/v1/sessions", json={"game": "toy", "webhook": webhook})
        assert answer.status_code == 400, (webhook, answer.json)
