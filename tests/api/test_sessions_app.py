"""The factory's store selection, and the sessions part of the OpenAPI document."""

from __future__ import annotations

from referee.api import create_app
from referee.api.config import Settings
from referee.api.openapi import build_spec
from referee.sessions import MemoryStore


def test_the_factory_keeps_sessions_in_memory_without_a_redis_url():
    app = create_app(Settings())
    assert app.extensions["referee.store"].kind == "memory"
    assert app.test_client().get("/readyz").json["store"] == {"kind": "memory", "healthy": True}


def test_the_factory_uses_redis_with_a_url_and_does_not_connect_at_start():
    app = create_app(
        Settings.from_env(
            {"REFEREE_REDIS_URL": "redis://127.0.0.1:1/0", "REFEREE_SESSION_TTL": "60"}
        )
    )
    store = app.extensions["referee.store"]
    assert store.kind == "redis" and store.ttl == 60
    assert app.test_client().get("/v1/games").status_code == 200


def test_the_factory_takes_a_ready_store():
    store = MemoryStore(5)
    assert create_app(Settings(), store=store).extensions["referee.store"] is store


def test_every_session_call_is_documented_with_its_headers_and_security():
    spec = build_spec(create_app)
    paths = spec["paths"]
    assert set(paths["/v1/sessions"]) == {"post"}
    assert set(paths["/v1/sessions/{id}"]) >= {"get", "delete"}
    for path in ("legal-moves", "history"):
        assert "get" in paths[f"/v1/sessions/{{id}}/{path}"]
    assert "post" in paths["/v1/sessions/{id}/moves"]
    assert spec["components"]["securitySchemes"]["seatToken"] == {
        "type": "http",
        "scheme": "bearer",
        "description": spec["components"]["securitySchemes"]["seatToken"]["description"],
    }
    created = paths["/v1/sessions"]["post"]["responses"]["201"]
    assert {"Location", "ETag"} <= set(created["headers"])
    move = paths["/v1/sessions/{id}/moves"]["post"]
    assert {p["name"] for p in move["parameters"]} == {"If-Match", "Idempotency-Key", "dry_run"}
    assert {"200", "400", "401", "403", "404", "409", "412", "413", "422", "503"} <= set(
        move["responses"]
    )
    assert "Retry-After" in move["responses"]["503"]["headers"]
    assert move["security"] == [{"seatToken": []}]
    assert paths["/v1/sessions/{id}"]["get"]["security"] == [
        {},
        {"seatToken": []},
        {"ownerToken": []},
        {"adminToken": []},
    ]
    assert paths["/v1/sessions/{id}"]["delete"]["security"] == [
        {"ownerToken": []},
        {"adminToken": []},
    ]
    assert "403" in paths["/v1/sessions/{id}"]["delete"]["responses"]
    schemas = spec["components"]["schemas"]
    for name in (
        "SessionCreateRequest",
        "SessionCreated",
        "SessionMoveRequest",
        "SessionOutcome",
        "SessionHistory",
        "SessionHistoryEntry",
        "SessionRead",
        "SessionLegalMoves",
    ):
        assert name in schemas, name
    views = schemas["SessionRead"]["properties"]["view"]["oneOf"]
    assert {"$ref": "#/components/schemas/CassinoView"} in views
    # Events of different games share their types: an answer that carries events is one
    # shape per game, told apart by `game`, whose events are that game's.
    for name in ("SessionHistoryEntry", "SessionOutcome"):
        shapes = schemas[name]["discriminator"]["mapping"]
        assert shapes["cassino"] == f"#/components/schemas/Cassino{name}"
        cassino = schemas[f"Cassino{name}"]["properties"]
        assert cassino["game"]["const"] == "cassino"
        assert cassino["events"]["items"]["$ref"] == "#/components/schemas/CassinoEvent"
    # Moves of different games share their shapes: a session's move is one SessionMove
    # object, which names every game's move schema.
    entry_move = schemas["CassinoSessionHistoryEntry"]["properties"]["move"]
    assert entry_move["$ref"] == "#/components/schemas/SessionMove"
    assert "CassinoMove" in schemas["SessionMove"]["description"]
    assert move["requestBody"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/SessionMoveRequest"
    }
    request_move = schemas["SessionMoveRequest"]["properties"]["move"]
    assert request_move["$ref"] == entry_move["$ref"]
    # One request opens a session of any game; what each game takes is an `if` on `game`.
    create = schemas["SessionCreateRequest"]
    assert create["properties"]["game"]["type"] == "string"
    assert create["properties"]["players"]["type"] == "integer"
    games = create["allOf"][0]["anyOf"]
    assert all(rule["else"] is False for rule in games)
    cassino = next(
        rule for rule in games if rule["if"]["properties"]["game"] == {"const": "cassino"}
    )["then"]["properties"]
    assert cassino["players"]["enum"] == [2, 4]
    assert cassino["options"]["$ref"] == "#/components/schemas/CassinoOptionChoices"


def test_a_redis_cluster_is_chosen_by_the_setting_and_reached_on_first_use():
    app = create_app(
        Settings.from_env(
            {"REFEREE_REDIS_URL": "redis://127.0.0.1:1/0", "REFEREE_REDIS_CLUSTER": "true"}
        )
    )
    client = app.test_client()
    assert app.config["REFEREE"].redis_cluster is True
    assert client.get("/v1/games").status_code == 200  # built without connecting
    assert client.get("/readyz").json["store"] == {"kind": "redis", "healthy": False}
    down = client.post("/v1/sessions", json={"game": "cassino"})
    assert down.status_code == 503 and down.json["code"] == "store_unavailable"
    assert Settings.from_env({"REFEREE_REDIS_CLUSTER": "no"}).redis_cluster is False


def test_sessions_play_on_a_redis_cluster(redis_cluster_url):
    app = create_app(Settings(redis_url=redis_cluster_url, redis_cluster=True))
    client = app.test_client()
    assert client.get("/readyz").json["store"] == {"kind": "redis", "healthy": True}
    created = client.post("/v1/sessions", json={"game": "cassino", "seed": "cluster"}).json
    for _ in range(3):
        seat = client.get(f"/v1/sessions/{created['id']}").json["view"]["to_move"]
        token = {"Authorization": f"Bearer {created['seats'][seat]['token']}"}
        move = client.get(f"/v1/sessions/{created['id']}/legal-moves", headers=token).json
        played = client.post(
            f"/v1/sessions/{created['id']}/moves", headers=token, json={"move": move["moves"][0]}
        )
        assert played.status_code == 200 and played.json["legal"] is True
    history = client.get(f"/v1/sessions/{created['id']}/history").json
    assert [entry["version"] for entry in history["entries"]] == [1, 2, 3]
    ended = client.delete(
        f"/v1/sessions/{created['id']}",
        headers={"Authorization": f"Bearer {created['owner_token']}"},
    )
    assert ended.status_code == 204
    app.extensions["referee.store"].close()
