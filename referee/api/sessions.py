"""The session endpoints: a thin adapter from HTTP to `referee.sessions.SessionService`.

Views parse the request (body, bearer token, If-Match, Idempotency-Key), call the
service and write its answer with an `ETag: "<version>"`; every session failure carries
the status and problem code it is answered with. The marshmallow envelopes below are the
wire format of these calls and the source of their part of the OpenAPI document.
"""

from __future__ import annotations

from flask import Blueprint, Response, current_app, g, request
from marshmallow import Schema, fields, validate

from ..engine import MalformedInput
from ..engine.game import MOVE_LIST_CAP
from ..sessions import SessionService, Unauthorized
from ..sessions.service import IDEMPOTENCY_KEY_MAX
from . import live
from .envelopes import OutcomeBase, StrictSchema, envelope, game_part
from .jsonio import etag, json_response, read_json
from .metrics import STORE_RETRIES
from .rules import with_violation_url

bp = Blueprint("sessions", __name__, url_prefix="/v1/sessions")

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


# -- envelopes ------------------------------------------------------------------------------


class SessionCreateRequest(StrictSchema):
    game = fields.String(required=True, metadata={"description": "the game id (GET /v1/games)"})
    players = fields.Integer(
        strict=True, metadata={"description": "number of seats; the same as options.players"}
    )
    options = fields.Dict(
        keys=fields.String(),
        metadata={
            "description": "game options; unnamed ones take their defaults (GET /v1/games/{game})"
        },
    )
    seed = fields.String(
        validate=validate.Length(min=1, max=128),
        metadata={
            "description": "seed of every shuffle of the match; when absent the referee draws one "
            "and never reveals it"
        },
    )


class SessionSeat(Schema):
    player = fields.Integer(required=True, metadata={"description": "the seat"})
    token = fields.String(
        required=True,
        metadata={"description": "the seat's secret bearer token; shown only in this answer"},
    )


class SessionCreated(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "0: no move made yet"})
    owner_token = fields.String(
        required=True,
        metadata={
            "description": "the owner's secret bearer token, for the app that created the session "
            "(it may end the session; it is no seat); shown only in this answer"
        },
    )
    seats = fields.List(fields.Nested(SessionSeat), required=True)
    view = game_part("view", "the spectator's view of the fresh deal", required=True)


class SessionRead(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(
        required=True, metadata={"description": "number of accepted moves; also the ETag"}
    )
    seat = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "the bearer's seat; null for a spectator (no token)"},
    )
    finished = fields.Boolean(required=True, metadata={"description": "whether the match is over"})
    view = game_part("view", "what the bearer's seat (or a spectator) may see", required=True)


class SessionLegalMoves(Schema):
    version = fields.Integer(required=True)
    player = fields.Integer(required=True, metadata={"description": "the bearer's seat"})
    moves = fields.List(
        game_part("move", "a legal move"),
        required=True,
        metadata={
            "description": "the seat's legal moves, each in the form /moves accepts; empty when "
            "the seat may not move now"
        },
    )
    truncated = fields.Boolean(
        required=True, metadata={"description": "true when the cap cut the list"}
    )


class SessionMoveRequest(StrictSchema):
    move = game_part("move", "the bearer's move; `player` must be the token's seat", required=True)


class SessionOutcome(OutcomeBase):
    version = fields.Integer(
        required=True,
        metadata={"description": "the session's version after the answer (unchanged when illegal)"},
    )
    view = game_part("view", "the mover's view after the move (legal moves only)")


class SessionHistoryEntry(Schema):
    version = fields.Integer(required=True, metadata={"description": "the version the move made"})
    player = fields.Integer(required=True)
    move = game_part("move", "the accepted move", required=True)
    events = fields.List(
        fields.Dict(),
        required=True,
        metadata={"description": "its events, as public when they happened"},
    )


