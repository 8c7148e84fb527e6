"""The session calls in the document, with the table of who may make which call."""

from __future__ import annotations

from marshmallow import Schema

from ...bots import LEVELS
from ...engine.game import MOVE_LIST_CAP
from ...games.registry import REGISTRY
from ...sessions import codes
from ...sessions.service import IDEMPOTENCY_KEY_MAX
from .. import live
from ..sessions.plumbing import HISTORY_PAGE, VERSION_MAX
from ..sessions.schemas import (
    SessionBotRequest,
    SessionBotSeated,
    SessionCreated,
    SessionCreateRequest,
    SessionEnd,
    SessionHello,
    SessionHistory,
    SessionHistoryEntry,
    SessionJoinCode,
    SessionJoined,
    SessionLegalMoves,
    SessionMoveRequest,
    SessionOutcome,
    SessionRead,
    SessionSeatReturned,
    SessionStreamError,
)
from .constraints import new_match_rules
from .examples import SESSION_ID as SESSION_ID_EXAMPLE
from .games import new_match_fields
from .writer import (
    CONFLICTING_OPTIONS,
    RATE_LIMITED,
    Writer,
    component_prefix,
    json_answer,
    problem_answer,
    ref,
    with_headers,
)

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
        "`GET /v1/sessions/{id}/history?since=<version>&limit=<n>`",
        "moves after `since`, as that seat may see them",
        "as a spectator may see them",
        "as a spectator may see them",
        "as a spectator may see them",
    ),
    (
        "`GET /v1/sessions/{id}/scores`",
        "the score sheet",
        "the score sheet",
        "the score sheet",
        "the score sheet",
    ),
    (
        "`DELETE /v1/sessions/{id}`",
        "403 `not_owner`",
        "204: ended",
        "204: ended",
        "401 `token_required`",
    ),
    (
        "`PUT`, `DELETE /v1/sessions/{id}/seats/{seat}/bot`",
        "403 `not_owner`",
        "a bot takes the seat; the seat back to a new token",
        "a bot takes the seat; the seat back to a new token",
        "401 `token_required`",
    ),
    (
        "`POST /v1/sessions/{id}/seats/{seat}/join-code`",
        "403 `not_owner`",
        "a short code for the seat",
        "a short code for the seat",
        "401 `token_required`",
    ),
    (
        "`POST /v1/join-codes/{code}`",
        "the code alone counts",
        "the code alone counts",
        "the code alone counts",
        "the seat's new token, once per code",
    ),
)


def access_table() -> str:
    """The ACCESS table as Markdown."""
    rows = [("call", *ACCESS_BEARERS), ("---",) * (len(ACCESS_BEARERS) + 1), *ACCESS]
    return "\n".join("| " + " | ".join(row) + " |" for row in rows)


def _answer(description: str, schema: dict, headers: dict | None = None) -> dict:
    """A session call's JSON answer: its ETag, and any other headers."""
    out = json_answer(description, schema)
    out["headers"] = {**ETAG, **(headers or {})}
    return out


def _failure(description: str, headers: dict | None = None) -> dict:
    return with_headers(problem_answer(description), headers)


def _component(w: Writer, schema: Schema) -> dict:
    """A session envelope as a component, its game parts of any game; the reference to it."""
    name = type(schema).__name__
    w.spec.components.schema(name, component=w.any_game_body(schema))
    return ref(name)


