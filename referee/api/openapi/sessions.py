"""The session calls in the document, with the table of who may make which call."""

from __future__ import annotations

from marshmallow import Schema

from ...engine.game import MOVE_LIST_CAP
from ...sessions.service import IDEMPOTENCY_KEY_MAX
from .. import live
from ..sessions.schemas import (
    SessionCreated,
    SessionCreateRequest,
    SessionHistory,
    SessionHistoryEntry,
    SessionLegalMoves,
    SessionMoveRequest,
    SessionOutcome,
    SessionRead,
)
from .writer import RATE_LIMITED, Writer, game_ids, json_answer, problem_answer, ref, with_headers

# Who may do what, by bearer; the README's Sessions section and the OpenAPI document
# both show this table (a test checks the README's copy).
ACCESS_BEARERS = ("a seat's token", "the owner token", "the admin token", "no token")
ACCESS = (
    (
        "`GET /v1/sessions/{id}` (view)",
        "that seat's view",
        "the spectator's view",
        "the spectator's view",
        "the spectator's view",
    ),
    (
        "`GET /v1/sessions/{id}/legal-moves`",
        "that seat's moves",
        "403 `not_a_seat`",
        "403 `not_a_seat`",
        "401 `token_required`",
    ),
    (
        "`POST /v1/sessions/{id}/moves`",
        "moves for that seat (403 `not_your_seat` for another's)",
        "403 `not_a_seat`",
        "403 `not_a_seat`",
        "401 `token_required`",
    ),
    (
        "`GET /v1/sessions/{id}/history?since=<version>`",
        "moves after `since`, as that seat may see them",
        "as a spectator may see them",
        "as a spectator may see them",
        "as a spectator may see them",
    ),
    (
        "`DELETE /v1/sessions/{id}`",
        "403 `not_owner`",
        "204: ended",
        "204: ended",
        "401 `token_required`",
    ),
)


def access_table() -> str:
    """The ACCESS table as Markdown."""
    rows = [("call", *ACCESS_BEARERS), ("---",) * (len(ACCESS_BEARERS) + 1), *ACCESS]
    return "\n".join("| " + " | ".join(row) + " |" for row in rows)


