"""Rate limits: per client on session creation and moves when set (off by default), on join
codes always; shared through Redis."""

from __future__ import annotations

import pytest
import redis

from referee.api import create_app
from referee.api.config import Settings
from tests.api.test_games_api import assert_problem


# Budgets per day in these tests: windows start at fixed instants, and a test that ran
# across the start of one (a minute's, under load) would see its count carried over only
# in part.
def app_of(**settings):
    app = create_app(Settings(**settings))
    app.config["TESTING"] = True
    return app


@pytest.fixture
def deal_and_move(client):
    """A /moves body that is legal, dealt once."""
    state = client.post("/v1/games/cassino/states", json={"seed": "limits"}).json["state"]
    move = client.post("/v1/games/cassino/legal-moves", json={"state": state}).json["moves"][0]
    return {"state": state, "move": move}


def post_moves(client, body, address="10.0.0.1", token=None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return client.post(
        "/v1/games/cassino/moves", json=body, headers=headers, environ_base={"REMOTE_ADDR": address}
    )


def test_without_settings_no_move_is_limited(client, deal_and_move):
    # The one budget on by default is join-code redemptions' (tests/api/test_join_codes.py).
    assert client.application.config["REFEREE"].rate_limit_moves is None
    for _ in range(50):
        assert post_moves(client, deal_and_move).status_code == 200


def test_a_client_past_its_budget_gets_429_with_retry_after(deal_and_move):
    client = app_of(rate_limit_moves="3/day").test_client()
    for _ in range(3):
        assert post_moves(client, deal_and_move).status_code == 200
    refused = post_moves(client, deal_and_move)
    problem = assert_problem(refused, 429, "rate_limited")
    assert problem["title"] == "Too many requests" and "3 per 1 day" in problem["detail"]
    assert 1 <= int(refused.headers["Retry-After"]) <= 24 * 3600


def test_budgets_are_per_address_and_an_invented_token_buys_none(deal_and_move):
    client = app_of(rate_limit_moves="2/day").test_client()
    for _ in range(2):
        assert post_moves(client, deal_and_move, "10.0.0.1").status_code == 200
    assert post_moves(client, deal_and_move, "10.0.0.1").status_code == 429
    assert post_moves(client, deal_and_move, "10.0.0.2").status_code == 200
    # A stateless move names no session, so no token is one the referee issued for it.
    for n in range(5):
        refused = post_moves(client, deal_and_move, "10.0.0.1", token=f"x{n}")
        assert_problem(refused, 429, "rate_limited")


def test_five_creations_with_invented_tokens_are_counted_by_address():
    client = app_of(rate_limit_sessions="3/minute").test_client()
    answers = [
        client.post(
            "/v1/sessions",
            json={"game": "cassino"},
            headers={"Authorization": f"Bearer x{n}"},
            environ_base={"REMOTE_ADDR": "10.0.0.1"},
        ).status_code
        for n in range(1, 6)
    ]
    assert answers == [201, 201, 201, 429, 429]


def test_invented_tokens_cannot_fill_the_memory_store():
    client = app_of(rate_limit_sessions="100/day", max_sessions=200).test_client()
    created = sum(
        client.post(
            "/v1/sessions",
            json={"game": "cassino"},
            headers={"Authorization": f"Bearer x{n}"},
            environ_base={"REMOTE_ADDR": "10.6.6.6"},
        ).status_code
        == 201
        for n in range(210)
    )
    assert created == 100
    honest = client.post("/v1/sessions", json={"game": "cassino"})
    assert honest.status_code == 201


def test_a_seat_token_of_the_session_is_its_own_client_wherever_it_comes_from(toy_game):
    client = app_of(rate_limit_moves="2/day").test_client()
    created = client.post("/v1/sessions", json={"game": "toy", "seed": "s"}).json
    session_id, token = created["id"], created["seats"][0]["token"]
    url = f"/v1/sessions/{session_id}/moves"

    def move(address, bearer=token):
        return client.post(
            url,
            json={"move": {"player": 0, "type": "play", "card": "nothing"}},
            headers={"Authorization": f"Bearer {bearer}"},
            environ_base={"REMOTE_ADDR": address},
        ).status_code

    assert move("10.0.0.1") != 429 and move("10.0.0.2") != 429
    assert move("10.0.0.3") == 429  # the seat's budget, from any address
    assert move("10.0.0.1", "x1") == 401  # the address's own budget is untouched
    assert move("10.0.0.1", "x2") == 401
    assert move("10.0.0.1", "x3") == 429  # invented tokens count by address
    # Another session's seat token is no seat of this one: counted by address too.
    other = client.post("/v1/sessions", json={"game": "toy", "seed": "t"}).json
    assert move("10.0.0.1", other["seats"][0]["token"]) == 429


def test_session_moves_and_stateless_moves_share_one_budget_and_sessions_have_their_own(
    toy_game, deal_and_move
):
    client = app_of(rate_limit_moves="2/day", rate_limit_sessions="1/day").test_client()
    created = client.post("/v1/sessions", json={"game": "toy", "seed": "s"})
    assert created.status_code == 201
    assert_problem(client.post("/v1/sessions", json={"game": "toy"}), 429, "rate_limited")
    session_id, token = created.json["id"], created.json["seats"][0]["token"]
    url = f"/v1/sessions/{session_id}/moves"
    # Without its token a session move counts by address, with the stateless ones.
    assert client.post(url, json={}, environ_base={"REMOTE_ADDR": "10.0.0.1"}).status_code == 401
    assert post_moves(client, deal_and_move, token=token).status_code == 200
    assert_problem(post_moves(client, deal_and_move), 429, "rate_limited")
    # Reading is not limited.
    assert client.get(f"/v1/sessions/{created.json['id']}").status_code == 200


@pytest.mark.parametrize("hops,shared", [(0, True), (1, False)])
def test_forwarded_addresses_count_only_behind_trusted_proxies(deal_and_move, hops, shared):
    client = app_of(rate_limit_moves="1/day", proxy_hops=hops).test_client()

    def from_(address):
        return client.post(
            "/v1/games/cassino/moves",
            json=deal_and_move,
            headers={"X-Forwarded-For": address},
            environ_base={"REMOTE_ADDR": "10.9.9.9"},
        ).status_code

    assert from_("192.0.2.1") == 200
    assert from_("192.0.2.2") == (429 if shared else 200)


@pytest.mark.parametrize("budget", ["lots", "5 per fortnight"])
def test_a_budget_that_is_not_a_limit_refuses_to_start(budget):
    with pytest.raises(ValueError):
        app_of(rate_limit_moves=budget)


@pytest.mark.slow
def test_workers_sharing_a_redis_share_the_counters(redis_url, deal_and_move):
    keys = redis.Redis.from_url(redis_url)
    for key in keys.scan_iter(match="LIMIT*referee*"):
        keys.delete(key)
    first, second = (
        app_of(rate_limit_moves="3/day", redis_url=redis_url).test_client() for _ in range(2)
    )
    assert post_moves(first, deal_and_move, "10.1.1.1").status_code == 200
    assert post_moves(second, deal_and_move, "10.1.1.1").status_code == 200
    assert post_moves(first, deal_and_move, "10.1.1.1").status_code == 200
    assert_problem(post_moves(second, deal_and_move, "10.1.1.1"), 429, "rate_limited")
    assert any(b"referee" in key for key in keys.scan_iter(match="LIMIT*"))
    for key in keys.scan_iter(match="LIMIT*referee*"):
        keys.delete(key)
    keys.close()


def test_an_unreachable_redis_falls_back_to_counting_in_memory(deal_and_move):
    client = app_of(rate_limit_moves="2/day", redis_url="redis://127.0.0.1:1/0").test_client()
    assert post_moves(client, deal_and_move).status_code == 200
    assert post_moves(client, deal_and_move).status_code == 200
    assert post_moves(client, deal_and_move).status_code == 429


# -- sessions played by bots alone ------------------------------------------------------------


def open_session(client, bots: dict, address: str = "10.0.0.1"):
    return client.post(
        "/v1/sessions",
        json={"game": "cassino", "bots": bots},
        environ_base={"REMOTE_ADDR": address},
    )


ALL_BOTS = {"0": "random", "1": "random"}


def test_bots_only_sessions_are_budgeted_by_default():
    assert Settings().rate_limit_bot_sessions == "6/minute;60/hour"
    client = app_of().test_client()
    for _ in range(6):
        assert open_session(client, ALL_BOTS).status_code == 201
    refused = open_session(client, ALL_BOTS)
    assert_problem(refused, 429, "rate_limited")
    assert 1 <= int(refused.headers["Retry-After"]) <= 60


def test_only_sessions_played_by_bots_alone_draw_on_their_budget():
    client = app_of(rate_limit_bot_sessions="2/day").test_client()
    for _ in range(2):
        assert open_session(client, ALL_BOTS).status_code == 201
    refused = open_session(client, ALL_BOTS)
    problem = assert_problem(refused, 429, "rate_limited")
    assert "bots alone" in problem["detail"] and "2 per 1 day" in problem["detail"]
    assert 1 <= int(refused.headers["Retry-After"]) <= 24 * 3600
    assert open_session(client, {"0": "expert"}).status_code == 201  # a person plays seat 1
    assert open_session(client, ALL_BOTS, "10.0.0.2").status_code == 201  # another address
    # Giving the last person's seat to a bot draws on it too; giving another seat does not.
    created = open_session(client, {}).json
    owner = {"Authorization": f"Bearer {created['owner_token']}"}
    url = f"/v1/sessions/{created['id']}/seats"
    addressed = {"environ_base": {"REMOTE_ADDR": "10.0.0.1"}, "headers": owner}
    assert client.put(f"{url}/0/bot", json={"level": "random"}, **addressed).status_code == 200
    refused = client.put(f"{url}/1/bot", json={"level": "random"}, **addressed)
    assert_problem(refused, 429, "rate_limited")
    assert client.get(f"/v1/sessions/{created['id']}").json["bots"] == {"0": "random"}


def test_the_bots_only_budget_is_off_when_unset():
    client = app_of(rate_limit_bot_sessions="").test_client()
    for _ in range(8):
        assert open_session(client, ALL_BOTS).status_code == 201