def _per_game(w: Writer, schema: Schema) -> dict:
    """A session envelope that carries a game's events, as one component per game
    (`CassinoSessionOutcome`: Cassino's view and `CassinoEvent`s) and their union, told apart
    by the `game` each answer names; the reference to the union.

    Events of different games share their `type` values (a Ronda and a Modulo `play`), so
    only the game says which schema an event is: a client reads the answer as its game's
    shape, and each event of it by `type` among that game's."""
    name = type(schema).__name__
    variants = {}
    for game in sorted(REGISTRY.values(), key=lambda game: game.id):
        body = w.any_game_body(schema, game)
        body["properties"]["game"] = {**body["properties"]["game"], "const": game.id}
        variants[game.id] = w.named(component_prefix(game) + name, body)
    return w.named(
        name,
        {
            "description": "one shape per game, told apart by `game`",
            "oneOf": list(variants.values()),
            "discriminator": {
                "propertyName": "game",
                "mapping": {game: variant["$ref"] for game, variant in variants.items()},
            },
        },
    )


# Shared within a path, an object is written once in the YAML and referred to (&id).
COUNT = {"type": "integer", "minimum": 0}
ETAG = {
    "ETag": {
        "description": 'the session version in double quotes, such as `"3"`',
        "schema": {"type": "string"},
    }
}
RETRY = {"Retry-After": {"description": "seconds to wait before trying again", "schema": COUNT}}
UNAVAILABLE = _failure(
    "the session store (Redis) is unreachable; stateless calls still work", RETRY
)
MISSING = _failure("no such session (never created, ended, or expired after its idle time)")
CHALLENGE = {
    "WWW-Authenticate": {"schema": {"type": "string"}, "description": "the bearer challenge"}
}
NO_TOKEN = _failure(
    "no seat token, a token that is not of this session's seats, or a "
    "malformed Authorization header",
    CHALLENGE,
)
MALFORMED_QUERY = problem_answer(
    "malformed request: not JSON, a missing or mistyped field, a "
    "bad card code, a bad query parameter"
)
SESSION_ID = {
    "name": "id",
    "in": "path",
    "required": True,
    "description": "the session id",
    "schema": {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"},
    "example": SESSION_ID_EXAMPLE,
}
SEAT_ONLY: list[dict[str, list]] = [{"seatToken": []}]
ANYONE: list[dict[str, list]] = [{}, {"seatToken": []}, {"ownerToken": []}, {"adminToken": []}]
NOT_A_SEAT = "the token is the owner's or the admin's (`not_a_seat`): only a seat may "
TAG = "sessions"


def document(w: Writer) -> None:
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
    for path in (
        _open,
        _session,
        _legal_moves,
        _moves,
        _events,
        _history,
        _scores,
        _bot_seat,
        _join_code,
        _redeem,
    ):
        path(w)


# The calls a new session's answer leads to, for readers and for tools that follow links
# (schemathesis' stateful phase): each takes the session's id, and a seat's calls its seat.
_ON_SESSION = {"id": "$response.body#/id"}
_ON_SEAT = {**_ON_SESSION, "seat": "$response.body#/seats/0/player"}
SESSION_LINKS = {
    name: {"operationId": operation, "parameters": parameters, "description": description}
    for name, operation, parameters, description in (
        ("GetSession", "getSession", _ON_SESSION, "read the session"),
        ("ListLegalMoves", "listSessionLegalMoves", _ON_SESSION, "a seat's legal moves"),
        ("PlayMove", "playSessionMove", _ON_SESSION, "move as a seat"),
        ("StreamEvents", "streamSessionEvents", _ON_SESSION, "watch the session"),
        ("GetHistory", "getSessionHistory", _ON_SESSION, "the accepted moves"),
        ("GetScores", "getSessionScores", _ON_SESSION, "the score sheet"),
        ("GetTranscript", "getSessionTranscript", _ON_SESSION, "the match as a transcript"),
        ("SeatBot", "seatSessionBot", _ON_SEAT, "give the first seat to a bot"),
        ("ReturnSeat", "returnSessionSeat", _ON_SEAT, "give the first seat back"),
        ("CreateJoinCode", "createSeatJoinCode", _ON_SEAT, "a join code for the first seat"),
        ("EndSession", "endSession", _ON_SESSION, "end the session"),
    )
}


def _create_request(w: Writer) -> dict:
    """One request for every game: `game` names it, `players` is a count and `options` an
    object, so that a client opens a session of any game with it.

    What each game takes of them (its player counts, its options and the rules between them,
    as its own new-state request says) is said once per game as `if` the body's game is that
    one `then` its rules, `else` nothing: a body must meet one of these, its own game's. Client
    generators leave `if` aside and keep the one request; validators and tools that make
    bodies from the document read it, one game at a time."""
    body = w.any_game_body(SessionCreateRequest())
    properties = body["properties"]
    properties["bots"] = {
        **properties["bots"],
        "propertyNames": {"pattern": "^[0-9]{1,3}$"},
        "additionalProperties": {"type": "string", "enum": list(LEVELS)},
    }
    properties["names"] = {**properties["names"], "propertyNames": {"pattern": "^[0-9]{1,3}$"}}
    games: list[dict] = [
        {
            "if": {"properties": {"game": {"const": game.id}}, "required": ["game"]},
            "then": {
                "properties": new_match_fields(game, properties),
                "allOf": new_match_rules(game, set(properties)),
            },
            "else": False,
        }
        for game in sorted(REGISTRY.values(), key=lambda game: game.id)
    ]
    return w.named("SessionCreateRequest", {**body, "allOf": [{"anyOf": games}]})


def _open(w: Writer) -> None:
    """POST /v1/sessions."""
    create_request = _create_request(w)
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
                        201: {
                            **_answer(
                                "the session, its seat tokens and the spectator's view",
                                _component(w, SessionCreated()),
                                {
                                    "Location": {
                                        "description": "the session's URL",
                                        "schema": {"type": "string"},
                                    }
                                },
                            ),
                            "links": SESSION_LINKS,
                        },
                        400: MALFORMED_QUERY,
                        404: problem_answer("no such game"),
                        413: problem_answer("the request body is larger than the configured limit"),
                        429: _failure(
                            "the referee keeps as many sessions as it may (REFEREE_MAX_SESSIONS "
                            "in memory, Redis at its maxmemory): `too_many_sessions`; or the "
                            "client is past REFEREE_RATE_LIMIT_SESSIONS: `rate_limited`",
                            RETRY,
                        ),
                        422: CONFLICTING_OPTIONS,
                        503: UNAVAILABLE,
                        507: problem_answer(
                            "the dealt session's record is past REFEREE_MAX_SESSION_BYTES "
                            "(`record_too_large`)"
                        ),
                    },
                    TAG,
                    operation_id="createSession",
                    example=w.examples.sessions.create,
                )
            }
        },
    )


