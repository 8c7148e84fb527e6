"""CORS: off by default; REFEREE_CORS_ORIGINS lets named origins (or any) call the API."""

from __future__ import annotations

import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.api.cors import ALLOWED_HEADERS, EXPOSED_HEADERS, allowed_origins

APP_ORIGIN = "https://cards.example.com"


def client_for(origins: str | None):
    app = create_app(Settings.from_env({"REFEREE_CORS_ORIGINS": origins} if origins else {}))
    app.config["TESTING"] = True
    return app.test_client()


def preflight(client, path: str, origin: str = APP_ORIGIN, method: str = "POST"):
    return client.options(
        path,
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": (
                "authorization, content-type, if-match, idempotency-key"
            ),
        },
    )


def header_set(value: str | None) -> set[str]:
    return {part.strip().lower() for part in (value or "").split(",") if part.strip()}


def test_off_by_default_no_cross_origin_headers():
    client = client_for(None)
    answer = client.get("/v1/games", headers={"Origin": APP_ORIGIN})
    assert answer.status_code == 200 and "Access-Control-Allow-Origin" not in answer.headers
    assert "Access-Control-Allow-Origin" not in preflight(client, "/v1/sessions").headers


def test_a_named_origin_may_read_answers_and_their_headers():
    client = client_for(f"{APP_ORIGIN}, http://localhost:5173")
    answer = client.post(
        "/v1/sessions", json={"game": "cassino", "seed": "cors"}, headers={"Origin": APP_ORIGIN}
    )
    assert answer.status_code == 201
    assert answer.headers["Access-Control-Allow-Origin"] == APP_ORIGIN
    assert "origin" in header_set(answer.headers.get("Vary"))
    exposed = header_set(answer.headers["Access-Control-Expose-Headers"])
    assert {"etag", "location", "idempotent-replayed", "retry-after"} <= exposed
    other = client.get("/v1/games", headers={"Origin": "https://evil.example.net"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_preflight_allows_the_headers_a_session_move_sends():
    client = client_for(APP_ORIGIN)
    answer = preflight(client, "/v1/sessions/some-id/moves")
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] == APP_ORIGIN
    assert "POST" in answer.headers["Access-Control-Allow-Methods"]
    assert {"authorization", "content-type", "if-match", "idempotency-key"} <= header_set(
        answer.headers["Access-Control-Allow-Headers"]
    )
    assert int(answer.headers["Access-Control-Max-Age"]) > 0
    conditional = client.options(
        "/v1/sessions/some-id",
        headers={
            "Origin": APP_ORIGIN,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "If-None-Match, Authorization",
        },
    )
    assert {"if-none-match", "authorization"} <= header_set(
        conditional.headers["Access-Control-Allow-Headers"]
    )


def test_problems_are_readable_cross_origin_too():
    client = client_for(APP_ORIGIN)
    answer = client.post(
        "/v1/games/cassino/moves",
        data="{}",
        content_type="text/plain",
        headers={"Origin": APP_ORIGIN},
    )
    assert answer.status_code == 415
    assert answer.headers["Access-Control-Allow-Origin"] == APP_ORIGIN


def test_a_star_lets_any_origin_in():
    answer = client_for("*").get("/v1/games", headers={"Origin": "https://anywhere.example"})
    assert answer.headers["Access-Control-Allow-Origin"] == "*"


def test_the_setting_is_parsed_and_a_typo_stops_the_start():
    assert allowed_origins(None) is None and allowed_origins(" , ") is None
    assert allowed_origins("https://a.example, http://localhost:3000") == [
        "https://a.example",
        "http://localhost:3000",
    ]
    assert allowed_origins("https://a.example,*") == "*"
    for typo in ("cards.example.com", "https://cards.example.com/", "https://a.example/app"):
        with pytest.raises(ValueError, match="REFEREE_CORS_ORIGINS"):
            create_app(Settings(cors_origins=typo))
    assert {"Authorization", "If-Match", "If-None-Match", "Idempotency-Key"} <= set(ALLOWED_HEADERS)
    assert {
        "ETag",
        "Location",
        "Idempotent-Replayed",
        "Retry-After",
        "Deprecation",
        "Sunset",
        "Link",
    } == set(EXPOSED_HEADERS)


@pytest.mark.parametrize("origins", [APP_ORIGIN, f"{APP_ORIGIN}, http://localhost:5173"])
@pytest.mark.parametrize(
    "origin", [APP_ORIGIN, "https://evil.example.net", None], ids=["allowed", "other", "none"]
)
def test_every_answer_varies_on_the_origin_with_one_origin_or_several(origins, origin):
    client = client_for(origins)
    headers = {"Origin": origin} if origin else {}
    rules = client.get("/v1/games/cassino/rules", headers=headers)
    assert rules.status_code == 200 and "public" in rules.headers["Cache-Control"]
    cached = client.get(
        "/v1/games/cassino/rules", headers={**headers, "If-None-Match": rules.headers["ETag"]}
    )
    assert cached.status_code == 304
    session = client.post("/v1/sessions", json={"game": "cassino"}, headers=headers).json
    read = client.get(f"/v1/sessions/{session['id']}", headers=headers)
    missing = client.get("/v1/sessions/none", headers=headers)
    for answer in (rules, cached, read, missing, preflight(client, "/v1/sessions")):
        assert "origin" in header_set(answer.headers.get("Vary")), answer.headers
    assert "authorization" in header_set(read.headers.get("Vary"))  # kept beside it


def test_any_origin_is_answered_alike_and_needs_no_vary():
    client = client_for("*")
    for origin in (APP_ORIGIN, "https://evil.example.net"):
        answer = client.get("/v1/games/cassino/rules", headers={"Origin": origin})
        assert answer.headers["Access-Control-Allow-Origin"] == "*"