class SessionHistory(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    entries = fields.List(
        fields.Dict(),
        required=True,
        metadata={
            "session_schema": "SessionHistoryEntry",
            "description": "accepted moves after `since`, oldest first",
        },
    )


CREATE = SessionCreateRequest()
MOVE = SessionMoveRequest()


# -- plumbing -------------------------------------------------------------------------------


def service() -> SessionService:
    """The app's session service over the store `create_app` put in `extensions`."""
    extensions = current_app.extensions
    found = extensions.get("referee.sessions")
    if found is None or found.store is not extensions["referee.store"]:
        settings = current_app.config["REFEREE"]
        found = SessionService(
            extensions["referee.store"],
            max_session_bytes=settings.max_session_bytes,
            admin_token=settings.admin_token,
            on_retry=STORE_RETRIES.inc,
        )
        extensions["referee.sessions"] = found
    return found


def bearer(required: bool = False) -> str | None:
    """The token of `Authorization: Bearer <token>`; None when there is no such header."""
    header = request.headers.get("Authorization")
    if header is None:
        if required:
            raise Unauthorized(
                "token_required", "this call needs a seat token (Authorization: Bearer <token>)"
            )
        return None
    scheme, _, token = header.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        raise Unauthorized("bad_authorization", "Authorization must be `Bearer <token>`")
    return token


def query_int(name: str, default: int, minimum: int, maximum: int) -> int:
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        value = None
    if value is None or not minimum <= value <= maximum:
        raise MalformedInput(
            f"query parameter {name} must be an integer from {minimum} to {maximum}", path=name
        )
    return value


# -- views ----------------------------------------------------------------------------------


@bp.post("")
def create_session():
    body = envelope(CREATE, read_json())
    created = service().create(
        body["game"],
        players=body.get("players"),
        options=body.get("options"),
        seed=body.get("seed"),
    )
    g.referee_game = created["game"]
    return json_response(
        created,
        201,
        {
            "Location": f"{bp.url_prefix}/{created['id']}",
            "ETag": etag(created["version"]),
            "Cache-Control": "no-store",
        },
    )


@bp.get("/<session_id>")
def read_session(session_id: str):
    wait = live.wait_seconds()
    token = bearer()
    sessions = service()
    answer = sessions.read(session_id, token)
    # Most reads send no If-None-Match: no header to parse then.
    tags = request.if_none_match if "HTTP_IF_NONE_MATCH" in request.environ else None
    if wait and tags and tags.contains(str(answer["version"])):
        # The long poll: hold the answer until the next move, or `wait` seconds.
        answer = live.long_poll(sessions, session_id, token, answer["version"], wait) or answer
    headers = {
        "ETag": etag(answer["version"]),
        "Vary": "Authorization",
        "Cache-Control": "private, no-cache",
    }
    if tags and tags.contains(str(answer["version"])):
        return Response(status=304, headers=headers)
    return json_response(answer, 200, headers)


@bp.get("/<session_id>/events")
def session_events(session_id: str):
    # EventSource cannot send headers, so a browser passes the seat token in the query.
    return live.event_stream(service(), session_id, bearer() or request.args.get("token") or None)


@bp.get("/<session_id>/legal-moves")
def session_legal_moves(session_id: str):
    limit = query_int("limit", MOVE_LIST_CAP, 1, MOVE_LIST_CAP)
    answer = service().legal_moves(session_id, bearer(required=True), limit)
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "private, no-cache"}
    )


@bp.post("/<session_id>/moves")
def session_move(session_id: str):
    token = bearer(required=True)
    body = envelope(MOVE, read_json())
    if_match = None
    if "If-Match" in request.headers:
        tags = request.if_match
        if_match = lambda version: tags.contains(str(version))  # noqa: E731
    sessions = service()
    answer = sessions.move(
        session_id,
        token,
        body["move"],
        if_match=if_match,
        idempotency_key=request.headers.get("Idempotency-Key"),
    )
    if not answer.replayed:  # a replay referees nothing
        g.referee_game, g.referee_legal = answer.game, answer.body.get("legal")
        if answer.body.get("legal"):
            live.announce(session_id, answer.version)
    headers = {"ETag": etag(answer.version), "Cache-Control": "no-store"}
    if answer.replayed:
        headers["Idempotent-Replayed"] = "true"
    body = with_violation_url(sessions.games(answer.game).rules, answer.body)
    return json_response(body, answer.status, headers)


@bp.get("/<session_id>/history")
def session_history(session_id: str):
    since = query_int("since", 0, 0, 2**31)
    answer = service().history(session_id, bearer(), since)
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "private, no-cache"}
    )


@bp.delete("/<session_id>")
def delete_session(session_id: str):
    service().delete(session_id, bearer(required=True))
    return Response(status=204)