def _session(w: Writer) -> None:
    """GET and DELETE /v1/sessions/{id}."""
    w.spec.path(
        path="/v1/sessions/{id}",
        parameters=[SESSION_ID],
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
                        200: _answer("the view", _component(w, SessionRead())),
                        304: {
                            "description": "unchanged since the ETag in If-None-Match",
                            "headers": ETAG,
                        },
                        400: MALFORMED_QUERY,
                        401: NO_TOKEN,
                        404: MISSING,
                        503: _failure(
                            "the session store is unreachable, or the instance, the client's "
                            "address or the session already holds its bound of long polls and "
                            "event streams (`too_many_streams`)",
                            RETRY,
                        ),
                    },
                    TAG,
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
                    operation_id="getSession",
                    example=w.examples.sessions.read,
                ),
                "security": ANYONE,
            },
            "delete": {
                **w.operation(
                    "End a session",
                    "Removes the session and its history, with the owner token or the admin token; "
                    "a seat's token may not (one player may not end the game for everyone). "
                    "Its event streams end at once with `end` `{reason: ended, by: owner | "
                    "admin}`, its long polls answer 404 at once, and every call on it is a 404 "
                    "`unknown_session` whose `detail` says who ended it (for an hour, then as "
                    "for any unknown session).",
                    None,
                    {
                        204: {"description": "ended"},
                        401: NO_TOKEN,
                        403: problem_answer("a seat's token (`not_owner`)"),
                        404: MISSING,
                        503: UNAVAILABLE,
                    },
                    TAG,
                    operation_id="endSession",
                    example=w.examples.sessions.delete,
                ),
                "security": [{"ownerToken": []}, {"adminToken": []}],
            },
        },
    )


