"""The session endpoints over HTTP, on every store: statuses, headers, problem+json."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.api.openapi.paths import access_table


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def open_session(client, **body) -> dict:
    answer = client.post("/v1/sessions", json={"game": "toy", "seed": "api", **body})
    assert answer.status_code == 201, answer.json
    return answer.json


def hand(app, session_id: str, seat: int) -> list[str]:
    return app.extensions["referee.store"].load(session_id).state["hands"][seat]


def move(player: int, card: str) -> dict:
    return {"move": {"player": player, "type": "play", "card": card}}


def assert_problem(answer, status: int, code: str) -> dict:
    assert answer.status_code == status, answer.get_data(as_text=True)
    assert answer.mimetype == "application/problem+json"
    assert answer.json["code"] == code and answer.json["status"] == status
    return answer.json


def test_create_answers_201_with_location_tokens_and_the_spectator_view(session_client):
    answer = session_client.post("/v1/sessions", json={"game": "toy", "players": 3})
    assert answer.status_code == 201
    body = answer.json
    assert answer.headers["Location"] == f"/v1/sessions/{body['id']}"
    assert answer.headers["ETag"] == '"0"' and answer.headers["Cache-Control"] == "no-store"
    assert set(body) == {
        "id",
        "game",
        "version",
        "owner_token",
        "seats",
        "view",
        "movers",
        "outcome",
        "clock",
        "clocks",
    }
    assert body["movers"] == [0] and body["outcome"] is None
    assert body["clock"] is None and body["clocks"] is None
    assert [seat["player"] for seat in body["seats"]] == [0, 1, 2]
    assert len({seat["token"] for seat in body["seats"]}) == 3
    assert body["view"]["seat"] is None and body["view"]["hand"] is None
    assert session_client.get(answer.headers["Location"]).status_code == 200


@pytest.mark.parametrize(
    "body, status, code",
    [
        ({"game": "nope"}, 404, "unknown_game"),
        ({"players": 2}, 400, "malformed"),
        ({"game": "toy", "extra": 1}, 400, "malformed"),
        ({"game": "toy", "options": {"colour": "red"}}, 400, "malformed"),
        ({"game": "toy", "players": 9}, 400, "malformed"),
    ],
)
def test_create_refuses_bad_requests(session_client, body, status, code):
    assert_problem(session_client.post("/v1/sessions", json=body), status, code)


def test_read_answers_the_bearers_view_or_the_spectators_with_an_etag(session_app, session_client):
    created = open_session(session_client)
    seat1 = session_client.get(
        f"/v1/sessions/{created['id']}", headers=auth(created["seats"][1]["token"])
    )
    assert seat1.status_code == 200 and seat1.headers["ETag"] == '"0"'
    assert seat1.headers["Vary"] == "Authorization"
    assert seat1.json["seat"] == 1 and seat1.json["finished"] is False
    assert seat1.json["view"]["hand"] == hand(session_app, created["id"], 1)
    spectator = session_client.get(f"/v1/sessions/{created['id']}")
    assert spectator.json["seat"] is None and spectator.json["view"]["hand"] is None
    assert "state" not in spectator.json and "state" not in seat1.json
    unchanged = session_client.get(
        f"/v1/sessions/{created['id']}", headers={"If-None-Match": '"0"'}
    )
    assert unchanged.status_code == 304 and unchanged.headers["ETag"] == '"0"'


def test_legal_moves_are_the_bearers_in_the_form_moves_accepts(session_client):
    created = open_session(session_client)
    token0, token1 = (seat["token"] for seat in created["seats"])
    listed = session_client.get(f"/v1/sessions/{created['id']}/legal-moves", headers=auth(token0))
    assert listed.status_code == 200 and listed.headers["ETag"] == '"0"'
    assert listed.json["player"] == 0 and not listed.json["truncated"]
    assert len(listed.json["moves"]) == 3
    cut = session_client.get(
        f"/v1/sessions/{created['id']}/legal-moves?limit=1", headers=auth(token0)
    )
    assert len(cut.json["moves"]) == 1 and cut.json["truncated"] is True
    waiting = session_client.get(f"/v1/sessions/{created['id']}/legal-moves", headers=auth(token1))
    assert waiting.json["moves"] == []
    answer = session_client.post(
        f"/v1/sessions/{created['id']}/moves",
        json={"move": listed.json["moves"][0]},
        headers=auth(token0),
    )
    assert answer.status_code == 200 and answer.json["legal"] is True
    assert answer.headers["ETag"] == '"1"' and answer.json["version"] == 1
    assert set(answer.json) == {
        "game",
        "legal",
        "version",
        "view",
        "movers",
        "outcome",
        "events",
        "score_deltas",
        "finished",
        "result",
    }
    assert answer.json["movers"] == [1] and answer.json["outcome"] is None
    assert_problem(
        session_client.get(
            f"/v1/sessions/{created['id']}/legal-moves?limit=0", headers=auth(token0)
        ),
        400,
        "malformed",
    )


def test_an_illegal_move_answers_200_with_the_rule(session_app, session_client):
    created = open_session(session_client)
    card = hand(session_app, created["id"], 1)[0]
    answer = session_client.post(
        f"/v1/sessions/{created['id']}/moves",
        json=move(1, card),
        headers=auth(created["seats"][1]["token"]),
    )
    assert answer.status_code == 200 and answer.headers["ETag"] == '"0"'
    assert answer.json == {
        "game": "toy",
        "legal": False,
        "version": 0,
        "movers": [0],
        "outcome": None,
        "violation": {
            "code": "not_your_turn",
            "rule": "TOY-2",
            "message": answer.json["violation"]["message"],
            "rule_url": "/v1/games/toy/rules/TOY-2",
        },
    }


def test_a_dry_run_checks_a_move_and_keeps_nothing(session_app, session_client):
    created = open_session(session_client)
    sid, tokens = created["id"], [seat["token"] for seat in created["seats"]]
    path = f"/v1/sessions/{sid}/moves?dry_run=true"
    # TOY-2: out of turn, refused with its rule; the session stays at version 0.
    refused = session_client.post(
        path, json=move(1, hand(session_app, sid, 1)[0]), headers=auth(tokens[1])
    )
    assert refused.status_code == 200 and refused.headers["ETag"] == '"0"'
    assert refused.json["legal"] is False and refused.json["version"] == 0
    assert refused.json["violation"]["rule_url"] == "/v1/games/toy/rules/TOY-2"
    card = hand(session_app, sid, 0)[0]
    checked = session_client.post(path, json=move(0, card), headers=auth(tokens[0]))
    # A first card of many ends no match, whatever the unseen cards are.
    assert checked.json == {
        "game": "toy",
        "legal": True,
        "version": 0,
        "movers": [0],
        "outcome": None,
        "ends_match": "none",
    }
    # Nothing kept: no version, no history, the card still in the hand, and the key unused.
    assert session_client.get(f"/v1/sessions/{sid}").json["version"] == 0
    assert session_client.get(f"/v1/sessions/{sid}/history").json["entries"] == []
    assert card in hand(session_app, sid, 0)
    played = session_client.post(
        f"/v1/sessions/{sid}/moves", json=move(0, card), headers=auth(tokens[0])
    )
    assert played.json["legal"] is True and played.json["version"] == 1
    assert_problem(
        session_client.post(path, json=move(1, card), headers=auth(tokens[0])),
        403,
        "not_your_seat",
    )
    assert_problem(
        session_client.post(
            f"/v1/sessions/{sid}/moves?dry_run=maybe", json=move(0, card), headers=auth(tokens[0])
        ),
        400,
        "malformed",
    )
    assert_problem(session_client.post(path, json=move(0, card)), 401, "token_required")
    assert_problem(
        session_client.post(
            "/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA/moves?dry_run=true",
            json=move(0, card),
            headers=auth(tokens[0]),
        ),
        404,
        "unknown_session",
    )


def test_tokens_seats_and_sessions_are_checked_in_order(session_app, session_client):
    created = open_session(session_client)
    sid, token0 = created["id"], created["seats"][0]["token"]
    card = hand(session_app, sid, 0)[0]
    no_token = assert_problem(
        session_client.post(f"/v1/sessions/{sid}/moves", json=move(0, card)), 401, "token_required"
    )
    assert no_token["detail"]
    stranger = session_client.post(
        f"/v1/sessions/{sid}/moves", json=move(0, card), headers=auth("not-a-token")
    )
    assert_problem(stranger, 401, "unknown_token")
    assert "invalid_token" in stranger.headers["WWW-Authenticate"]
    assert_problem(
        session_client.get(f"/v1/sessions/{sid}", headers={"Authorization": "Basic x"}),
        401,
        "bad_authorization",
    )
    assert_problem(session_client.get(f"/v1/sessions/{sid}/legal-moves"), 401, "token_required")
    assert_problem(
        session_client.post(
            f"/v1/sessions/{sid}/moves",
            json=move(0, card),
            headers=auth(created["seats"][1]["token"]),
        ),
        403,
        "not_your_seat",
    )
    for path in ("", "/legal-moves", "/history"):
        assert_problem(
            session_client.get(f"/v1/sessions/nope{path}", headers=auth(token0)),
            404,
            "unknown_session",
        )
    assert_problem(
        session_client.post("/v1/sessions/nope/moves", json=move(0, card), headers=auth(token0)),
        404,
        "unknown_session",
    )
    assert_problem(
        session_client.post(
            f"/v1/sessions/{sid}/moves", json={"move": {"player": 0}}, headers=auth(token0)
        ),
        400,
        "malformed",
    )
    assert_problem(
        session_client.post(
            f"/v1/sessions/{sid}/moves",
            data="{",
            content_type="application/json",
            headers=auth(token0),
        ),
        400,
        "malformed",
    )
    assert session_client.get(f"/v1/sessions/{sid}").json["version"] == 0


def test_a_stale_if_match_is_412_and_a_current_one_plays(session_app, session_client):
    created = open_session(session_client)
    sid, token0 = created["id"], created["seats"][0]["token"]
    card = hand(session_app, sid, 0)[0]
    stale = session_client.post(
        f"/v1/sessions/{sid}/moves", json=move(0, card), headers={**auth(token0), "If-Match": '"5"'}
    )
    assert_problem(stale, 412, "stale_version")
    assert stale.headers["ETag"] == '"0"'
    weak = session_client.post(
        f"/v1/sessions/{sid}/moves",
        json=move(0, card),
        headers={**auth(token0), "If-Match": 'W/"0"'},
    )
    assert_problem(weak, 412, "stale_version")  # If-Match compares strongly
    played = session_client.post(
        f"/v1/sessions/{sid}/moves", json=move(0, card), headers={**auth(token0), "If-Match": '"0"'}
    )
    assert played.status_code == 200 and played.json["legal"] is True
    assert session_client.get(f"/v1/sessions/{sid}").headers["ETag"] == '"1"'


def test_an_idempotency_key_replays_the_first_answer(session_app, session_client):
    created = open_session(session_client)
    sid, token0 = created["id"], created["seats"][0]["token"]
    first_card, other_card = hand(session_app, sid, 0)[:2]
    headers = {**auth(token0), "Idempotency-Key": "retry-me"}
    first = session_client.post(
        f"/v1/sessions/{sid}/moves", json=move(0, first_card), headers=headers
    )
    again = session_client.post(
        f"/v1/sessions/{sid}/moves", json=move(0, first_card), headers=headers
    )
    assert first.status_code == again.status_code == 200
    assert again.json == first.json and again.headers["ETag"] == '"1"'
    assert again.headers["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first.headers
    assert len(session_client.get(f"/v1/sessions/{sid}/history").json["entries"]) == 1
    assert_problem(
        session_client.post(f"/v1/sessions/{sid}/moves", json=move(0, other_card), headers=headers),
        422,
        "idempotency_key_reused",
    )
    assert_problem(
        session_client.post(
            f"/v1/sessions/{sid}/moves",
            json=move(0, other_card),
            headers={**auth(token0), "Idempotency-Key": "x" * 300},
        ),
        400,
        "malformed",
    )


def test_a_retry_with_its_json_keys_in_another_order_replays(session_app, session_client):
    """The fingerprint of a move is taken on a canonical form, so the same move written
    with its keys in another order is the same retry, not a reused key."""
    created = open_session(session_client)
    sid, token0 = created["id"], created["seats"][0]["token"]
    card = hand(session_app, sid, 0)[0]
    headers = {**auth(token0), "Idempotency-Key": "reordered", "Content-Type": "application/json"}
    written = (
        f'{{"move": {{"player": 0, "type": "play", "card": "{card}"}}}}',
        f'{{"move": {{"card": "{card}", "type": "play", "player": 0}}}}',
    )
    first, again = (
        session_client.post(f"/v1/sessions/{sid}/moves", headers=headers, data=body)
        for body in written
    )
    assert first.status_code == again.status_code == 200, again.get_data(as_text=True)
    assert again.headers["Idempotent-Replayed"] == "true" and again.json == first.json
    assert len(session_client.get(f"/v1/sessions/{sid}/history").json["entries"]) == 1


def test_history_lists_accepted_moves_for_replay(session_app, session_client):
    created = open_session(session_client)
    sid = created["id"]
    played = []
    for seat in (0, 1, 0):
        card = hand(session_app, sid, seat)[0]
        session_client.post(
            f"/v1/sessions/{sid}/moves",
            json=move(seat, card),
            headers=auth(created["seats"][seat]["token"]),
        )
        played.append(card)
    history = session_client.get(
        f"/v1/sessions/{sid}/history", headers=auth(created["seats"][1]["token"])
    )
    assert history.status_code == 200 and history.headers["ETag"] == '"3"'
    entries = history.json["entries"]
    assert [e["move"]["card"] for e in entries] == played
    assert [e["version"] for e in entries] == [1, 2, 3]
    assert set(entries[0]) == {
        "game",
        "type",
        "version",
        "player",
        "move",
        "events",
        "movers",
        "outcome",
    }
    assert {e["type"] for e in entries} == {"move"}
    assert [e["movers"] for e in entries] == [[1], [0], [1]]
    since = session_client.get(f"/v1/sessions/{sid}/history?since=2")
    assert since.json["entries"] == entries[2:]
    assert_problem(session_client.get(f"/v1/sessions/{sid}/history?since=x"), 400, "malformed")


def test_delete_needs_the_owner_or_the_admin_token_and_a_seat_gets_403(store, toy_game):
    app = create_app(Settings(admin_token="the-admin"), store=store)
    client = app.test_client()
    created, other = open_session(client), open_session(client)
    sid = created["id"]
    assert_problem(client.delete(f"/v1/sessions/{sid}"), 401, "token_required")
    for stranger in (other["seats"][0]["token"], other["owner_token"]):
        assert_problem(
            client.delete(f"/v1/sessions/{sid}", headers=auth(stranger)), 401, "unknown_token"
        )
    for seat in created["seats"]:
        assert_problem(
            client.delete(f"/v1/sessions/{sid}", headers=auth(seat["token"])), 403, "not_owner"
        )
    assert client.get(f"/v1/sessions/{sid}").status_code == 200
    ended = client.delete(f"/v1/sessions/{sid}", headers=auth(created["owner_token"]))
    assert ended.status_code == 204 and ended.data == b""
    assert_problem(client.get(f"/v1/sessions/{sid}"), 404, "unknown_session")
    ended = client.delete(f"/v1/sessions/{other['id']}", headers=auth("the-admin"))
    assert ended.status_code == 204
    assert_problem(
        client.delete(f"/v1/sessions/{other['id']}", headers=auth("the-admin")),
        404,
        "unknown_session",
    )


def test_the_owner_and_the_admin_watch_as_spectators_and_may_not_move(store, toy_game):
    app = create_app(Settings(admin_token="the-admin"), store=store)
    client = app.test_client()
    created = open_session(client)
    sid, card = created["id"], hand(app, created["id"], 0)[0]
    for bearer in (created["owner_token"], "the-admin"):
        read = client.get(f"/v1/sessions/{sid}", headers=auth(bearer))
        assert read.status_code == 200 and read.json["seat"] is None
        assert read.json["view"]["hand"] is None
        assert (
            client.get(f"/v1/sessions/{sid}/history?since=0", headers=auth(bearer)).status_code
            == 200
        )
        assert_problem(
            client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth(bearer)), 403, "not_a_seat"
        )
        assert_problem(
            client.post(f"/v1/sessions/{sid}/moves", json=move(0, card), headers=auth(bearer)),
            403,
            "not_a_seat",
        )
    assert client.get(f"/v1/sessions/{sid}").json["version"] == 0


def test_the_sessions_guide_shows_who_may_do_what(client):  # the plain app: no toy game in the spec
    guide = (Path(__file__).resolve().parents[2] / "docs" / "sessions.md").read_text()
    assert access_table() in guide
    spec = client.get("/openapi.yaml").get_data(as_text=True)
    assert "not_owner" in spec and "ownerToken" in spec


def test_a_move_whose_state_is_past_the_record_bound_is_507_and_changes_nothing(store, toy_game):
    created = open_session(create_app(Settings(), store=store).test_client())
    sid = created["id"]
    dealt = store.load(sid)
    # The toy's state keeps its size within a few bytes: a bound below it refuses a move.
    bound = len(dealt.meta_json) + len(dealt.state_json) - 8
    app = create_app(Settings(max_session_bytes=bound), store=store)
    client = app.test_client()
    statuses = []
    for _ in range(3):
        seat = client.get(f"/v1/sessions/{sid}").json["view"]["to_move"]
        card = hand(app, sid, seat)[0]
        answer = client.post(
            f"/v1/sessions/{sid}/moves",
            json=move(seat, card),
            headers=auth(created["seats"][seat]["token"]),
        )
        statuses.append(answer.status_code)
        if answer.status_code != 200:
            assert_problem(answer, 507, "record_too_large")
            assert answer.json["title"] == "Move too large to store"
            assert "Retry-After" not in answer.headers
            break
    assert statuses == [507]
    assert client.get(f"/v1/sessions/{sid}").json["version"] == 0
    assert client.get(f"/v1/sessions/{sid}/history").json["entries"] == []


def test_the_history_is_read_in_pages_with_a_link_to_the_next(session_client):
    created = open_session(session_client)
    sid = created["id"]
    for version in range(5):
        seat = version % 2
        view = session_client.get(
            f"/v1/sessions/{sid}", headers=auth(created["seats"][seat]["token"])
        ).json["view"]
        answer = session_client.post(
            f"/v1/sessions/{sid}/moves",
            json=move(seat, view["hand"][0]),
            headers=auth(created["seats"][seat]["token"]),
        )
        assert answer.json["legal"] is True
    whole = session_client.get(f"/v1/sessions/{sid}/history")
    assert whole.json["next"] is None and "Link" not in whole.headers
    assert [e["version"] for e in whole.json["entries"]] == [1, 2, 3, 4, 5]
    url, pages = f"/v1/sessions/{sid}/history?limit=2", []
    while True:
        page = session_client.get(url)
        assert page.status_code == 200 and page.headers["ETag"] == '"5"'
        pages.append([e["version"] for e in page.json["entries"]])
        if page.json["next"] is None:
            assert "Link" not in page.headers
            break
        assert page.headers["Link"] == (
            f'</v1/sessions/{sid}/history?since={page.json["next"]}&limit=2>; rel="next"'
        )
        url = page.headers["Link"][1:].split(">")[0]
    assert pages == [[1, 2], [3, 4], [5]]
    for bad in ("limit=0", "limit=1001", "limit=x", "since=-1"):
        assert_problem(session_client.get(f"/v1/sessions/{sid}/history?{bad}"), 400, "malformed")


@pytest.mark.parametrize("session_ttl", [1])
def test_an_idle_session_expires(session_client, session_ttl):
    import time

    created = open_session(session_client)
    time.sleep(1.2)
    assert_problem(session_client.get(f"/v1/sessions/{created['id']}"), 404, "unknown_session")


def test_moves_are_counted_in_the_metrics(session_app, session_client):
    created = open_session(session_client)
    card = hand(session_app, created["id"], 0)[0]
    session_client.post(
        f"/v1/sessions/{created['id']}/moves",
        json=move(0, card),
        headers=auth(created["seats"][0]["token"]),
    )
    text = session_client.get("/metrics").get_data(as_text=True)
    assert 'referee_moves_total{game="toy",legal="true"}' in text
    assert 'route="/v1/sessions/<session_id>/moves"' in text


def test_past_the_session_bound_a_new_session_is_429_and_the_others_play_on(toy_game):
    app = create_app(Settings(max_sessions=2, retry_after=5))
    client = app.test_client()
    first, second = open_session(client), open_session(client)
    full = assert_problem(
        client.post("/v1/sessions", json={"game": "toy"}), 429, "too_many_sessions"
    )
    assert full["title"] == "Too many requests"
    assert client.post("/v1/sessions", json={"game": "toy"}).headers["Retry-After"] == "5"
    card = hand(app, first["id"], 0)[0]
    played = client.post(
        f"/v1/sessions/{first['id']}/moves",
        json=move(0, card),
        headers=auth(first["seats"][0]["token"]),
    )
    assert played.status_code == 200 and played.json["legal"] is True
    client.delete(f"/v1/sessions/{second['id']}", headers=auth(second["owner_token"]))
    open_session(client)


def test_a_redis_at_its_maxmemory_refuses_new_sessions_with_429_and_moves_with_507(
    redis_server_factory, toy_game
):
    """Under `maxmemory-policy noeviction` (the policy the README asks for), a full Redis
    refuses writes: a new session is a 429, and the sessions it keeps are all still there."""
    import redis

    server = redis_server_factory()
    raw = redis.Redis.from_url(server.url)
    app = create_app(Settings(redis_url=server.url, retry_after=3))
    client = app.test_client()
    kept = open_session(client)
    used = raw.info("memory")["used_memory"]
    raw.config_set("maxmemory-policy", "noeviction")
    raw.config_set("maxmemory", used + 256 * 1024)
    statuses = set()
    for _ in range(2_000):
        answer = client.post("/v1/sessions", json={"game": "toy", "options": {"hand_size": 8}})
        statuses.add(answer.status_code)
        if answer.status_code != 201:
            break
    assert statuses == {201, 429}, statuses
    assert answer.headers["Retry-After"] == "3"
    assert_problem(answer, 429, "too_many_sessions")
    assert client.get(f"/v1/sessions/{kept['id']}").status_code == 200
    # A move finds no room either: 507, with the session as it was.
    card = hand(app, kept["id"], 0)[0]
    played = client.post(
        f"/v1/sessions/{kept['id']}/moves",
        json=move(0, card),
        headers=auth(kept["seats"][0]["token"]),
    )
    assert_problem(played, 507, "store_full")
    assert played.json["title"] == "Session store full" and played.headers["Retry-After"] == "3"
    assert client.get(f"/v1/sessions/{kept['id']}").json["version"] == 0
    assert client.get(f"/v1/sessions/{kept['id']}/history").json["entries"] == []
    raw.close()


CLOCKS = [
    ({"per_move": 30}, 201),
    ({"initial": 0.001}, 201),
    ({"initial": 31622400, "increment": 86400, "per_move": 0.001}, 201),
    ({"per_move": 30, "increment": 0}, 201),  # no increment: no bank needed
    ({"per_move": 30, "on_timeout": "bot", "bot": "expert", "takeover_after": 1000}, 201),
    ({"per_move": 30, "on_timeout": "bot", "takeover_after": 1}, 201),
    ({"per_move": 30, "paused": True}, 201),
    ({"initial": 0}, 400),
    ({"per_move": 0.0009}, 400),
    ({"initial": 31622401}, 400),
    ({"initial": 60, "increment": 86401}, 400),
    ({"initial": 60, "increment": -1}, 400),
    ({"per_move": "30"}, 400),
    ({"per_move": None}, 400),
    ({"per_move": True}, 400),
    ({"per_move": 30, "on_timeout": "bot", "takeover_after": 0}, 400),
    ({"per_move": 30, "on_timeout": "bot", "takeover_after": 1001}, 400),
    ({"per_move": 30, "on_timeout": "bot", "takeover_after": 2.5}, 400),
    ({"per_move": 30, "on_timeout": "lose"}, 400),
    ({"per_move": 30, "moves": 40}, 400),
    ({}, 422),  # neither a bank nor a cap
    ({"paused": True}, 422),
    ({"per_move": 30, "increment": 3}, 422),  # an increment needs a bank
    ({"per_move": 30, "increment": 0.0004}, 422),  # however small
    ({"per_move": 30, "bot": "random"}, 422),  # the bot's fields go with `bot`
    ({"per_move": 30, "on_timeout": "forfeit", "takeover_after": 2}, 422),
]


@pytest.fixture(scope="module")
def clock_document():
    from tests.api.test_openapi import validator_for

    return validator_for("SessionClockRequest")


@pytest.mark.parametrize("clock, status", CLOCKS, ids=[str(clock) for clock, _ in CLOCKS])
def test_the_documented_clock_is_the_one_the_referee_takes(
    toy_game, client, clock_document, clock, status
):
    """A clock the document accepts opens a session; one it refuses is a 400 where a field is
    malformed, a 422 (as options that contradict one another) where fields do not go together."""
    answer = client.post("/v1/sessions", json={"game": "toy", "clock": clock})
    assert answer.status_code == status, answer.json
    assert clock_document.is_valid(clock) is (status == 201)
    if status == 422:
        assert answer.json["code"] == "options_conflict"
