"""The table's happenings and a session's expiry, delivered to a real receiver on a loopback
port: a timeout (`seat.timed_out`, and `match.ended` under forfeit, `seat.bot` when a bot
keeps the seat), a resignation (`seat.resigned`, `match.ended`), an abort (`match.ended`),
nothing for a pause; `session.expired` once the store let the session lapse, none for one
ended. Time is set, never waited for: the memory store's clocks are injected."""

from __future__ import annotations

import time

import pytest

from referee.api import create_app
from referee.sessions import MemoryStore
from tests.api.test_sessions_api import auth
from tests.api.test_webhooks_api import EVERY, subscribe, verified, webhook_settings
from tests.webhook_receiver import Receiver, guard

TTL = 600


class Clock:
    """A clock a test moves: the store's wall (the sessions' time) or its TTL clock."""

    def __init__(self, start: float):
        self.at = start

    def __call__(self) -> float:
        return self.at


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


@pytest.fixture
def clocks():
    return Clock(time.time()), Clock(1000.0)


@pytest.fixture
def app(toy_game, clocks):
    wall, ttl_clock = clocks
    store = MemoryStore(TTL, ttl_clock, wall=wall)
    app = create_app(webhook_settings(session_ttl=TTL), store=store)
    app.config["TESTING"] = True
    yield app
    app.extensions["referee.webhooks"].close()


def arrived(receiver, secret: str, count: int) -> list[dict]:
    receiver.wait_for(lambda: len(receiver.calls) >= count)
    time.sleep(0.1)  # nothing more comes
    return verified(receiver.calls, secret)


def test_a_timeout_under_forfeit_tells_the_seat_and_the_end(app, clocks, receiver):
    client = app.test_client()
    created = subscribe(client, receiver, EVERY, clock={"per_move": 30})
    clocks[0].at += 31  # past the first mover's deadline; a read applies it
    read = client.get(f"/v1/sessions/{created['id']}").json
    assert read["outcome"]["reason"] == "timeout"
    calls = arrived(receiver, created["webhook"]["secret"], 3)
    assert [call["type"] for call in calls] == ["match.started", "seat.timed_out", "match.ended"]
    timed_out, ended = calls[1]["data"], calls[2]["data"]
    assert timed_out["type"] == "timeout" and timed_out["player"] == created["movers"][0]
    assert timed_out["move"] is None and timed_out["version"] == 1
    assert ended["reason"] == "finished" and ended["outcome"]["rule"] == "TBL-1"
    assert ended["outcome"]["seat"] == created["movers"][0] and "sheet" in ended


def test_a_timeout_under_bot_tells_the_bots_move_and_the_takeover(app, clocks, receiver):
    client = app.test_client()
    clock = {"per_move": 30, "on_timeout": "bot", "bot": "random", "takeover_after": 1}
    created = subscribe(client, receiver, EVERY, clock=clock)
    seat = created["movers"][0]
    clocks[0].at += 31
    read = client.get(f"/v1/sessions/{created['id']}").json
    assert read["version"] >= 1
    calls = arrived(receiver, created["webhook"]["secret"], 4)
    assert [call["type"] for call in calls[:4]] == [
        "match.started",
        "seat.timed_out",
        "move",
        "seat.bot",
    ]
    timed_out, moved, seated = (call["data"] for call in calls[1:4])
    assert timed_out["takeover"] is True and timed_out["move"] is not None
    assert moved == timed_out  # the bot's move, as the stream tells the timeout entry
    assert seated["player"] == seat and seated["bot"] == "random"
    assert seated["bots"] == {str(seat): "random"} and seated["version"] == 1
    assert len({call["id"] for call in calls}) == len(calls)


def test_a_resignation_tells_the_seat_and_the_end(app, receiver):
    client = app.test_client()
    created = subscribe(client, receiver, EVERY)
    token = created["seats"][1]["token"]
    answer = client.post(f"/v1/sessions/{created['id']}/resign", headers=auth(token))
    assert answer.status_code == 200, answer.json
    calls = arrived(receiver, created["webhook"]["secret"], 3)
    assert [call["type"] for call in calls] == ["match.started", "seat.resigned", "match.ended"]
    assert calls[1]["data"]["type"] == "resignation" and calls[1]["data"]["player"] == 1
    outcome = calls[2]["data"]["outcome"]
    assert outcome["reason"] == "resigned" and outcome["seat"] == 1 and outcome["rule"] == "TBL-2"


