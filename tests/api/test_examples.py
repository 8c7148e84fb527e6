"""The document's examples: every request example is accepted with its documented status, every
answer example fits its schema, and every operation is named for the generated clients."""

from __future__ import annotations

import re

import pytest

from referee.api import create_app
from referee.api.openapi import build_spec
from referee.api.openapi.examples import JOIN_CODE, OWNER_TOKEN, SESSION_ID, seat_token
from tests.api.test_openapi import validator_for

METHODS = ("get", "post", "put", "patch", "delete")
SPEC = build_spec(create_app)
OPERATIONS = [
    (path, method, operation)
    for path, item in SPEC["paths"].items()
    for method, operation in item.items()
    if method in METHODS
]
# The live stream answers for as long as it lasts; tests/api/test_live.py covers it.
STREAMED = {"streamSessionEvents"}
# Prometheus text, and a 204: no JSON to show.
NO_JSON = {"getMetrics", "endSession", "removeSessionWebhook"}
# A session's life: opened first, its move made after every read (the move's If-Match names
# the version it was opened at), ended last; every other session call reads in between.
OPENED, MOVED, ENDED = "createSession", "playSessionMove", "endSession"
# Read with the owner token: a seat may export the transcript only once the match is over.
OWNER_READS = {ENDED, "getSessionTranscript"}
# The owner's changes of a seat's holder, after the move (the seat that moved is not to move
# again, so its bot has no turn), before the end; then a join code made and redeemed (by
# the code alone: no token).
SEAT_CHANGES = ("seatSessionBot", "returnSessionSeat", "createSeatJoinCode")
# The table's calls end the match or change its clocks: their examples are sessions of their
# own (tests/api/test_table_api.py plays them).
TABLE_CHANGES = {"resignSession", "abortSession", "pauseSessionClock", "resumeSessionClock"}
REDEEMED = "redeemJoinCode"
# The owner's webhook calls, after the join code: set, its log read, redelivered, removed.
WEBHOOK_CALLS = (
    "setSessionWebhook",
    "getSessionWebhookDeliveries",
    "redeliverSessionWebhook",
    "removeSessionWebhook",
)


def _ids(operations) -> list[str]:
    return [operation["operationId"] for _, _, operation in operations]


def test_every_operation_has_a_stable_camel_case_operation_id():
    ids = _ids(OPERATIONS)
    assert len(ids) == len(set(ids)), "operationIds repeat"
    for path, method, operation in OPERATIONS:
        assert re.fullmatch(r"[a-z][a-zA-Z0-9]*", operation.get("operationId", "")), (
            f"{method.upper()} {path} has no camelCase operationId"
        )


def test_every_json_body_is_a_named_schema():
    for path, method, operation in OPERATIONS:
        bodies = [("request", operation.get("requestBody", {}).get("content", {}))]
        bodies += [
            (status, answer.get("content", {})) for status, answer in operation["responses"].items()
        ]
        for where, content in bodies:
            for media, described in content.items():
                if "json" in media:
                    assert set(described["schema"]) == {"$ref"}, (
                        f"{method.upper()} {path} {where} {media} is not a named schema"
                    )


def _example_status(operation: dict) -> int:
    """The status of the documented exchange: the answer with an example, else the first 2xx."""
    for status, answer in operation["responses"].items():
        if any("example" in described for described in answer.get("content", {}).values()):
            return int(status)
    return min(int(status) for status in operation["responses"] if status.startswith("2"))


def _answer_examples(operation: dict):
    for status, answer in operation["responses"].items():
        for media, described in answer.get("content", {}).items():
            if "example" in described:
                yield status, media, described


@pytest.mark.parametrize("path,method,operation", OPERATIONS, ids=_ids(OPERATIONS))
def test_every_operation_shows_examples(path, method, operation):
    op_id = operation["operationId"]
    if op_id not in STREAMED | NO_JSON:
        assert list(_answer_examples(operation)), f"{op_id} shows no answer"
    if "requestBody" in operation:
        assert "example" in operation["requestBody"]["content"]["application/json"], op_id
    for parameter in operation.get("parameters", []) + SPEC["paths"][path].get("parameters", []):
        if parameter.get("required"):
            assert "example" in parameter, f"{op_id}: {parameter['name']} has no example"


@pytest.mark.parametrize("path,method,operation", OPERATIONS, ids=_ids(OPERATIONS))
def test_every_answer_example_fits_its_schema(path, method, operation):
    for _, media, described in _answer_examples(operation):
        if "json" in media:
            name = described["schema"]["$ref"].rsplit("/", 1)[1]
            validator_for(name).validate(described["example"])


def _request(path: str, method: str, operation: dict, real: dict[str, str]) -> dict:
    """The documented request of an operation, with the example session's stand-ins made real."""
    parameters = operation.get("parameters", []) + SPEC["paths"][path].get("parameters", [])
    url, query, headers = path, {}, {}
    for parameter in parameters:
        if "example" not in parameter:
            continue
        value = real.get(str(parameter["example"]), parameter["example"])
        if parameter["in"] == "path":
            url = url.replace("{" + parameter["name"] + "}", str(value))
        elif parameter["in"] == "query":
            query[parameter["name"]] = value
        elif parameter["in"] == "header":
            headers[parameter["name"]] = value
    body = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
    request = {"method": method.upper(), "query_string": query, "headers": headers}
    if "example" in body:
        request["json"] = body["example"]
    return {"url": url, **request}


def test_every_stateless_request_example_is_accepted(client):
    for path, method, operation in OPERATIONS:
        op_id = operation["operationId"]
        if op_id in STREAMED or path.startswith(("/v1/sessions", "/v1/join-codes")):
            continue
        request = _request(path, method, operation, {})
        url = request.pop("url")
        response = client.open(url, **request)
        assert response.status_code == _example_status(operation), (
            op_id,
            response.get_data(as_text=True)[:500],
        )


def test_the_session_examples_are_a_session_the_server_accepts(client):
    by_id = {
        operation["operationId"]: (path, method, operation)
        for path, method, operation in OPERATIONS
    }
    reads = [
        op_id
        for op_id, (path, _, _) in by_id.items()
        if path.startswith("/v1/sessions")
        and op_id
        not in STREAMED
        | TABLE_CHANGES
        | {OPENED, MOVED, ENDED, REDEEMED, *SEAT_CHANGES, *WEBHOOK_CALLS}
    ]
    real: dict[str, str] = {}
    mover = by_id[MOVED][2]["requestBody"]["content"]["application/json"]["example"]
    seat = mover["move"]["player"]
    for op_id in (OPENED, *reads, MOVED, *SEAT_CHANGES, REDEEMED, *WEBHOOK_CALLS, ENDED):
        path, method, operation = by_id[op_id]
        request = _request(path, method, operation, real)
        url = request.pop("url")
        by_owner = op_id in (*OWNER_READS, *SEAT_CHANGES, *WEBHOOK_CALLS)
        token = real.get(OWNER_TOKEN) if by_owner else real.get(seat_token(seat))
        if token and op_id != REDEEMED:
            request["headers"]["Authorization"] = f"Bearer {token}"
        response = client.open(url, **request)
        assert response.status_code == _example_status(operation), (
            op_id,
            response.get_data(as_text=True)[:500],
        )
        if op_id == OPENED:
            created = response.get_json()
            real = {SESSION_ID: created["id"], OWNER_TOKEN: created["owner_token"]}
            real |= {seat_token(s["player"]): s["token"] for s in created["seats"]}
        if op_id == "createSeatJoinCode":
            real[JOIN_CODE] = response.get_json()["code"]
