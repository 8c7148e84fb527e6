"""Redis going away and coming back: 503 with Retry-After on session calls, stateless
calls unaffected, /readyz telling, and recovery without restarting the app."""

from __future__ import annotations

import time

from referee.api import create_app
from referee.api.config import Settings


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def test_redis_down_and_back_up(redis_server_factory, toy_game):
    server = redis_server_factory()
    app = create_app(Settings(redis_url=server.url, retry_after=7))
    client = app.test_client()
    assert client.get("/readyz").json == {
        "status": "ready",
        "store": {"kind": "redis", "healthy": True},
    }
    created = client.post("/v1/sessions", json={"game": "toy", "seed": "down"}).json
    sid, token = created["id"], created["seats"][0]["token"]
    the_move = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth(token)).json["moves"][0]
    state = client.post("/v1/games/toy/states", json={"seed": "s"}).json["state"]

    server.stop()
    started = time.monotonic()
    session_calls = [
        lambda: client.post("/v1/sessions", json={"game": "toy"}),
        lambda: client.get(f"/v1/sessions/{sid}"),
        lambda: client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth(token)),
        lambda: client.post(
            f"/v1/sessions/{sid}/moves", json={"move": the_move}, headers=auth(token)
        ),
        lambda: client.get(f"/v1/sessions/{sid}/history"),
        lambda: client.delete(f"/v1/sessions/{sid}", headers=auth(token)),
    ]
    for call in session_calls:
        answer = call()
        assert answer.status_code == 503, answer.get_data(as_text=True)
        assert answer.mimetype == "application/problem+json"
        assert answer.json["code"] == "store_unavailable"
        assert answer.headers["Retry-After"] == "7"
        assert "Connection" not in answer.json["detail"]  # no internal text
    assert time.monotonic() - started < 3  # a dead Redis answers fast
    ready = client.get("/readyz")
    assert ready.status_code == 503 and ready.headers["Retry-After"] == "7"
    assert ready.json["store"] == {"kind": "redis", "healthy": False}
    assert client.get("/healthz").status_code == 200
    assert client.get("/v1/games").status_code == 200
    assert client.post("/v1/games/toy/states", json={"seed": "s"}).status_code == 200
    moved = client.post(
        "/v1/games/toy/moves",
        json={"state": state, "move": {"player": 0, "type": "play", "card": state["hands"][0][0]}},
    )
    assert moved.status_code == 200 and moved.json["legal"] is True

    redis_server_factory(port=server.port)  # the same address, an empty Redis
    assert client.get("/readyz").status_code == 200
    assert client.get(f"/v1/sessions/{sid}").status_code == 404  # nothing was persisted
    again = client.post("/v1/sessions", json={"game": "toy", "seed": "up"})
    assert again.status_code == 201
    token = again.json["seats"][0]["token"]
    listed = client.get(f"/v1/sessions/{again.json['id']}/legal-moves", headers=auth(token))
    answer = client.post(
        f"/v1/sessions/{again.json['id']}/moves",
        json={"move": listed.json["moves"][0]},
        headers=auth(token),
    )
    assert answer.status_code == 200 and answer.json["legal"] is True