def document(w: Writer) -> None:
    def component(schema: Schema, **extra_properties: dict) -> dict:
        name = type(schema).__name__
        out = w.any_game_body(schema)
        for prop, more in extra_properties.items():
            out["properties"][prop].update(more)
        w.spec.components.schema(name, component=out)
        return ref(name)

    w.spec.components.security_scheme(
        "seatToken",
        {
            "type": "http",
            "scheme": "bearer",
            "description": "a seat's token from POST /v1/sessions",
        },
    )
    w.spec.components.security_scheme(
        "ownerToken",
        {
            "type": "http",
            "scheme": "bearer",
            "description": "the owner token from POST /v1/sessions (the creating app's; no seat)",
        },
    )
    w.spec.components.security_scheme(
        "adminToken",
        {"type": "http", "scheme": "bearer", "description": "the deployment's REFEREE_ADMIN_TOKEN"},
    )
    w.spec.tag(
        {
            "name": "sessions",
            "description": "Games kept on the server. Who may do "
            "what (a token that is none of this session's is 401 `unknown_token` on "
            "every call):\n\n" + access_table(),
        }
    )
    integer = {"type": "integer", "minimum": 0}
    etag_header = {
        "ETag": {
            "description": 'the session version, quoted: "<version>"',
            "schema": {"type": "string"},
        }
    }
    retry_header = {
        "Retry-After": {"description": "seconds to wait before trying again", "schema": integer}
    }

    def answer(description: str, schema: dict, headers: dict | None = None) -> dict:
        out = json_answer(description, schema)
        out["headers"] = {**etag_header, **(headers or {})}
        return out

    def failure(description: str, headers: dict | None = None) -> dict:
        return with_headers(problem_answer(description), headers)

    unavailable = failure(
        "the session store (Redis) is unreachable; stateless calls still work", retry_header
    )
    missing = failure("no such session (never created, ended, or expired after its idle time)")
    challenge = {
        "WWW-Authenticate": {"schema": {"type": "string"}, "description": "the bearer challenge"}
    }
    no_token = failure(
        "no seat token, a token that is not of this session's seats, or a "
        "malformed Authorization header",
        challenge,
    )
    malformed = problem_answer(
        "malformed request: not JSON, a missing or mistyped field, a "
        "bad card code, a bad query parameter"
    )
    path_id = {
        "name": "id",
        "in": "path",
        "required": True,
        "description": "the session id",
        "schema": {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"},
    }
    seat_only: list[dict[str, list]] = [{"seatToken": []}]
    anyone: list[dict[str, list]] = [{}, {"seatToken": []}, {"ownerToken": []}, {"adminToken": []}]
    not_a_seat = "the token is the owner's or the admin's (`not_a_seat`): only a seat may "
    tag = "sessions"

    create_request = component(SessionCreateRequest(), game={"enum": game_ids()["enum"]})
    w.spec.path(
        path="/v1/sessions",
        operations={
            "post": {
                **w.operation(
                    "Open a session",
                    "Deals a new match kept on the server and answers one secret token per seat "
                    "and an owner token for the creating app (which alone, with the admin, may "
                    "end the session); the tokens are shown only here and stored only as hashes. "
                    "Without `seed` the referee draws one and never reveals it.",
                    create_request,
                    {
                        201: answer(
                            "the session, its seat tokens and the spectator's view",
                            component(SessionCreated()),
                            {
                                "Location": {
                                    "description": "the session's URL",
                                    "schema": {"type": "string"},
                                }
                            },
                        ),
                        400: malformed,
                        404: problem_answer("no such game"),
                        413: problem_answer(
                            "the request body (or the dealt session) is larger than the "
                            "configured limit"
                        ),
                        429: failure(
                            "the referee keeps as many sessions as it may (REFEREE_MAX_SESSIONS "
                            "in memory, Redis at its maxmemory): `too_many_sessions`; or the "
                            "client is past REFEREE_RATE_LIMIT_SESSIONS: `rate_limited`",
                            retry_header,
                        ),
                        503: unavailable,
                    },
                    tag,
                )
            }
        },
    )

    w.spec.path(
        path="/v1/sessions/{id}",
        parameters=[path_id],
        operations={
            "get": {
                **w.operation(
                    "A session as a seat (or a spectator) sees it",
                    "With a seat token, that seat's view; without one (or with the owner or admin "
                    "token), the spectator's view. Never the state or the seed. `If-None-Match` "
                    "with the current ETag answers 304. With `wait=N` too, a long poll: the "
                    "answer waits up to N seconds for the next move (200 with the new view as "
                    "soon as one is accepted, else 304).",
                    None,
                    {
                        200: answer("the view", component(SessionRead())),
                        304: {
                            "description": "unchanged since the ETag in If-None-Match",
                            "headers": etag_header,
                        },
                        400: malformed,
                        401: no_token,
                        404: missing,
                        503: failure(
                            "the session store is unreachable, or this worker already holds "
                            "its bound of long polls and event streams (`too_many_streams`)",
                            retry_header,
                        ),
                    },
                    tag,
                    [
                        {
                            "name": "If-None-Match",
                            "in": "header",
                            "required": False,
                            "schema": {"type": "string"},
                            "description": "a version ETag the client has",
                        },
                        {
                            "name": "wait",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "integer", "minimum": 0, "maximum": live.MAX_WAIT},
                            "description": (
                                "with If-None-Match: seconds to wait for a newer version"
                            ),
                        },
                    ],
                ),
                "security": anyone,
            },
            "delete": {
                **w.operation(
                    "End a session",
                    "Removes the session and its history, with the owner token or the admin token; "
                    "a seat's token may not (one player may not end the game for everyone).",
                    None,
                    {
                        204: {"description": "ended"},
                        401: no_token,
                        403: problem_answer("a seat's token (`not_owner`)"),
                        404: missing,
                        503: unavailable,
                    },
                    tag,
                ),
                "security": [{"ownerToken": []}, {"adminToken": []}],
            },
        },
    )

    w.spec.path(
        path="/v1/sessions/{id}/legal-moves",
        parameters=[path_id],
        operations={
            "get": {
                **w.operation(
                    "The bearer's legal moves",
                    "Every legal move of the token's seat, each in exactly the form /moves "
                    "accepts; empty when the seat may not move now.",
                    None,
                    {
                        200: answer("the moves", component(SessionLegalMoves())),
                        400: malformed,
                        401: no_token,
                        403: problem_answer(not_a_seat + "list moves"),
                        404: missing,
                        503: unavailable,
                    },
                    tag,
                    [
                        {
                            "name": "limit",
                            "in": "query",
                            "required": False,
                            "description": "cap on the list",
                            "schema": {"type": "integer", "minimum": 1, "maximum": MOVE_LIST_CAP},
                        }
                    ],
                ),
                "security": seat_only,
            }
        },
    )

    w.spec.path(
        path="/v1/sessions/{id}/moves",
        parameters=[path_id],
        operations={
            "post": {
                **w.operation(
                    "Play the bearer's move",
                    "Referees the move on the session's current state and, if legal, keeps the "
                    "new state (compare-and-set on the version: a move that raced another is "
                    "checked again on the new state, never written over it). The answer is the "
                    "outcome with the mover's view in place of the state. `If-Match: "
                    '"<version>"` makes the move conditional (412 when stale). With '
                    "`Idempotency-Key`, the first answer to the key (legal or not) is kept for "
                    "this seat and returned again, unapplied, to a retry of the same move (header "
                    "`Idempotent-Replayed: true`); the key with a different move is a 422.",
                    component(SessionMoveRequest()),
                    {
                        200: answer(
                            "the outcome, legal or not",
                            component(SessionOutcome()),
                            {
                                "Idempotent-Replayed": {
                                    "description": "`true` when this is the kept answer of an "
                                    "earlier request with the same key",
                                    "schema": {"type": "string", "enum": ["true"]},
                                }
                            },
                        ),
                        400: malformed,
                        401: no_token,
                        403: problem_answer(
                            "the move's `player` is not the token's seat "
                            "(`not_your_seat`), or " + not_a_seat + "move"
                        ),
                        404: missing,
                        409: failure(
                            "the session kept changing under the move; try again", retry_header
                        ),
                        412: failure("If-Match does not name the current version", etag_header),
                        413: problem_answer(
                            "the request body is too large, or the move would take "
                            "the session past its size or history bound "
                            "(`session_too_large`)"
                        ),
                        422: problem_answer(
                            "the Idempotency-Key already answered a different move "
                            "(`idempotency_key_reused`)"
                        ),
                        429: RATE_LIMITED,
                        503: unavailable,
                    },
                    tag,
                    [
                        {
                            "name": "If-Match",
                            "in": "header",
                            "required": False,
                            "schema": {"type": "string"},
                            "description": 'the version the move is meant for: "<version>"',
                        },
                        {
                            "name": "Idempotency-Key",
                            "in": "header",
                            "required": False,
                            "schema": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": IDEMPOTENCY_KEY_MAX,
                            },
                            "description": (
                                "a client-chosen key that makes retries of this move safe"
                            ),
                        },
                    ],
                ),
                "security": seat_only,
            }
        },
    )

    w.spec.path(
        path="/v1/sessions/{id}/events",
        parameters=[path_id],
        operations={
            "get": {
                **w.operation(
                    "Live events of the session (Server-Sent Events)",
                    "A `text/event-stream` for a seat (its token in `Authorization` or, since a "
                    "browser's EventSource sends no headers, in `?token=`) or a spectator. First "
                    "a `hello` event `{id, seat, version, finished}`; then one `move` event per "
                    "accepted move, with `id:` its version and as data its history entry (what "
                    "this watcher may see of the move and its events, as in /history); a comment "
                    "line as a heartbeat when quiet; `end` `{reason: finished | ended | revoked}` "
                    "when there is nothing more to hear (close the EventSource then). A stream "
                    "lasts a bounded time; reconnecting with `Last-Event-ID` replays every move "
                    "after that version, so nothing is missed.",
                    None,
                    {
                        200: {
                            "description": "the event stream",
                            "content": {"text/event-stream": {"schema": {"type": "string"}}},
                        },
                        400: malformed,
                        401: no_token,
                        404: missing,
                        503: failure(
                            "this worker already holds its bound of event streams and long "
                            "polls (`too_many_streams`), or the store is unreachable",
                            retry_header,
                        ),
                    },
                    tag,
                    [
                        {
                            "name": "Last-Event-ID",
                            "in": "header",
                            "required": False,
                            "schema": {"type": "string", "pattern": "^[0-9]{1,12}$"},
                            "description": (
                                "the last version this watcher heard: every later move is replayed"
                            ),
                        },
                        {
                            "name": "last_event_id",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "integer", "minimum": 0},
                            "description": (
                                "the same as Last-Event-ID, for clients that cannot set headers"
                            ),
                        },
                        {
                            "name": "token",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "string"},
                            "description": "a seat token, for clients that cannot set headers",
                        },
                    ],
                ),
                "security": anyone,
            }
        },
    )

    component(SessionHistoryEntry())
    w.spec.path(
        path="/v1/sessions/{id}/history",
        parameters=[path_id],
        operations={
            "get": {
                **w.operation(
                    "The accepted moves and their events",
                    "Every accepted move after `since`, oldest first, with the events it caused, "
                    "for replay; each as the bearer's seat may see it (the owner, the admin and a "
                    "reader without a token see what a spectator may).",
                    None,
                    {
                        200: answer("the history", component(SessionHistory())),
                        400: malformed,
                        401: no_token,
                        404: missing,
                        503: unavailable,
                    },
                    tag,
                    [
                        {
                            "name": "since",
                            "in": "query",
                            "required": False,
                            "schema": integer,
                            "description": "only moves that made a version above this one",
                        }
                    ],
                ),
                "security": anyone,
            }
        },
    )
