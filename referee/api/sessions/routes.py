"""The session endpoints: a thin adapter from HTTP to `referee.sessions.SessionService`.

Views parse the request (body, bearer token, If-Match, Idempotency-Key), call the service
and write its answer with an `ETag: "<version>"`; a session failure carries the status and
problem code it is answered with (`referee.api.problems`).
"""

from __future__ import annotations

from flask import Blueprint, Response, g, request

from ...engine import MalformedInput
from ...engine.game import MOVE_LIST_CAP
from ...games.wire import ScoreSheetSchema
from ...sessions import MoveAnswer, codes
from ...sessions.service import IDEMPOTENCY_KEY_MAX
from .. import live, ratelimits
from ..envelopes import envelope
from ..jsonio import etag, json_response, read_json
from ..offload import judge_ending
from ..openapi.bodies import create_request, per_game, stream_events
from ..openapi.declare import STRING, Answer, doc, integer
from ..rules import linked, with_violation_url
from . import schemas
from .plumbing import HISTORY_PAGE, VERSION_MAX, bearer, query_int, service, subscription
from .schemas import BOT, CREATE, MOVE, RESIGN

# Implied on a `<session_id>` path; kept for declarations that still name it.
ON_SESSION = ("unknown_session", "store_unavailable")

bp = Blueprint("sessions", __name__, url_prefix="/v1/sessions")
# Join codes are redeemed by the code alone: no session id, no token.
joins = Blueprint("joins", __name__, url_prefix="/v1/join-codes")


@bp.post("")
@doc(
    "createSession",
    "Open a session",
    body=create_request(schemas.SessionCreateRequest),
    answers={
        201: Answer(
            "the session, its seat tokens and the spectator's view",
            schemas.SessionCreated,
            ("ETag", "Location"),
            links="session",
        )
    },
    errors=(
        "malformed/create",
        "unknown_game",
        "options_conflict/create",
        "too_many_sessions",
        "webhooks_unavailable",
        "record_too_large",
    ),
)
def create_session():
    body = envelope(CREATE, read_json())
    clock = body.get("clock")
    paused = False
    if clock is not None:
        clock = dict(clock)
        paused = clock.pop("paused", False)
    created = service().create(
        body["game"],
        players=body.get("players"),
        options=body.get("options"),
        seed=body.get("seed"),
        bots={int(seat): level for seat, level in body.get("bots", {}).items()},
        names={int(seat): name for seat, name in body.get("names", {}).items()},
        party=ratelimits.party(),
        bots_only_budget=ratelimits.bots_only_budget(),
        clock=clock,
        paused=paused,
        webhook=subscription(body["webhook"]) if "webhook" in body else None,
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
@doc(
    "getSession",
    "A session as a seat (or a spectator) sees it",
    header={"If-None-Match": ("a version ETag the client has", STRING)},
    query={
        "wait": (
            "with If-None-Match: seconds to wait for a newer version",
            integer(0, live.MAX_WAIT),
        )
    },
    answers={
        200: Answer("the view", schemas.SessionRead, ("ETag",)),
        304: Answer("unchanged since the ETag in If-None-Match", headers=("ETag",)),
    },
    errors=("malformed/query", "store_unavailable/polls"),
    security="anyone",
)
def read_session(session_id: str):
    wait = live.wait_seconds()
    token = bearer()
    sessions = service()
    answer = sessions.read(session_id, token)
    # Most reads send no If-None-Match: no header to parse then.
    tags = request.if_none_match if "HTTP_IF_NONE_MATCH" in request.environ else None
    if wait and tags and tags.contains(str(answer["version"])):
        # The long poll: hold the answer until the next move, or `wait` seconds.
        answer = (
            live.long_poll(sessions, session_id, token, answer["version"], wait, answer["seat"])
            or answer
        )
    headers = {
        "ETag": etag(answer["version"]),
        "Vary": "Authorization",
        "Cache-Control": "private, no-cache",
    }
    if tags and tags.contains(str(answer["version"])):
        return Response(status=304, headers=headers)
    return json_response(answer, 200, headers)


@bp.get("/<session_id>/events")
@doc(
    "streamSessionEvents",
    "Live events of the session (Server-Sent Events)",
    header={
        "Last-Event-ID": (
            "the last version this watcher heard: every later move is replayed (empty: none "
            "heard, as an EventSource may send it)",
            {"type": "string", "pattern": "^[0-9]{0,12}$"},
        )
    },
    query={
        "last_event_id": (
            "the same as Last-Event-ID, for clients that cannot set headers",
            integer(0, 10**12 - 1),
        ),
        "token": ("a seat token, for clients that cannot set headers", STRING),
    },
    answers={
        200: Answer(
            "the event stream",
            stream_events(
                hello=schemas.SessionHello,
                move=per_game(schemas.SessionHistoryEntry),
                end=schemas.SessionEnd,
                error=schemas.SessionStreamError,
            ),
            media="text/event-stream",
        )
    },
    errors=("malformed/query", "too_many_streams"),
    security="anyone",
)
def session_events(session_id: str):
    # EventSource cannot send headers, so a browser passes the seat token in the query.
    return live.event_stream(service(), session_id, bearer() or request.args.get("token") or None)


@bp.get("/<session_id>/scores")
@doc(
    "getSessionScores",
    "The session's score sheet",
    answers={200: Answer("the score sheet", ScoreSheetSchema, ("ETag",))},
    security="anyone",
)
def session_scores(session_id: str):
    sessions = service()
    answer = sessions.scores(session_id, bearer())
    return json_response(
        linked(sessions.games(answer["game"]).rules, answer["sheet"]),
        200,
        {"ETag": etag(answer["version"]), "Cache-Control": "private, no-cache"},
    )


@bp.get("/<session_id>/legal-moves")
@doc(
    "listSessionLegalMoves",
    "The bearer's legal moves",
    query={"limit": ("cap on the list", integer(1, MOVE_LIST_CAP))},
    answers={200: Answer("the moves", schemas.SessionLegalMoves, ("ETag",))},
    errors=("malformed/query", "not_a_seat"),
    security="seat",
)
def session_legal_moves(session_id: str):
    limit = query_int("limit", MOVE_LIST_CAP, 1, MOVE_LIST_CAP)
    answer = service().legal_moves(session_id, bearer(required=True), limit)
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "private, no-cache"}
    )


