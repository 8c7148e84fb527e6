"""Whole matches over HTTP: verify a transcript, and export a session's match as one.

The checking is `referee.transcripts`', move by move as the body is read; this module
reads the body (JSON or JSON lines, gzipped or not, within its own bound:
`referee.api.intake`), carries the opening and final states as the client-held-state
options say (`referee.api.carried`), and links rules. Past a few kilobytes, or gzipped, a
transcript is checked in the compute pool (`referee.api.offload`), and every transcript's
bytes, as inflated, are charged to its sender's byte budget (`referee.api.ratelimits`).
"""

from __future__ import annotations

from flask import Blueprint, Response, current_app, g, request
from marshmallow import Schema, fields

from ..engine import Game, MalformedInput
from ..games.registry import get_game
from ..games.wire import ScoreSheetSchema
from ..transcripts import TranscriptSchema, dumps_json, dumps_lines, stream_json, stream_lines
from ..transcripts.format import LINES_MEDIA_TYPE
from ..transcripts.verify import verify
from .carried import StateCodec, codec, read_state, write_state
from .envelopes import (
    AsksForState,
    CarriedStateAnswer,
    CarriesState,
    TurnAndOutcome,
    ViolationSchema,
    game_part,
)
from .intake import inflate
from .jsonio import etag, json_response
from .offload import offload, raise_refusal
from .openapi.bodies import envelope as game_envelope
from .openapi.bodies import game_body
from .openapi.declare import Answer, doc
from .ratelimits import charge_transcript_bytes, spend_transcript_bytes
from .rules import linked
from .sessions.plumbing import bearer, service

bp = Blueprint("transcripts", __name__)

LINES_MEDIA_TYPES = frozenset({LINES_MEDIA_TYPE, "application/jsonl", "application/json-seq"})


class TranscriptRequest(TranscriptSchema, AsksForState):
    """A transcript, with how to carry its final state: `seal` beside an opening `state`,
    `opaque` for a token, `views` for seats' views."""

    class Meta(TranscriptSchema.Meta, AsksForState.Meta):
        pass

    seal = CarriesState._declared_fields["seal"]


class FirstIllegal(Schema):
    index = fields.Integer(required=True, metadata={"description": "its place in `moves`, from 0"})
    move = game_part("move", "the move as posted", required=True)
    violation = fields.Nested(ViolationSchema, required=True)


class ClaimItem(Schema):
    item = fields.String(
        required=True,
        metadata={"description": "`finished`, `winners`, or `scores.<side>` for each side"},
    )
    claimed = fields.Raw(required=True, metadata={"description": "what the transcript claims"})
    actual = fields.Raw(required=True, metadata={"description": "what the moves came to"})
    matches = fields.Boolean(required=True)


class ClaimComparison(Schema):
    matches = fields.Boolean(required=True, metadata={"description": "every item matches"})
    items = fields.List(fields.Nested(ClaimItem), required=True)


class EndingJudged(Schema):
    """The transcript's ending as judged after its moves: whether the table could have
    ended the match so (TBL-1 to TBL-3), and, where it could not, why."""

    reason = fields.String(required=True, metadata={"description": "the ending's, as sent"})
    seat = fields.Integer(metadata={"description": "the ending's, as sent (not with `aborted`)"})
    allowed = fields.Boolean(
        required=True,
        metadata={
            "description": "the table could have ended the match so: its outcome is then the "
            "ending's"
        },
    )
    violation = fields.Nested(
        ViolationSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "why it could not, citing the table rule: `match_over` (the moves "
            "end the match by the game's rules), `abort_too_late` (every seat moved, TBL-3); "
            "null when allowed"
        },
    )


class TranscriptVerdict(TurnAndOutcome, CarriedStateAnswer):
    """What the moves of a transcript came to; `movers`, `outcome`, `sheet` and the state
    are those after the last legal move."""

    valid = fields.Boolean(
        required=True,
        metadata={
            "description": "every move is legal, the ending (if any) could follow them, and the "
            "claim (if any) matches"
        },
    )
    moves_checked = fields.Integer(
        required=True, metadata={"description": "moves checked, the illegal one included"}
    )
    first_illegal = fields.Nested(
        FirstIllegal,
        required=True,
        allow_none=True,
        metadata={"description": "the first illegal move, where checking stopped; or null"},
    )
    finished = fields.Boolean(required=True, metadata={"description": "whether the match is over"})
    sheet = fields.Nested(ScoreSheetSchema, required=True)
    claim = fields.Nested(
        ClaimComparison,
        required=True,
        allow_none=True,
        metadata={"description": "the claim item by item; null when none was made"},
    )
    ending = fields.Nested(
        EndingJudged,
        required=True,
        allow_none=True,
        metadata={
            "description": "the ending judged after the moves; null when the transcript has "
            "none, or when an illegal move stopped the check before it"
        },
    )
    state = game_part("state", "the state after the last legal move (unless `token` is given)")