def _legal_moves(w: Writer) -> None:
    """GET /v1/sessions/{id}/legal-moves."""
    w.spec.path(
        path="/v1/sessions/{id}/legal-moves",
        parameters=[SESSION_ID],
        operations={
            "get": {
                **w.operation(
                    "The bearer's legal moves",
                    "Every legal move of the token's seat, each in exactly the form /moves "
                    "accepts; empty when the seat may not move now.",
                    None,
                    {
                        200: _answer("the moves", _component(w, SessionLegalMoves())),
                        400: MALFORMED_QUERY,
                        401: NO_TOKEN,
                        403: problem_answer(NOT_A_SEAT + "list moves"),
                        404: MISSING,
                        503: UNAVAILABLE,
                    },
                    TAG,
                    [
                        {
                            "name": "limit",
                            "in": "query",
                            "required": False,
                            "description": "cap on the list",
                            "schema": {"type": "integer", "minimum": 1, "maximum": MOVE_LIST_CAP},
                        }
                    ],
                    operation_id="listSessionLegalMoves",
                    example=w.examples.sessions.legal_moves,
                ),
                "security": SEAT_ONLY,
            }
        },
    )


def _moves(w: Writer) -> None:
    """POST /v1/sessions/{id}/moves."""
    w.spec.path(
        path="/v1/sessions/{id}/moves",
        parameters=[SESSION_ID],
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
                    "`Idempotent-Replayed: true`); the key with a different move is a 422. "
                    "With `?dry_run=true` the move is only checked: the answer is `legal` (and "
                    "the `violation` with its rule when illegal), `version`, `movers` and "
                    "`outcome` of the unchanged session, and nothing is kept (If-Match and "
                    "Idempotency-Key are not consulted). It never says what a legal move would "
                    "do on the real state, since that may turn on cards the seat does not see; "
                    "`ends_match` says whether the move ends the match on `every`, `some` or "
                    "`none` of a few states dealt from the seat's view alone (the unseen cards "
                    "dealt as the bots deal them, from a fixed seed), so that a table can ask "
                    "before a move that may end the match (its answer is the same whatever the "
                    "hidden cards are).",
                    _component(w, SessionMoveRequest()),
                    {
                        200: _answer(
                            "the outcome, legal or not",
                            _per_game(w, SessionOutcome()),
                            {
                                "Idempotent-Replayed": {
                                    "description": "`true` when this is the kept answer of an "
                                    "earlier request with the same key",
                                    "schema": {"type": "string", "enum": ["true"]},
                                }
                            },
                        ),
                        400: MALFORMED_QUERY,
                        401: NO_TOKEN,
                        403: problem_answer(
                            "the move's `player` is not the token's seat "
                            "(`not_your_seat`), or " + NOT_A_SEAT + "move"
                        ),
                        404: MISSING,
                        409: _failure("the session kept changing under the move; try again", RETRY),
                        412: _failure("If-Match does not name the current version", ETAG),
                        413: problem_answer("the request body is larger than the configured limit"),
                        422: problem_answer(
                            "the Idempotency-Key already answered a different move, or an "
                            "earlier move of this seat whose answer is no longer kept "
                            "(`idempotency_key_reused`)"
                        ),
                        429: with_headers(
                            problem_answer(
                                "past the client's REFEREE_RATE_LIMIT_MOVES (when set), or "
                                "a dry run past its address's REFEREE_RATE_LIMIT_DRY_RUNS "
                                "(on by default): `rate_limited`"
                            ),
                            RATE_LIMITED["headers"],
                        ),
                        503: _failure(
                            "the session store (Redis) is unreachable; or, for a dry run, "
                            "the compute pool that samples `ends_match` could not take it "
                            "(`compute_busy`, `compute_overdue`, `compute_unavailable`)",
                            RETRY,
                        ),
                        507: _failure(
                            "the move was not kept, and the session is unchanged: its new "
                            "state is past REFEREE_MAX_SESSION_BYTES or its history entry past "
                            "REFEREE_MAX_HISTORY_ENTRY_BYTES (`record_too_large`), or "
                            "the store is full (`store_full`, with Retry-After). A match's "
                            "length is never bounded",
                            RETRY,
                        ),
                    },
                    TAG,
                    [
                        {
                            "name": "If-Match",
                            "in": "header",
                            "required": False,
                            "schema": {"type": "string"},
                            "description": (
                                'the version the move is meant for, in double quotes: `"3"`'
                            ),
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
                        {
                            "name": "dry_run",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "boolean", "default": False},
                            "description": "true: check the move and keep nothing",
                        },
                    ],
                    operation_id="playSessionMove",
                    example=w.examples.sessions.move,
                ),
                "security": SEAT_ONLY,
            }
        },
    )


