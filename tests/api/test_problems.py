"""One table from error to answer: every refusal's status, code, title, detail and headers."""

from __future__ import annotations

import logging

import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.api.live import TooManyStreams
from referee.api.problems import ApiProblem
from referee.engine import IllegalMove, InvalidState, MalformedInput, UnknownGame
from referee.sessions import (
    Contention,
    Forbidden,
    IdempotencyKeyReused,
    RecordTooLarge,
    SessionError,
    SessionExists,
    SessionNotFound,
    StaleVersion,
    StoreFull,
    StoreOutOfSpace,
    StoreUnavailable,
    Unauthorized,
    VersionConflict,
    WrongSeat,
)
from referee.statecodec import SealInvalid, SeatKeyInvalid, TokenInvalid

CHALLENGE = 'Bearer realm="card-referee sessions"'
RETRY = {"Retry-After": "7"}
INTERNAL = "the referee failed to answer; the failure was logged"

CASES = [
    (MalformedInput("bad", path="move.card"), 400, "malformed", "Malformed request", "bad", {}),
    (InvalidState("odd"), 422, "inconsistent_state", "Inconsistent state", "odd", {}),
    (UnknownGame("no game"), 404, "unknown_game", "Not found", "no game", {}),
    (IllegalMove("not_in_hand", "X-1", "no"), 400, "not_in_hand", "Malformed request", "no", {}),
    (SealInvalid("forged"), 403, "seal_invalid", "Invalid seal", "forged", {}),
    (TokenInvalid("altered"), 403, "token_invalid", "Invalid token", "altered", {}),
    (SeatKeyInvalid("whose"), 403, "seat_key_invalid", "Invalid seat key", "whose", {}),
    (
        SessionNotFound("s1"),
        404,
        "unknown_session",
        "Not found",
        "no such session: never created, ended, or expired after its idle time",
        {},
    ),
    (
        Unauthorized("token_required", "a token, please"),
        401,
        "token_required",
        "Unauthorized",
        "a token, please",
        {"WWW-Authenticate": CHALLENGE},
    ),
    (
        Unauthorized("unknown_token", "whose?"),
        401,
        "unknown_token",
        "Unauthorized",
        "whose?",
        {"WWW-Authenticate": CHALLENGE + ', error="invalid_token"'},
    ),
    (Forbidden("not_owner", "no"), 403, "not_owner", "Forbidden", "no", {}),
    (WrongSeat("seat 1's"), 403, "not_your_seat", "Forbidden", "seat 1's", {}),
    (
        StaleVersion(4),
        412,
        "stale_version",
        "Precondition failed",
        "If-Match does not name the current version; the session is at version 4",
        {"ETag": '"4"'},
    ),
    (
        RecordTooLarge("the state would take 9 bytes"),
        507,
        "record_too_large",
        "Move too large to store",
        "the state would take 9 bytes",
        {},
    ),
    (
        StoreOutOfSpace("redis is at its maxmemory"),
        507,
        "store_full",
        "Session store full",
        "the session store is full; the move was not kept; try again later",
        RETRY,
    ),
    (
        IdempotencyKeyReused("another move"),
        422,
        "idempotency_key_reused",
        "Inconsistent state",
        "another move",
        {},
    ),
    (
        Contention("changed 8 times"),
        409,
        "contention",
        "Conflict",
        "the session kept changing while the move was checked; try again",
        RETRY,
    ),
    (
        StoreFull("redis is at its maxmemory"),
        429,
        "too_many_sessions",
        "Too many requests",
        "the referee keeps as many sessions as it may; try again when some have ended or expired",
        RETRY,
    ),
    (
        StoreUnavailable("ConnectionError"),
        503,
        "store_unavailable",
        "Service unavailable",
        "the session store cannot be reached; try again later",
        RETRY,
    ),
    (
        TooManyStreams(3),
        503,
        "too_many_streams",
        "Service unavailable",
        "this instance already holds 3 event streams and long polls; try again shortly",
        RETRY,
    ),
    (SessionExists("s1"), 500, "internal", "Internal error", INTERNAL, {}),
    (VersionConflict("s1"), 500, "internal", "Internal error", INTERNAL, {}),
    (SessionError("odd"), 500, "internal", "Internal error", INTERNAL, {}),
    (
        ApiProblem(415, "unsupported_media_type", "JSON", {"Accept-Post": "application/json"}),
        415,
        "unsupported_media_type",
        "Unsupported media type",
        "JSON",
        {"Accept-Post": "application/json"},
    ),
]


@pytest.fixture(scope="module")
def raising():
    app = create_app(Settings(retry_after=7))
    errors: list[Exception] = []

    def fail():
        raise errors[0]

    app.add_url_rule("/raise", "raise", fail)
    client = app.test_client()

    def answer(error: Exception):
        errors[:] = [error]
        return client.get("/raise")

    return answer


@pytest.mark.parametrize(
    ("error", "status", "code", "title", "detail", "headers"),
    CASES,
    ids=[f"{type(case[0]).__name__}-{case[2]}" for case in CASES],
)
def test_each_error_has_one_answer(raising, error, status, code, title, detail, headers):
    answer = raising(error)
    assert answer.status_code == status and answer.mimetype == "application/problem+json"
    body = answer.json
    expected = {
        "type": f"urn:card-referee:problem:{code}",
        "title": title,
        "status": status,
        "code": code,
        "detail": detail,
    }
    if getattr(error, "path", None):
        expected["path"] = error.path
    assert body == expected
    for name in ("WWW-Authenticate", "ETag", "Retry-After", "Accept-Post"):
        assert answer.headers.get(name) == headers.get(name), name


def test_an_unexpected_session_error_is_logged_by_its_class(raising, caplog):
    with caplog.at_level(logging.ERROR, logger="referee.api"):
        raising(SessionExists("s-secret"))
    assert "SessionExists" in caplog.text and "s-secret" not in caplog.text