def test_an_abort_tells_the_end_without_a_result_and_a_pause_tells_nothing(app, receiver):
    client = app.test_client()
    created = subscribe(client, receiver, EVERY, clock={"per_move": 30})
    sid, owner = created["id"], auth(created["owner_token"])
    assert client.post(f"/v1/sessions/{sid}/clock/pause", headers=owner).status_code == 200
    assert client.post(f"/v1/sessions/{sid}/clock/resume", headers=owner).status_code == 200
    assert client.post(f"/v1/sessions/{sid}/abort", headers=owner).status_code == 200
    calls = arrived(receiver, created["webhook"]["secret"], 2)
    assert [call["type"] for call in calls] == ["match.started", "match.ended"]
    ended = calls[1]["data"]
    assert ended["version"] == 3  # after the pause and the resumption
    assert ended["outcome"]["reason"] == "aborted" and ended["outcome"]["rule"] == "TBL-3"


def test_a_session_that_expires_tells_its_app_once(app, clocks, receiver):
    client = app.test_client()
    created = subscribe(client, receiver, ["session.expired"])
    sweeper = app.extensions["referee.webhooks"].sweeper
    assert sweeper.sweep_once() > 0  # not due: nothing told
    clocks[1].at += TTL + 1  # the store lets the session lapse
    sweeper.clock = lambda: time.time() + TTL + 1
    sweeper.sweep_once()
    sweeper.sweep_once()  # once only
    calls = arrived(receiver, created["webhook"]["secret"], 1)
    assert [call["type"] for call in calls] == ["session.expired"]
    assert calls[0]["data"] == {"session": created["id"], "reason": "ended", "version": 0}
    assert client.get(f"/v1/sessions/{created['id']}").status_code == 404


def test_a_session_written_lately_or_ended_does_not_expire(app, clocks, receiver):
    client = app.test_client()
    kept = subscribe(client, receiver, ["session.expired", "session.deleted"])
    ended = subscribe(client, receiver, ["session.expired", "session.deleted"])
    assert client.delete(f"/v1/sessions/{ended['id']}", headers=auth(ended["owner_token"]))
    # Written again by a call no hook sees (a kept idempotent answer, say): the store's
    # expiry is later than the one kept, and the sweeper keeps it for then.
    clocks[1].at += TTL - 10
    store = app.extensions["referee.store"]
    store._sessions[kept["id"]].expires_at = clocks[1].at + TTL
    sweeper = app.extensions["referee.webhooks"].sweeper
    sweeper.clock = lambda: time.time() + TTL + 1
    sweeper.sweep_once()
    calls = arrived(receiver, ended["webhook"]["secret"], 1)
    assert [call["type"] for call in calls] == ["session.deleted"]
    assert app.extensions["referee.webhooks"].sweeper.expiries.waiting() == 1


def test_a_redis_session_that_expires_is_handed_to_its_outbox(toy_game, redis_url, receiver):
    """With Redis, the expiry waits in the job queue's Redis and any bots worker's sweeper
    hands it over; the lapse is Redis dropping the session's keys, done here at once."""
    import redis

    from referee.sessions.keys import session_keys
    from referee.sessions.redis_store import RedisStore

    app = create_app(webhook_settings(session_ttl=TTL), store=RedisStore(redis_url, TTL))
    try:
        client = app.test_client()
        created = subscribe(client, receiver, ["session.expired"])
        sid = created["id"]
        webhooks = app.extensions["referee.webhooks"]
        sweeper = webhooks.sweeper
        sweeper.clock = lambda: time.time() + TTL - 5
        sweeper.sweep_once()
        assert webhooks.outbox.log(sid)["pending"] == []  # not due yet
        sweeper.clock = lambda: time.time() + TTL + 1
        sweeper.sweep_once()  # due, but the session is there: kept for when it lapses
        assert webhooks.outbox.log(sid)["pending"] == []
        raw = redis.Redis.from_url(redis_url)
        raw.delete(*session_keys(sid).values())
        raw.close()
        sweeper.clock = lambda: time.time() + 3 * TTL
        sweeper.sweep_once()
        sweeper.sweep_once()
        (pending,) = webhooks.outbox.log(sid)["pending"]
        assert pending["type"] == "session.expired"
    finally:
        app.extensions["referee.webhooks"].close()
        app.extensions["referee.store"].close()
