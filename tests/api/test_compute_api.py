"""The costly calls through the app, with a compute pool that cannot take them: an expert
suggestion, a dry run and a big or gzipped transcript are each a 503 problem with
Retry-After (`compute_busy`, `compute_overdue`, `compute_unavailable`), while the cheap calls
never ask the pool; and with no pool configured, the same calls run inline."""

from __future__ import annotations

import gzip

import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.compute.wire import frame
from referee.transcripts import dumps_lines
from tests.api.test_offload import StandIn
from tests.api.test_sessions_api import assert_problem
from tests.transcripts.playouts import playout

ANSWERS = {
    "compute_busy": frame({"busy": True}),
    "compute_overdue": frame({"overdue": True}),
    "compute_unavailable": None,  # a pool that hangs up
}


def app_on(path: str | None, **settings):
    app = create_app(Settings(compute_socket=path, **settings))
    app.config["TESTING"] = True
    return app.test_client()


@pytest.fixture(params=sorted(ANSWERS))
def refusing(request, tmp_path):
    """A client of an app whose pool answers each refusal in turn, and that refusal's code."""
    pool = StandIn(str(tmp_path / "pool.sock"), ANSWERS[request.param])
    yield app_on(pool.path), request.param
    pool.close()


def cassino_state(client) -> dict:
    """A dealt state, seat 0 to move."""
    return client.post("/v1/games/cassino/states", json={"seed": "compute"}).json["state"]


def assert_retry_later(answer, code: str) -> None:
    assert_problem(answer, 503, code)
    assert answer.headers["Retry-After"] == "2"


def suggestion(client, level: str, state: dict):
    body = {"state": state, "player": 0, "level": level, "budget_ms": 50, "seed": "s"}
    return client.post("/v1/games/cassino/suggestions", json=body)


def test_an_expert_suggestion_is_refused_by_a_pool_that_cannot_take_it(refusing):
    client, code = refusing
    state = cassino_state(client)
    assert_retry_later(suggestion(client, "expert", state), code)
    # The cheap levels choose in the worker, pool or no pool.
    assert suggestion(client, "greedy", state).status_code == 200
    assert suggestion(client, "random", state).status_code == 200


def test_a_dry_run_is_refused_by_a_pool_that_cannot_take_it(refusing):
    client, code = refusing
    created = client.post("/v1/sessions", json={"game": "cassino", "seed": "dry"}).json
    token = created["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    url = f"/v1/sessions/{created['id']}/legal-moves"
    move = client.get(url, headers=headers).json["moves"][0]
    path = f"/v1/sessions/{created['id']}/moves"
    assert_retry_later(
        client.post(f"{path}?dry_run=true", json={"move": move}, headers=headers), code
    )
    # A move itself is refereed in the worker.
    assert client.post(path, json={"move": move}, headers=headers).json["legal"] is True


def test_a_gzipped_or_big_transcript_is_refused_by_a_pool_that_cannot_take_it(refusing):
    client, code = refusing
    _, transcript = playout("cassino", "compute")
    lines = dumps_lines(transcript)
    url = "/v1/games/cassino/transcripts"
    headers = {"Content-Type": "application/x-ndjson"}
    zipped = client.post(
        url, data=gzip.compress(lines), headers={**headers, "Content-Encoding": "gzip"}
    )
    assert_retry_later(zipped, code)
    assert len(lines) > 4096
    assert_retry_later(client.post(url, data=lines, headers=headers), code)
    # A few moves are checked in the worker.
    opening = {key: value for key, value in transcript.items() if key != "claim"}
    short = dumps_lines({**opening, "moves": transcript["moves"][:2]})
    assert len(short) <= 4096
    assert client.post(url, data=short, headers=headers).json["valid"] is True


def test_without_a_pool_the_costly_calls_run_inline():
    client = app_on(None)
    state = cassino_state(client)
    expert = suggestion(client, "expert", state)
    assert expert.status_code == 200 and expert.json["budget_ms"] == 50
    _, transcript = playout("cassino", "compute")
    zipped = client.post(
        "/v1/games/cassino/transcripts",
        data=gzip.compress(dumps_lines(transcript)),
        headers={"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"},
    )
    assert zipped.status_code == 200 and zipped.json["valid"] is True