def _sse(name: str, data: dict, event_id: dict | None, description: str) -> dict:
    """One kind of Server-Sent Event: its `event` name, its `id` if any, its JSON `data`."""
    properties = {
        "event": {"type": "string", "enum": [name]},
        "data": {
            "type": "string",
            "contentMediaType": "application/json",
            "contentSchema": data,
            "description": "one JSON object",
        },
    }
    if event_id is not None:
        properties["id"] = event_id
    return {
        "type": "object",
        "description": description,
        "required": ["event", "data"],
        "properties": properties,
    }


def _stream_event(w: Writer) -> dict:
    """Each event of a session's stream (the schema of one event, as OpenAPI 3.1 has it for
    `text/event-stream`): `hello`, `move`, `end` or `error`."""
    version = {"type": "string", "pattern": "^[0-9]{1,12}$", "description": "a session version"}
    # Each kind a component of its own, so that generated clients name its model.
    kinds = [
        w.named(
            "SessionStreamHelloEvent",
            _sse(
                "hello",
                _component(w, SessionHello()),
                version,
                "the session as the watcher joins it",
            ),
        ),
        w.named(
            "SessionStreamMoveEvent",
            _sse(
                "move",
                ref("SessionHistoryEntry"),
                version,
                "an accepted move, as in /history; `id:` is the version it made",
            ),
        ),
        w.named(
            "SessionStreamEndEvent",
            _sse("end", _component(w, SessionEnd()), version, "nothing more to hear: close"),
        ),
        w.named(
            "SessionStreamErrorEvent",
            _sse(
                "error",
                _component(w, SessionStreamError()),
                version,
                "the store failed: the client reconnects after `retry` with Last-Event-ID",
            ),
        ),
    ]
    return {"oneOf": kinds}


