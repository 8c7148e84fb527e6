"""Request bodies: JSON only (415), and at most REFEREE_MAX_BODY_BYTES however framed (413)."""

from __future__ import annotations

import gzip
import io
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import requests

from referee.api import create_app
from referee.api.config import Settings
from referee.api.intake import inflate
from referee.api.jsonio import MAX_DEPTH, nested_deeper
from referee.api.problems import ApiProblem
from tests.servers import free_port, wait_ready

PROBLEM = "application/problem+json"
GUNICORN_CONF = Path(__file__).resolve().parents[2] / "deploy" / "gunicorn.conf.py"


def dealt(client) -> dict:
    return client.post("/v1/games/cassino/states", json={"seed": "intake"}).json["state"]


def assert_refused(answer, status: int, code: str) -> dict:
    assert answer.status_code == status, answer.get_data(as_text=True)
    assert answer.mimetype == PROBLEM
    assert answer.json["status"] == status and answer.json["code"] == code
    return answer.json


@pytest.mark.parametrize(
    "content_type",
    [
        None,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonx",
        "text/json",
    ],
)
def test_a_body_not_sent_as_json_is_415(client, content_type):
    body = json.dumps({"state": dealt(client), "player": 0})
    headers = {"Content-Type": content_type} if content_type else {}
    answer = client.post("/v1/games/cassino/views", data=body, headers=headers)
    problem = assert_refused(answer, 415, "unsupported_media_type")
    assert "application/json" in problem["detail"]
    assert (content_type or "no Content-Type").split(";")[0] in problem["detail"]


def test_a_form_posted_to_a_session_is_415_too(client):
    answer = client.post("/v1/sessions", data={"game": "cassino"})
    assert_refused(answer, 415, "unsupported_media_type")


@pytest.mark.parametrize(
    "content_type",
    [
        "application/json",
        "application/json; charset=utf-8",
        "Application/JSON",
        "application/problem+json",
        "application/vnd.card-referee+json",
    ],
)
def test_json_and_structured_json_types_are_read(client, content_type):
    body = json.dumps({"state": dealt(client), "player": 0})
    answer = client.post(
        "/v1/games/cassino/views", data=body, headers={"Content-Type": content_type}
    )
    assert answer.status_code == 200, answer.get_data(as_text=True)


def test_bodyless_calls_need_no_content_type(client):
    assert client.get("/v1/games").status_code == 200
    created = client.post("/v1/sessions", json={"game": "cassino", "seed": "intake"}).json
    token = created["seats"][0]["token"]
    url = f"/v1/sessions/{created['id']}"
    assert client.get(url, headers={"Authorization": f"Bearer {token}"}).status_code == 200
    owner = created["owner_token"]
    assert client.delete(url, headers={"Authorization": f"Bearer {owner}"}).status_code == 204


def test_an_empty_post_is_still_the_400_of_a_missing_object(client):
    assert_refused(client.post("/v1/games/cassino/moves"), 400, "malformed")


def test_an_unknown_route_is_404_whatever_the_body(client):
    assert_refused(
        client.post("/v1/nothing", data="x", content_type="text/plain"), 404, "not_found"
    )


@pytest.fixture
def small_client():
    app = create_app(Settings(max_body_bytes=1000))
    app.config["TESTING"] = True
    return app.test_client()


def chunked(client, body: bytes):
    """A chunked body as gunicorn hands it over: a stream it ends itself, with no length."""
    return client.post(
        "/v1/games/cassino/legal-moves",
        input_stream=io.BytesIO(body),
        headers={"Transfer-Encoding": "chunked", "Content-Type": "application/json"},
        environ_overrides={"wsgi.input_terminated": True},
    )


def test_a_declared_length_over_the_limit_is_413_stating_the_limit(small_client):
    answer = small_client.post(
        "/v1/games/cassino/moves", data="{" + " " * 1000 + "}", content_type="application/json"
    )
    assert "1000 bytes" in assert_refused(answer, 413, "body_too_large")["detail"]