# -- OpenAPI --------------------------------------------------------------------------------


def document(w) -> None:
    """Document every session path on the Writer `w` of `openapi.build_spec`."""
    from ..games.registry import REGISTRY
    from .openapi import RATE_LIMITED, component_names, json_answer, problem_answer, ref

    def part(name: str, description: str) -> dict:
        games = sorted(REGISTRY.values(), key=lambda game: game.id)
        return {
            "oneOf": [ref(component_names(game)[name]) for game in games],
            "description": description,
        }

    def body(schema: Schema) -> dict:
        out = w.body(schema)
        for name, field in schema.fields.items():
            inner = field.inner if isinstance(field, fields.List) else field
            if "game_schema" in inner.metadata:
                target = part(inner.metadata["game_schema"], field.metadata.get("description", ""))
                out["properties"][name] = (
                    {
                        "type": "array",
                        "items": target,
                        "description": field.metadata.get("description", ""),
                    }
                    if inner is not field
                    else target
                )
            elif "session_schema" in field.metadata:
                out["properties"][name] = {
                    "type": "array",
                    "description": field.metadata["description"],
                    "items": ref(field.metadata["session_schema"]),
                }
        return out

    def component(schema: Schema, **extra_properties) -> dict:
        name = type(schema).__name__
        out = body(schema)
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
        out = problem_answer(description)
        if headers:
            out["headers"] = headers
        return out

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
    seat_only = [{"seatToken": []}]
    anyone = [{}, {"seatToken": []}, {"ownerToken": []}, {"adminToken": []}]
    not_a_seat = "the token is the owner's or the admin's (`not_a_seat`): only a seat may "
    tag = "sessions"

    create_request = component(SessionCreateRequest(), game={"enum": sorted(REGISTRY)})
    w.spec.path(
        path="/v1/sessions",
        operations={
            "post": {
                **w.operation(
                    "Open a session",
                    "Deals a new match kept on the server and answers one secret token per seat and an "
                    "owner token for the creating app (which alone, with the admin, may end the session); "
                    "the tokens are shown only here and stored only as hashes. Without `seed` the referee "
                    "draws one and never reveals it.",
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
                    "token), the spectator's view. Never the state or the seed. `If-None-Match` with "
                    "the current ETag answers 304. With `wait=N` too, a long poll: the answer waits up "
                    "to N seconds for the next move (200 with the new view as soon as one is accepted, "
                    "else 304).",
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
                            "description": "with If-None-Match: seconds to wait for a newer version",
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
                    "Every legal move of the token's seat, each in exactly the form /moves accepts; "
                    "empty when the seat may not move now.",
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
                    "Referees the move on the session's current state and, if legal, keeps the new "
                    "state (compare-and-set on the version: a move that raced another is checked "
                    "again on the new state, never written over it). The answer is the outcome with "
                    'the mover\'s view in place of the state. `If-Match: "<version>"` makes the move '
                    "conditional (412 when stale). With `Idempotency-Key`, the first answer to the "
                    "key (legal or not) is kept for this seat and returned again, unapplied, to a "
                    "retry of the same move (header `Idempotent-Replayed: true`); the key with a "
                    "different move is a 422.",
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
                            "description": "a client-chosen key that makes retries of this move safe",
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
                    "browser's EventSource sends no headers, in `?token=`) or a spectator. First a "
                    "`hello` event `{id, seat, version, finished}`; then one `move` event per accepted "
                    "move, with `id:` its version and as data its history entry (what this watcher may "
                    "see of the move and its events, as in /history); a comment line as a heartbeat "
                    "when quiet; `end` `{reason: finished | ended | revoked}` when there is nothing more "
                    "to hear (close the EventSource then). A stream lasts a bounded time; reconnecting "
                    "with `Last-Event-ID` replays every move after that version, so nothing is missed.",
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
                            "description": "the last version this watcher heard: every later move is replayed",
                        },
                        {
                            "name": "last_event_id",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "integer", "minimum": 0},
                            "description": "the same as Last-Event-ID, for clients that cannot set headers",
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
                    "Every accepted move after `since`, oldest first, with the events it caused, for "
                    "replay; each as the bearer's seat may see it (the owner, the admin and a reader "
                    "without a token see what a spectator may).",
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