TRANSCRIPT_REQUEST = TranscriptRequest()


def check_text(game: Game, data: bytes, lines: bool, states: StateCodec) -> dict:
    """The answer to a transcript's text (JSON, or JSON lines), its moves checked one at a
    time as they are read."""
    if not data:
        raise MalformedInput("the request body must be a transcript", path="")
    body = (
        stream_lines(data, TRANSCRIPT_REQUEST) if lines else stream_json(data, TRANSCRIPT_REQUEST)
    )
    if "seal" in body and "state" not in body:
        raise MalformedInput("a seal goes with an opening `state`", path="seal")
    answer, final = verify(game, body, lambda data: read_state(game, body, states))
    answer["sheet"] = linked(game.rules, answer["sheet"])
    return write_state(game, body, answer, final, states)


def check_body(
    game: Game, body: bytes, *, gzipped: bool, lines: bool, limit: int, states: StateCodec
) -> dict:
    """A transcript's body checked (inflated first when gzipped, refused past `limit` bytes):
    `answer`, or the refusal `refused` (`referee.compute.wire.refusal`); beside either, the
    bytes it inflated to (`inflated_bytes`), which count against its sender's budget."""
    from ..compute.wire import refusal
    from ..engine import RefereeError
    from ..statecodec import CodecError
    from .problems import ApiProblem

    size = len(body)
    try:
        if gzipped:
            body = inflate(body, limit)
            size = len(body)
        return {"answer": check_text(game, body, lines, states), "inflated_bytes": size}
    except (RefereeError, CodecError, ApiProblem) as error:
        if isinstance(error, ApiProblem) and error.code == "body_too_large":
            size = limit + 1
        return {"refused": refusal(error), "inflated_bytes": size}


@bp.post("/v1/games/<game_id>/transcripts")
@doc(
    "{game}VerifyTranscript",
    "Verify a whole {title} match",
    body=Answer(
        schema=game_envelope(TranscriptRequest, opens=("seed", "state")),
        also={LINES_MEDIA_TYPE: "TranscriptLines"},
    ),
    answers={200: Answer("the verdict", game_body(TranscriptVerdict))},
    errors=(
        "malformed",
        "seal_invalid",
        "unknown_game",
        "body_too_large/transcript",
        "unsupported_media_type/transcript",
        "inconsistent_state",
        "rate_limited/costly",
        "compute_busy",
    ),
)
def verify_transcript(game_id: str):
    game = get_game(game_id)
    g.referee_game = game.id
    settings = current_app.config["REFEREE"]
    body = request.get_data(cache=False)
    gzipped = request.headers.get("Content-Encoding", "").strip().lower() == "gzip"
    lines = request.mimetype in LINES_MEDIA_TYPES
    limit = request.max_content_length or 0
    # What was sent is charged before any work; what it inflated to, once it is known.
    charge_transcript_bytes(len(body))
    if gzipped or len(body) > settings.compute_inline_bytes:
        args = {"game": game.id, "gzipped": gzipped, "lines": lines, "limit": limit}
        done = offload().run("check_transcript", args, settings.compute_seconds, body)
        spend_transcript_bytes(done["inflated_bytes"] - len(body))
        if "refused" in done:
            raise_refusal(done["refused"])
        return json_response(done["answer"])
    return json_response(check_text(game, body, lines, codec()))


@bp.get("/v1/sessions/<session_id>/transcript")
@doc(
    "getSessionTranscript",
    "Export a session's match as a transcript",
    tag="sessions",
    answers={
        200: Answer(
            "the transcript",
            TranscriptSchema,
            ("ETag",),
            also={LINES_MEDIA_TYPE: "TranscriptLines"},
        )
    },
    errors=("not_finished",),
    security="owner_or_finished_seat",
)
def session_transcript(session_id: str):
    exported = service().transcript(session_id, bearer(required=True))
    headers = {
        "ETag": etag(exported["version"]),
        "Cache-Control": "private, no-store",
        "Vary": "Accept, Authorization",
    }
    transcript = exported["transcript"]
    accept = request.accept_mimetypes
    if accept.best_match(["application/json", LINES_MEDIA_TYPE]) == LINES_MEDIA_TYPE:
        return Response(dumps_lines(transcript), 200, headers, mimetype=LINES_MEDIA_TYPE)
    return Response(dumps_json(transcript), 200, headers, mimetype="application/json")
