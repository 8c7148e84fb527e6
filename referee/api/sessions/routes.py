"""The session endpoints: a thin adapter from HTTP to `referee.sessions.SessionService`.

Views parse the request (body, bearer token, If-Match, Idempotency-Key), call the service
and write its answer with an `ETag: "<version>"`; a session failure carries the status and
problem code it is answered with (`referee.api.problems`).
"""

from __future__ import annotations

from flask import Blueprint, Response, g, request

from ...engine import MalformedInput
from ...engine.game import MOVE_LIST_CAP
from ...sessions import MoveAnswer, codes
from .. import live
from ..envelopes import envelope
from ..jsonio import etag, json_response, read_json
from ..rules import linked, with_violation_url
from .plumbing import HISTORY_PAGE, VERSION_MAX, bearer, query_int, service, subscription
from .schemas import BOT, CREATE, MOVE

bp = Blueprint("sessions", __name__, url_prefix="/v1/sessions")
# Join codes are redeemed by the code alone: no session id, no token.
joins = Blueprint("joins", __name__, url_prefix="/v1/join-codes")


@bp.post("")
def create_session():
    body = envelope(CREATE, read_json())
    created = service().create(
        body["game"],
        players=body.get("players"),
        options=body.get("options"),
        seed=body.get("seed"),
        bots={int(seat): level for seat, level in body.get("bots", {}).items()},
        names={int(seat): name for seat, name in body.get("names", {}).items()},
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


@bp.get("/<session_id>/scores")
def session_scores(session_id: str):
    sessions = service()
    answer = sessions.scores(session_id, bearer())
    return json_response(
        linked(sessions.games(answer["game"]).rules, answer["sheet"]),
        200,
        {"ETag": etag(answer["version"]), "Cache-Control": "private, no-cache"},
    )


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
    if request.args.get("dry_run") is not None:
        if request.args["dry_run"] not in ("true", "false"):
            raise MalformedInput("query parameter dry_run must be true or false", path="dry_run")
        if request.args["dry_run"] == "true":
            # Whether the move is legal now; nothing is kept (`SessionService.dry_run`).
            checked = service().dry_run(session_id, token, body["move"])
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
def delete_session(session_id: str):
    service().delete(session_id, bearer(required=True))
    return Response(status=204)


def _seat(raw: str) -> int:
    """A seat number from the path (its range is the session's to check)."""
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 3):
        raise MalformedInput(f"seat: {raw!r} is not a seat number", path="seat")
    return int(raw)


@bp.put("/<session_id>/seats/<seat>/bot")
def seat_bot(session_id: str, seat: str):
    token = bearer(required=True)
    body = envelope(BOT, read_json())
    answer = service().seat_bot(session_id, token, _seat(seat), body["level"])
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "no-store"}
    )


@bp.delete("/<session_id>/seats/<seat>/bot")
def unseat_bot(session_id: str, seat: str):
    answer = service().unseat_bot(session_id, bearer(required=True), _seat(seat))
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "no-store"}
    )


@bp.post("/<session_id>/seats/<seat>/join-code")
def create_join_code(session_id: str, seat: str):
    ttl = query_int("ttl", codes.DEFAULT_TTL, 1, codes.MAX_TTL)
    answer = service().join_code(session_id, bearer(required=True), _seat(seat), ttl)
    return json_response(answer, 201, {"Cache-Control": "no-store"})


@joins.post("/<code>")
def redeem_join_code(code: str):
    answer = service().redeem(code)
    return json_response(
        answer, 200, {"ETag": etag(answer["version"]), "Cache-Control": "no-store"}
    )