def _events(w: Writer) -> None:
    """GET /v1/sessions/{id}/events."""
    w.spec.path(
        path="/v1/sessions/{id}/events",
        parameters=[SESSION_ID],
        operations={
            "get": {
                **w.operation(
                    "Live events of the session (Server-Sent Events)",
                    "A `text/event-stream` for a seat (its token in `Authorization` or, since a "
                    "browser's EventSource sends no headers, in `?token=`) or a spectator. First "
                    "a `hello` event `{id, seat, version, finished, movers, outcome}`; then one "
                    "`move` event per accepted move, with `id:` its version and as data its "
                    "history entry (what this watcher may see of the move and its events, as in "
                    "/history); a comment line as a heartbeat when quiet; `end` `{reason: "
                    "finished | ended | revoked}` (with `movers` and `outcome` when finished, "
                    "`by: owner | admin` when the session was ended by one) when there is "
                    "nothing more to hear (close the EventSource then). A stream "
                    "lasts a bounded time; reconnecting with `Last-Event-ID` replays every move "
                    "after that version, so nothing is missed. Once the session is ended, a "
                    "reconnection is a 404 `unknown_session` whose `detail` says who ended it "
                    "(an EventSource stops at a 404, where it would reconnect after an event).",
                    None,
                    {
                        200: {
                            "description": "the event stream",
                            "content": {"text/event-stream": {"schema": _stream_event(w)}},
                        },
                        400: MALFORMED_QUERY,
                        401: NO_TOKEN,
                        404: MISSING,
                        503: _failure(
                            "the instance, the client's address or the session already holds "
                            "its bound of event streams and long polls (`too_many_streams`), or "
                            "the store is unreachable",
                            RETRY,
                        ),
                    },
                    TAG,
                    [
                        {
                            "name": "Last-Event-ID",
                            "in": "header",
                            "required": False,
                            "schema": {"type": "string", "pattern": "^[0-9]{0,12}$"},
                            "description": (
                                "the last version this watcher heard: every later move is "
                                "replayed (empty: none heard, as an EventSource may send it)"
                            ),
                        },
                        {
                            "name": "last_event_id",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "integer", "minimum": 0, "maximum": 10**12 - 1},
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
                    operation_id="streamSessionEvents",
                ),
                "security": ANYONE,
            }
        },
    )


def _history(w: Writer) -> None:
    """GET /v1/sessions/{id}/history."""
    _per_game(w, SessionHistoryEntry())
    w.spec.path(
        path="/v1/sessions/{id}/history",
        parameters=[SESSION_ID],
        operations={
            "get": {
                **w.operation(
                    "The accepted moves and their events",
                    "The accepted moves after `since`, oldest first, with the events each "
                    "caused, for replay; each as the bearer's seat may see it (the owner, the "
                    "admin and a reader without a token see what a spectator may). A page holds "
                    f"at most `limit` moves (default and most {HISTORY_PAGE}); `next` (and the "
                    '`Link: <...>; rel="next"` header) gives the `since` of the following '
                    "page, null on the last one. A match's history has no length bound.",
                    None,
                    {
                        200: _answer(
                            "one page of the history",
                            _component(w, SessionHistory()),
                            {
                                "Link": {
                                    "description": 'the following page, `rel="next"`; absent '
                                    "on the last page",
                                    "schema": {"type": "string"},
                                }
                            },
                        ),
                        400: MALFORMED_QUERY,
                        401: NO_TOKEN,
                        404: MISSING,
                        503: UNAVAILABLE,
                    },
                    TAG,
                    [
                        {
                            "name": "since",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "integer", "minimum": 0, "maximum": VERSION_MAX},
                            "description": "only moves that made a version above this one",
                        },
                        {
                            "name": "limit",
                            "in": "query",
                            "required": False,
                            "schema": {
                                "type": "integer",
                                "minimum": 1,
                                "maximum": HISTORY_PAGE,
                                "default": HISTORY_PAGE,
                            },
                            "description": "most moves in the page",
                        },
                    ],
                    operation_id="getSessionHistory",
                    example=w.examples.sessions.history,
                ),
                "security": ANYONE,
            }
        },
    )


def _scores(w: Writer) -> None:
    """GET /v1/sessions/{id}/scores."""
    w.spec.path(
        path="/v1/sessions/{id}/scores",
        parameters=[SESSION_ID],
        operations={
            "get": {
                **w.operation(
                    "The session's score sheet",
                    "The score sheet of the session as it stands, in the one shape of every game: "
                    "the items of the current deal (or game, or round) with their rules and "
                    "totals, a row per finished deal (`deals`) and the match totals. For any "
                    "seat or a spectator: a running deal's items show counts, never a hidden "
                    "card.",
                    None,
                    {
                        200: _answer("the score sheet", ref("ScoreSheet")),
                        401: NO_TOKEN,
                        404: MISSING,
                        503: UNAVAILABLE,
                    },
                    TAG,
                    operation_id="getSessionScores",
                    example=w.examples.sessions.scores,
                ),
                "security": ANYONE,
            }
        },
    )