@bp.post("/<session_id>/moves")
@doc(
    "playSessionMove",
    "Play the bearer's move",
    header={
        "If-Match": ('the version the move is meant for, in double quotes: `"3"`', STRING),
        "Idempotency-Key": (
            "a client-chosen key that makes retries of this move safe",
            {"type": "string", "minLength": 1, "maxLength": IDEMPOTENCY_KEY_MAX},
        ),
    },
    query={
        "dry_run": ("true: check the move and keep nothing", {"type": "boolean", "default": False})
    },
    body=schemas.SessionMoveRequest,
    answers={
        200: Answer(
            "the outcome, legal or not",
            per_game(schemas.SessionOutcome),
            ("ETag", "Idempotent-Replayed"),
        )
    },
    errors=(
        "malformed/query",
        "not_your_seat",
        "contention/move",
        "stale_version",
        "idempotency_key_reused",
        "rate_limited/move",
        "store_unavailable/move",
        "record_too_large/move",
    ),
    security="seat",
)
def session_move(session_id: str):
    token = bearer(required=True)
    body = envelope(MOVE, read_json())
    if request.args.get("dry_run") is not None:
        if request.args["dry_run"] not in ("true", "false"):
            raise MalformedInput("query parameter dry_run must be true or false", path="dry_run")
        if request.args["dry_run"] == "true":
            # Whether the move is legal now; nothing is kept (`SessionService.dry_run`).
            # Its sampling (`ends_match`) runs in the compute pool.
            checked = service().dry_run(session_id, token, body["move"], judge_ending)
            return move_response(checked, {"Cache-Control": "no-store"})
    if_match = None
    if "If-Match" in request.headers:
        tags = request.if_match
        if_match = lambda version: tags.contains(str(version))  # noqa: E731
    answer = service().move(
        session_id,
        token,
        body["move"],
        if_match=if_match,
        idempotency_key=request.headers.get("Idempotency-Key"),
    )
    if not answer.replayed:  # a replay referees nothing
        g.referee_game, g.referee_legal = answer.game, answer.body.get("legal")
    headers = {"Cache-Control": "no-store"}
    if answer.replayed:
        headers["Idempotent-Replayed"] = "true"
    return move_response(answer, headers)


def move_response(answer: MoveAnswer, headers: dict[str, str]) -> Response:
    """The answer to a move, or to its dry run: its violation linked to the rule's page.
    The game names the shape of the answer's events and view, kept answers' included."""
    body = {
        "game": answer.game,
        **with_violation_url(service().games(answer.game).rules, answer.body),
    }
    return json_response(body, answer.status, {"ETag": etag(answer.version), **headers})


@bp.get("/<session_id>/history")
@doc(
    "getSessionHistory",
    "The accepted moves and their events",
    query={
        "since": ("only moves that made a version above this one", integer(0, VERSION_MAX)),
        "limit": ("most moves in the page", integer(1, HISTORY_PAGE, default=HISTORY_PAGE)),
    },
    answers={200: Answer("one page of the history", schemas.SessionHistory, ("ETag", "Link"))},
    errors=("malformed/query",),
    security="anyone",
    words={"page": HISTORY_PAGE},
)
def session_history(session_id: str):
    since = query_int("since", 0, 0, VERSION_MAX)
    limit = query_int("limit", HISTORY_PAGE, 1, HISTORY_PAGE)
    answer = service().history(session_id, bearer(), since, limit)
    headers = {"ETag": etag(answer["version"]), "Cache-Control": "private, no-cache"}
    if answer["next"] is not None:
        following = f"{bp.url_prefix}/{session_id}/history?since={answer['next']}&limit={limit}"
        headers["Link"] = f'<{following}>; rel="next"'
    return json_response(answer, 200, headers)


