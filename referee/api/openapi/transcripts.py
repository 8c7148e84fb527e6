"""The transcript calls in the document: each game's verification, and a session's export."""

from __future__ import annotations

from ...games.registry import REGISTRY
from ...transcripts import TranscriptSchema
from ...transcripts.format import LINES_MEDIA_TYPE
from ..transcripts import TranscriptRequest, TranscriptVerdict
from .games import envelope
from .sessions import ETAG, MISSING, NO_TOKEN, SESSION_ID, TAG, UNAVAILABLE
from .writer import (
    COMPUTE_REFUSED,
    COSTLY_RATE_LIMITED,
    INCONSISTENT,
    MALFORMED,
    REFUSED_CREDENTIAL,
    Writer,
    component_prefix,
    json_answer,
    operation_prefix,
    problem_answer,
    ref,
)

LINES = {
    "type": "string",
    "description": "the transcript as JSON lines: the header (every field but `moves`) on the "
    "first line, then one move a line, each as /moves accepts it",
}
TOO_LARGE = problem_answer(
    "the transcript, as sent or as inflated from gzip, is larger than "
    "REFEREE_MAX_TRANSCRIPT_BYTES (`body_too_large`; a gzip body is refused as soon as "
    "it inflates past the bound)"
)
UNSUPPORTED = problem_answer("neither JSON nor JSON lines, or a Content-Encoding other than gzip")


def document(w: Writer) -> None:
    w.named("TranscriptLines", LINES)
    for game in REGISTRY.values():
        prefix = component_prefix(game)
        request = envelope(w, game, TranscriptRequest(), opens=("seed", "state"))
        verdict = w.named(prefix + "TranscriptVerdict", w.body(TranscriptVerdict(), game))
        op = w.operation(
            f"Verify a whole {game.title} match",
            "Checks every move of a transcript in order, from its `seed` (the referee deals) "
            "or its initial `state` (with its `seal`), and stops at the first illegal one. "
            "Answers `valid`, `moves_checked`, `first_illegal` (its index, the move and the "
            "violated rule), whether the match is `finished`, `movers`, the `outcome`, the "
            "score `sheet` and the state after the last legal move (sealed, or as a `token` "
            "with `opaque`); and, when the transcript claims a result, the claim beside what "
            "the moves came to, item by item (`valid` is false when it does not match). Send "
            "JSON, or JSON lines (`application/x-ndjson`), gzipped or not "
            "(`Content-Encoding: gzip`). Moves are checked one at a time as they are read: a "
            "malformed move is a 400 naming its index (`moves.17.card`), and nothing past an "
            "illegal or malformed move is read. Past a few kilobytes, or gzipped, the check "
            "runs in the compute pool (a `503` when it cannot take it); the bytes, as "
            "inflated, count against the address's REFEREE_RATE_LIMIT_TRANSCRIPT_BYTES.",
            request,
            {
                200: json_answer("the verdict", verdict),
                400: MALFORMED,
                403: REFUSED_CREDENTIAL,
                404: problem_answer("no such game"),
                422: INCONSISTENT,
                429: COSTLY_RATE_LIMITED,
                503: COMPUTE_REFUSED,
            },
            game.id,
            operation_id=operation_prefix(game) + "VerifyTranscript",
            example=w.examples.games[game.id].transcripts,
        )
        op["responses"]["413"] = TOO_LARGE
        op["responses"]["415"] = UNSUPPORTED
        op["requestBody"]["content"][LINES_MEDIA_TYPE] = {"schema": ref("TranscriptLines")}
        w.spec.path(path=f"/v1/games/{game.id}/transcripts", operations={"post": op})
    transcript = w.named("Transcript", w.any_game_body(TranscriptSchema()))
    answer = json_answer("the transcript", transcript)
    answer["headers"] = ETAG
    op = w.operation(
        "Export a session's match as a transcript",
        "The match so far in the transcript format: the game, its options and seed, every "
        "move in order, and what they came to as the claim. Posting it to "
        "`POST /v1/games/{game}/transcripts` reproduces the session's state and score sheet. "
        "The seed shows every card, so the owner and the admin may export at any time, a "
        "seat once the match is over (`403 not_finished` before). With "
        "`Accept: application/x-ndjson`, JSON lines.",
        None,
        {
            200: answer,
            401: NO_TOKEN,
            403: problem_answer("a seat's token while the match runs (`not_finished`)"),
            404: MISSING,
            503: UNAVAILABLE,
        },
        TAG,
        operation_id="getSessionTranscript",
        example=w.examples.sessions.transcript,
    )
    op["responses"]["200"]["content"][LINES_MEDIA_TYPE] = {"schema": ref("TranscriptLines")}
    w.spec.path(
        path="/v1/sessions/{id}/transcript",
        parameters=[SESSION_ID],
        operations={
            "get": {**op, "security": [{"ownerToken": []}, {"adminToken": []}, {"seatToken": []}]}
        },
    )