SEAT = {
    "name": "seat",
    "in": "path",
    "required": True,
    "description": "the seat, from 0",
    "schema": {"type": "string", "pattern": "^[0-9]{1,3}$"},
}
OWNER_ONLY: list[dict[str, list]] = [{"ownerToken": []}, {"adminToken": []}]
BAD_SEAT = problem_answer(
    "malformed request: a seat that is not one of the session's, an unknown level (`random`, "
    "`greedy` or `expert`), a body that is not JSON"
)


def _bot_seat(w: Writer) -> None:
    """PUT and DELETE /v1/sessions/{id}/seats/{seat}/bot."""
    examples = w.examples.sessions
    w.spec.path(
        path="/v1/sessions/{id}/seats/{seat}/bot",
        parameters=[SESSION_ID, {**SEAT, "example": examples.seat_bot.path["seat"]}],
        operations={
            "put": {
                **w.operation(
                    "Give a seat to a bot",
                    "A bot of the level asked takes the seat, with the owner token or the admin "
                    "token: the token that held the seat opens nothing any more (401 "
                    "`unknown_token`), and a bot seat takes the new level. The bot sees only its "
                    "seat's view and legal moves. It moves by itself whenever it is among the "
                    "`movers`, off the request path, and its moves are committed as any seat's "
                    "(compare-and-set on the version; in the history and the event stream like "
                    "any other). Bots may also be seated as the session opens (`bots`).",
                    _component(w, SessionBotRequest()),
                    {
                        200: _answer(
                            "the seat and every bot seat", _component(w, SessionBotSeated())
                        ),
                        400: BAD_SEAT,
                        401: NO_TOKEN,
                        403: problem_answer("a seat's token (`not_owner`)"),
                        404: MISSING,
                        409: _failure(
                            "the session kept changing under the change; try again", RETRY
                        ),
                        503: _failure(
                            "the session store is unreachable, or this referee runs no bots "
                            "(`bots_unavailable`: a Redis Cluster without REFEREE_BOTS_REDIS_URL)",
                            RETRY,
                        ),
                    },
                    TAG,
                    operation_id="seatSessionBot",
                    example=examples.seat_bot,
                ),
                "security": OWNER_ONLY,
            },
            "delete": {
                **w.operation(
                    "Give a bot's seat back to a token holder",
                    "The bot leaves the seat and a new secret token holds it, shown only in this "
                    "answer (the owner hands it to the player who takes the seat); with the owner "
                    "token or the admin token.",
                    None,
                    {
                        200: _answer("the seat's new token", _component(w, SessionSeatReturned())),
                        400: BAD_SEAT,
                        401: NO_TOKEN,
                        403: problem_answer("a seat's token (`not_owner`)"),
                        404: MISSING,
                        409: problem_answer("no bot holds the seat (`not_a_bot`)"),
                        503: UNAVAILABLE,
                    },
                    TAG,
                    operation_id="returnSessionSeat",
                    example=examples.unseat_bot,
                ),
                "security": OWNER_ONLY,
            },
        },
    )