def test_a_chunked_body_over_the_limit_is_413_not_cut_short(small_client):
    # Valid JSON followed by padding would parse if the body were cut at the limit.
    padded = b'{"state": {}}' + b" " * 2000
    assert (
        "1000 bytes"
        in assert_refused(chunked(small_client, padded), 413, "body_too_large")["detail"]
    )
    assert_refused(chunked(small_client, b"{" + b" " * 1000), 413, "body_too_large")


def test_a_chunked_body_of_exactly_the_limit_is_read(small_client):
    body = b'{"state": {}}'
    exact = body + b" " * (1000 - len(body))
    # Read whole and parsed: the 400 is about the (empty) state, not the framing or size.
    problem = assert_refused(chunked(small_client, exact), 400, "malformed")
    assert problem["path"].startswith("state")


# -- over real HTTP: gunicorn hands the app chunked bodies as a stream -----------------------


@pytest.fixture(scope="module")
def gunicorn():
    port = free_port()
    env = {**os.environ, "REFEREE_BIND": f"127.0.0.1:{port}"}
    for name in ("REFEREE_REDIS_URL", "REFEREE_MAX_BODY_BYTES"):
        env.pop(name, None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(GUNICORN_CONF), "referee.wsgi:app"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    wait_ready(proc, base, "gunicorn")
    yield base, port
    proc.terminate()
    proc.wait(15)


def generated(body: bytes, padding: int):
    """A body `requests` sends with Transfer-Encoding: chunked, in 64 KiB pieces."""
    yield body
    for _ in range(padding // 65536):
        yield b" " * 65536


@pytest.mark.slow
def test_gunicorn_refuses_a_chunked_5_mb_body_with_413(gunicorn):
    base, _ = gunicorn
    state = requests.post(f"{base}/v1/games/cassino/states", json={"seed": "big"}).json()["state"]
    valid = json.dumps({"state": state, "player": 0}).encode()
    headers = {"Content-Type": "application/json"}
    small = requests.post(
        f"{base}/v1/games/cassino/views", data=generated(valid, 0), headers=headers
    )
    assert small.status_code == 200 and small.json()["view"]["seat"] == 0
    limit = Settings().max_body_bytes
    for body in (valid, b"{"):  # valid JSON then padding; JSON cut short
        answer = requests.post(
            f"{base}/v1/games/cassino/views", data=generated(body, 5 * 1024 * 1024), headers=headers
        )
        assert answer.status_code == 413, answer.text
        assert answer.headers["Content-Type"] == PROBLEM
        assert f"{limit} bytes" in answer.json()["detail"]


@pytest.mark.slow
def test_gunicorn_refuses_a_raw_chunked_body_one_byte_over_the_limit(gunicorn):
    _, port = gunicorn
    limit = Settings().max_body_bytes
    body = b"[" + b" " * (limit - 1) + b"]"  # limit + 1 bytes of valid JSON
    framed = (
        b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in (body[:70000], body[70000:]))
        + b"0\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(
            b"POST /v1/games/cassino/views HTTP/1.1\r\nHost: referee\r\n"
            b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
            b"Connection: close\r\n\r\n" + framed
        )
        answer = b""
        while chunk := raw.recv(65536):
            answer += chunk
    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line.split()[1] == b"413", answer[:500]
    assert b"application/problem+json" in rest and b"body_too_large" in rest


@pytest.mark.slow
@pytest.mark.parametrize(
    "framed",
    [
        b"zz\r\n{}\r\n0\r\n\r\n",  # a chunk size that is no hex number
        b"2\r\n{}\r\nzz\r\n\r\n",  # the same, on the second chunk
        b"2\r\n{}XX0\r\n\r\n",  # a chunk without its CRLF
    ],
)
def test_gunicorn_answers_a_malformed_chunked_body_with_400(gunicorn, framed):
    _, port = gunicorn
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(
            b"POST /v1/games/cassino/views HTTP/1.1\r\nHost: referee\r\n"
            b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
            b"Connection: close\r\n\r\n" + framed
        )
        answer = b""
        while chunk := raw.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.split()[1] == b"400", answer[:500]
    assert b"application/problem+json" in head
    assert json.loads(body)["code"] == "malformed"


# -- hostile bodies and queries: a 400, never a 500 -----------------------------------------

DEEP = "[" * 1000 + "]" * 1000


@pytest.mark.parametrize(
    "path,body",
    [
        ("/v1/games/cassino/states", '{"options": {"players": DEEP}}'.replace("DEEP", DEEP)),
        ("/v1/sessions", '{"game": "cassino", "options": {"players": DEEP}}'.replace("DEEP", DEEP)),
        (
            "/v1/games/cassino/moves",
            '{"state": {}, "move": {"player": 0, "card": DEEP}}'.replace("DEEP", DEEP),
        ),
        ("/v1/games/cassino/moves", '{"state": {}, "move": {"type": DEEP}}'.replace("DEEP", DEEP)),
        (
            "/v1/games/cassino/moves",
            '{"state": {}, "move": %s}' % ('{"a":' * 900 + "1" + "}" * 900),
        ),
    ],
    ids=["options", "session-options", "move-card", "move-type", "objects"],
)
def test_a_body_nested_a_thousand_deep_is_400(client, path, body):
    answer = client.post(path, data=body, content_type="application/json")
    problem = assert_refused(answer, 400, "malformed")
    assert f"more than {MAX_DEPTH} deep" in problem["detail"]


def test_a_state_nests_far_less_than_the_bound_and_a_body_at_the_bound_is_read(client):
    state = dealt(client)
    assert not nested_deeper(json.dumps({"state": state}).encode(), 8)
    at_bound = {"seed": "s", "x": json.loads("[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1))}
    answer = client.post("/v1/games/cassino/states", json=at_bound)
    assert "nests" not in assert_refused(answer, 400, "malformed")["detail"]  # an unknown field


@pytest.mark.parametrize(
    "text,deeper",
    [
        (b'{"a": "' + b"[" * 100 + b'"}', False),  # brackets in a string are no nesting
        (b'{"a": "\\"' + b"[" * 100 + b'"}', False),  # nor after an escaped quote
        (b'["' + b"]" * 40 + b'", ' + b"[" * 40 + b"]" * 40 + b"]", True),  # nor hide any
        (b"[" * 32 + b"]" * 32, False),
        (b"[" * 33 + b"]" * 33, True),
        (b"[" + b"[]," * 200 + b"[]]", False),
    ],
)
def test_nesting_is_measured_outside_strings(text, deeper):
    json.loads(text)  # well-formed, as the parser has checked by then
    assert nested_deeper(text) is deeper


@pytest.mark.parametrize("query", ["wait=²", "wait=٣", "wait=1²"])
def test_unicode_digits_in_wait_are_400(client, query):
    created = client.post("/v1/sessions", json={"game": "cassino"}).json
    answer = client.get(f"/v1/sessions/{created['id']}?{query}", headers={"If-None-Match": '"0"'})
    assert assert_refused(answer, 400, "malformed")["path"] == "wait"


@pytest.mark.parametrize("where", ["query", "header"])
@pytest.mark.parametrize("value", ["²", "٣", "1²"])
def test_unicode_digits_in_a_last_event_id_are_400(client, where, value):
    created = client.post("/v1/sessions", json={"game": "cassino"}).json
    url = f"/v1/sessions/{created['id']}/events"
    if where == "query":
        answer = client.get(url, query_string={"last_event_id": value})
    else:
        answer = client.get(url, headers={"Last-Event-ID": value.encode().decode("latin-1")})
    problem = assert_refused(answer, 400, "malformed")
    assert problem["path"] == ("last_event_id" if where == "query" else "Last-Event-ID")


@pytest.mark.parametrize("first", [10, 3 << 20])
def test_a_gzip_body_of_several_members_is_inflated_whole(first):
    # A first member longer than one inflated slice once left the next member's bytes in the
    # tail after the member's end, and inflating spun on them forever.
    body = gzip.compress(b"a" * first) + gzip.compress(b"bc") + gzip.compress(b"")
    assert inflate(body, 16 << 20) == b"a" * first + b"bc"


def test_a_gzip_body_of_several_members_is_bounded_in_all():
    body = gzip.compress(b"a" * (1 << 20)) + gzip.compress(b"b" * (1 << 20))
    with pytest.raises(ApiProblem) as refused:
        inflate(body, (1 << 20) + 5)
    assert refused.value.status == 413
