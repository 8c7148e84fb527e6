"""Request ids on every answer and JSON log lines that carry them."""

from __future__ import annotations

import io
import json
import logging

import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.api.requestlog import LOGGER, JsonLines


@pytest.fixture
def log_lines():
    """What the referee's JSON handler writes during the test, one parsed line each."""
    handler = next(h for h in logging.getLogger(LOGGER).handlers if isinstance(h, JsonLines))
    buffer = io.StringIO()
    previous = handler.setStream(buffer)
    yield lambda: [json.loads(line) for line in buffer.getvalue().splitlines()]
    handler.setStream(previous)


def test_a_plain_request_id_is_echoed(client):
    answer = client.get("/healthz", headers={"X-Request-ID": "client-42.a"})
    assert answer.headers["X-Request-ID"] == "client-42.a"


@pytest.mark.parametrize("given", [None, "", "a" * 129, "line\nbreak", "ünïcode", "has space"])
def test_a_missing_or_unsafe_request_id_is_replaced(client, given):
    headers = {} if given is None else {"X-Request-ID": given}
    try:
        answer = client.get("/healthz", headers=headers)
    except ValueError:  # werkzeug refuses to send a newline in a header at all
        return
    rid = answer.headers["X-Request-ID"]
    assert rid != given and len(rid) == 32 and int(rid, 16) >= 0


def test_errors_get_a_request_id_too(client):
    answer = client.post("/v1/games/nope/moves", json={}, headers={"X-Request-ID": "r1"})
    assert answer.status_code == 404 and answer.headers["X-Request-ID"] == "r1"


def test_request_lines_are_json_with_the_request_id(app, log_lines):
    app = create_app(Settings(log_requests=True))
    app.test_client().get("/v1/games", headers={"X-Request-ID": "trace-7"})
    line = next(entry for entry in log_lines() if entry.get("request_id") == "trace-7")
    assert line["logger"] == "referee.access" and line["level"] == "INFO"
    assert line["route"] == "/v1/games" and line["status"] == 200 and line["method"] == "GET"
    assert isinstance(line["ms"], float) and "time" in line


def test_no_request_lines_unless_asked(client, log_lines):
    client.get("/v1/games", headers={"X-Request-ID": "quiet"})
    assert not [entry for entry in log_lines() if entry.get("request_id") == "quiet"]


def test_an_unhandled_error_is_logged_as_json_with_its_request_id(app, log_lines):
    @app.get("/boom")
    def boom():
        raise RuntimeError("kaboom")

    answer = app.test_client().get("/boom", headers={"X-Request-ID": "fail-1"})
    assert answer.status_code == 500 and answer.headers["X-Request-ID"] == "fail-1"
    line = next(entry for entry in log_lines() if entry.get("request_id") == "fail-1")
    assert line["level"] == "ERROR" and "kaboom" in line["exc_info"]