def _join_code(w: Writer) -> None:
    """POST /v1/sessions/{id}/seats/{seat}/join-code."""
    examples = w.examples.sessions
    w.spec.path(
        path="/v1/sessions/{id}/seats/{seat}/join-code",
        parameters=[SESSION_ID, {**SEAT, "example": examples.join_code.path["seat"]}],
        operations={
            "post": {
                **w.operation(
                    "A short join code for a seat",
                    "A code of 8 characters (Crockford's base32: no I, L, O or U) that gives the "
                    "seat to whoever redeems it first (`POST /v1/join-codes/{code}`), with the "
                    "owner token or the admin token: short enough to read aloud or type, where "
                    "a seat link carries the whole token. It is good for `ttl` seconds and for "
                    "one redemption, and only while the seat keeps the holder it had when the "
                    "code was made. A seat a bot holds gets none (409 `bot_seat`).",
                    None,
                    {
                        201: {
                            **json_answer("the code", _component(w, SessionJoinCode())),
                            "links": {
                                "RedeemJoinCode": {
                                    "operationId": "redeemJoinCode",
                                    "parameters": {"code": "$response.body#/code"},
                                    "description": "take the seat with the code",
                                }
                            },
                        },
                        400: BAD_SEAT,
                        401: NO_TOKEN,
                        403: problem_answer("a seat's token (`not_owner`)"),
                        404: MISSING,
                        409: problem_answer("a bot holds the seat (`bot_seat`)"),
                        429: _failure(
                            "the memory store keeps as many join codes as it may "
                            "(`too_many_sessions`)",
                            RETRY,
                        ),
                        503: UNAVAILABLE,
                    },
                    TAG,
                    [
                        {
                            "name": "ttl",
                            "in": "query",
                            "required": False,
                            "schema": {
                                "type": "integer",
                                "minimum": 1,
                                "maximum": codes.MAX_TTL,
                                "default": codes.DEFAULT_TTL,
                            },
                            "description": "seconds the code stays good",
                        }
                    ],
                    operation_id="createSeatJoinCode",
                    example=examples.join_code,
                ),
                "security": OWNER_ONLY,
            }
        },
    )


def _redeem(w: Writer) -> None:
    """POST /v1/join-codes/{code}."""
    example = w.examples.sessions.redeem
    w.spec.path(
        path="/v1/join-codes/{code}",
        operations={
            "post": {
                **w.operation(
                    "Take a seat with a join code",
                    "Redeems a join code: the answer names the session and the seat and carries "
                    "a new secret token for it, shown only here. Tokens are stored only as "
                    "hashes, so the seat gets a new one and its former token opens nothing any "
                    "more (401 `unknown_token`), as when the owner gives a bot's seat back. The "
                    "code is spent: a second redemption is 410 `join_code_spent` until the "
                    "code would have expired; a code whose seat changed hands since it was made "
                    "is 410 `join_code_stale`; a mistyped or expired one 404 "
                    "`unknown_join_code`. The code is read in any case, hyphens and spaces "
                    "ignored, O read as 0 and I or L as 1. No token is asked for, so "
                    "redemptions are budgeted per client address (REFEREE_RATE_LIMIT_JOINS, "
                    "on by default): codes cannot be guessed by trying them.",
                    None,
                    {
                        200: _answer("the seat and its new token", _component(w, SessionJoined())),
                        404: problem_answer(
                            "no live code reads so (`unknown_join_code`), or its session "
                            "has ended (`unknown_session`)"
                        ),
                        409: _failure(
                            "the session kept changing under the change; try again", RETRY
                        ),
                        410: problem_answer(
                            "the code was redeemed already (`join_code_spent`), or its seat "
                            "changed hands since it was made (`join_code_stale`)"
                        ),
                        429: with_headers(
                            problem_answer(
                                "the client address redeemed more codes than its budget "
                                "(`rate_limited`, REFEREE_RATE_LIMIT_JOINS)"
                            ),
                            RETRY,
                        ),
                        503: UNAVAILABLE,
                    },
                    TAG,
                    [
                        {
                            "name": "code",
                            "in": "path",
                            "required": True,
                            "description": "the join code, as `createSeatJoinCode` answered it",
                            "schema": {"type": "string", "minLength": 1, "maxLength": 32},
                        }
                    ],
                    operation_id="redeemJoinCode",
                    example=example,
                ),
                "security": [{}],
            }
        },
    )
