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


# -- the costly calls: budgets on by default, per address ---------------------------------


def suggest(client, level: str, deal: dict, address: str = "10.0.0.1"):
    player = deal["move"]["player"]
    body = {"state": deal["state"], "player": player, "level": level, "budget_ms": 1, "seed": "s"}
    return client.post(
        "/v1/games/cassino/suggestions", json=body, environ_base={"REMOTE_ADDR": address}
    )


def test_the_costly_calls_are_budgeted_by_default(deal_and_move):
    settings = Settings()
    for name in ("suggestions", "expert_suggestions", "transcript_bytes", "dry_runs"):
        assert getattr(settings, f"rate_limit_{name}"), name
    client = app_of().test_client()
    answers = [suggest(client, "expert", deal_and_move) for _ in range(31)]
    refused = [answer for answer in answers if answer.status_code == 429]
    assert refused and all(answer.headers["Retry-After"] for answer in refused)


def test_expert_suggestions_have_a_budget_of_their_own_within_every_levels(deal_and_move):
    client = app_of(
        rate_limit_suggestions="4/day", rate_limit_expert_suggestions="2/day"
    ).test_client()
    state = deal_and_move
    assert [suggest(client, "expert", state).status_code for _ in range(3)] == [200, 200, 429]
    assert suggest(client, "greedy", state).status_code == 200
    assert_problem(suggest(client, "random", state), 429, "rate_limited")
    assert suggest(client, "expert", state, address="10.0.0.2").status_code == 200


def test_a_budget_set_off_is_no_budget(deal_and_move):
    client = app_of(rate_limit_suggestions="off", rate_limit_expert_suggestions="OFF").test_client()
    state = deal_and_move
    assert {suggest(client, "expert", state).status_code for _ in range(5)} == {200}


def open_seat(client, seed: str, address: str) -> tuple[str, dict, dict]:
    """A new cassino session's id, the headers of the seat to move and one of its moves."""
    environ = {"REMOTE_ADDR": address}
    created = client.post(
        "/v1/sessions", json={"game": "cassino", "seed": seed}, environ_base=environ
    )
    sid = created.json["id"]
    for seat in created.json["seats"]:
        headers = {"Authorization": f"Bearer {seat['token']}"}
        url = f"/v1/sessions/{sid}/legal-moves"
        moves = client.get(url, headers=headers, environ_base=environ).json["moves"]
        if moves:
            return sid, headers, moves[0]
    raise AssertionError("no seat may move")


def test_dry_runs_count_by_address_whatever_seat_or_session_they_are_of():
    client = app_of(rate_limit_dry_runs="2/day").test_client()
    here, there = {"REMOTE_ADDR": "10.0.0.1"}, {"REMOTE_ADDR": "10.0.0.2"}
    seats = [open_seat(client, f"dry-{n}", "10.0.0.1") for n in range(3)]

    def dry_run(seat, environ):
        sid, headers, move = seat
        return client.post(
            f"/v1/sessions/{sid}/moves?dry_run=true",
            json={"move": move},
            headers=headers,
            environ_base=environ,
        )

    assert [dry_run(seat, here).status_code for seat in seats] == [200, 200, 429]
    assert dry_run(seats[2], there).status_code == 200
    sid, headers, move = seats[2]
    moved = client.post(
        f"/v1/sessions/{sid}/moves", json={"move": move}, headers=headers, environ_base=here
    )
    assert moved.json["legal"] is True  # a move is no dry run


def post_transcript(client, body: bytes, gzipped: bool = False, address: str = "10.0.0.1"):
    headers = {"Content-Type": "application/x-ndjson"}
    if gzipped:
        headers["Content-Encoding"] = "gzip"
    return client.post(
        "/v1/games/cassino/transcripts",
        data=body,
        headers=headers,
        environ_base={"REMOTE_ADDR": address},
    )


def test_transcripts_are_budgeted_by_their_bytes_as_inflated():
    import gzip

    from referee.transcripts import dumps_lines
    from tests.transcripts.playouts import playout

    lines = dumps_lines(playout("cassino", "budget")[1])
    client = app_of(rate_limit_transcript_bytes=f"{len(lines) * 3 // 2}/day").test_client()
    assert post_transcript(client, lines).status_code == 200
    refused = assert_problem(post_transcript(client, lines), 429, "rate_limited")
    assert "bytes of transcripts" in refused["detail"]
    assert post_transcript(client, lines, address="10.0.0.2").status_code == 200
    # Gzipped, it is sent small, checked, then charged what it inflated to: the next waits.
    zipped = gzip.compress(lines)
    assert len(zipped) * 2 < len(lines)
    client = app_of(rate_limit_transcript_bytes=f"{len(lines) // 2}/day").test_client()
    assert post_transcript(client, zipped, gzipped=True).json["valid"] is True
    assert_problem(post_transcript(client, zipped, gzipped=True), 429, "rate_limited")