@bp.delete("/<session_id>")
@doc(
    "endSession",
    "End a session",
    answers={204: Answer("ended")},
    errors=("not_owner",),
    security="owner",
)
def delete_session(session_id: str):
    service().delete(session_id, bearer(required=True))
    return Response(status=204)


def table_response(answer: dict) -> Response:
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "no-store"}
    )


@bp.post("/<session_id>/resign")
@doc(
    "resignSession",
    "Resign a seat",
    body=schemas.SessionResignRequest,
    answers={200: Answer("the session after the change", schemas.SessionTableChange, ("ETag",))},
    errors=("malformed/player", "not_owner/table", "match_over"),
    security="seat_or_owner",
)
def resign_session(session_id: str):
    token = bearer(required=True)
    body = envelope(RESIGN, read_json()) if request.content_length else {}
    return table_response(service().resign(session_id, token, body.get("player")))


@bp.post("/<session_id>/abort")
@doc(
    "abortSession",
    "Abort the match",
    answers={200: Answer("the session after the change", schemas.SessionTableChange, ("ETag",))},
    errors=("not_owner/table", "abort_too_late"),
    security="seat_or_owner",
)
def abort_session(session_id: str):
    return table_response(service().abort(session_id, bearer(required=True)))


@bp.post("/<session_id>/clock/pause")
@doc(
    "pauseSessionClock",
    "Pause every clock",
    answers={200: Answer("the session after the change", schemas.SessionTableChange, ("ETag",))},
    errors=("not_owner", "no_clock"),
    security="owner",
)
def pause_clock(session_id: str):
    return table_response(service().pause(session_id, bearer(required=True), True))


@bp.post("/<session_id>/clock/resume")
@doc(
    "resumeSessionClock",
    "Resume every clock",
    answers={200: Answer("the session after the change", schemas.SessionTableChange, ("ETag",))},
    errors=("not_owner", "no_clock"),
    security="owner",
)
def resume_clock(session_id: str):
    return table_response(service().pause(session_id, bearer(required=True), False))


def _seat(raw: str) -> int:
    """A seat number from the path (its range is the session's to check)."""
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 3):
        raise MalformedInput(f"seat: {raw!r} is not a seat number", path="seat")
    return int(raw)


@bp.put("/<session_id>/seats/<seat>/bot")
@doc(
    "seatSessionBot",
    "Give a seat to a bot",
    body=schemas.SessionBotRequest,
    answers={200: Answer("the seat and every bot seat", schemas.SessionBotSeated, ("ETag",))},
    errors=(
        "malformed/seat",
        "not_owner",
        "contention",
        "rate_limited/bot_seat",
        "bots_unavailable",
    ),
    security="owner",
)
def seat_bot(session_id: str, seat: str):
    token = bearer(required=True)
    body = envelope(BOT, read_json())
    answer = service().seat_bot(
        session_id, token, _seat(seat), body["level"], ratelimits.bots_only_budget()
    )
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "no-store"}
    )


@bp.delete("/<session_id>/seats/<seat>/bot")
@doc(
    "returnSessionSeat",
    "Give a bot's seat back to a token holder",
    answers={200: Answer("the seat's new token", schemas.SessionSeatReturned, ("ETag",))},
    errors=("malformed/seat", "not_owner", "not_a_bot"),
    security="owner",
)
def unseat_bot(session_id: str, seat: str):
    answer = service().unseat_bot(session_id, bearer(required=True), _seat(seat))
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "no-store"}
    )


@bp.post("/<session_id>/seats/<seat>/join-code")
@doc(
    "createSeatJoinCode",
    "A short join code for a seat",
    query={
        "ttl": ("seconds the code stays good", integer(1, codes.MAX_TTL, default=codes.DEFAULT_TTL))
    },
    answers={201: Answer("the code", schemas.SessionJoinCode, links="join_code")},
    errors=("malformed/seat", "not_owner", "bot_seat", "too_many_sessions/join_codes"),
    security="owner",
)
def create_join_code(session_id: str, seat: str):
    ttl = query_int("ttl", codes.DEFAULT_TTL, 1, codes.MAX_TTL)
    answer = service().join_code(session_id, bearer(required=True), _seat(seat), ttl)
    return json_response(answer, 201, {"Cache-Control": "no-store"})


@joins.post("/<code>")
@doc(
    "redeemJoinCode",
    "Take a seat with a join code",
    tag="sessions",
    answers={200: Answer("the seat and its new token", schemas.SessionJoined, ("ETag",))},
    errors=(
        "unknown_join_code",
        "contention",
        "join_code_spent",
        "rate_limited/joins",
        "store_unavailable",
    ),
    security="nobody",
)
def redeem_join_code(code: str):
    answer = service().redeem(code)
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "no-store"}
    )
