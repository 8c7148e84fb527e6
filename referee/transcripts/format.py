"""The transcript format: a match's opening and its moves in order, as JSON or JSON lines.

A transcript names its `game`, then how the match opened, either from a `seed` (the
referee deals, with `options` and `players`) or from a full initial `state`, then its
`moves`, each exactly as `/moves` accepts it, and optionally a `claim` (whether the match
is over, its winners, its final scores by side). As JSON lines, the first line holds
everything but the moves and each further line is one move, so a long match streams.
Parsing and printing are inverse: `parse_json(dumps_json(t)) == t`, and likewise for lines.
`stream_json` and `stream_lines` read a transcript whose moves are checked as they are read:
its header is checked at once, its moves are handed out one at a time (as JSON lines, each
line is parsed only when its move is reached), so checking stops at the first bad move.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import orjson
from marshmallow import RAISE, Schema, ValidationError, fields, validate, validates_schema

from ..engine import Game, MalformedInput
from ..engine.game import State
from ..games.wire import StrictBoolean, load
from ..games.wire.reading import loads
from ..tablerules.outcomes import ABORTED, REASONS, RESIGNED, TIMEOUT_REASON

PAST = {TIMEOUT_REASON: "timed out", RESIGNED: "resigned"}

# The media type of JSON lines; `application/jsonl` is taken as the same.
LINES_MEDIA_TYPE = "application/x-ndjson"


def _doc(text: str) -> dict:
    return {"metadata": {"description": text}}


class ClaimSchema(Schema):
    class Meta:
        unknown = RAISE

    finished = StrictBoolean(**_doc("the match is over"))
    winners = fields.List(fields.String(), **_doc("the sides that won (empty: none yet)"))
    scores = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(strict=True),
        **_doc("the match score of each side, every side named"),
    )


class EndingSchema(Schema):
    class Meta:
        unknown = RAISE

    # The document's words for `_seat_named`: a timeout and a resignation name the seat, an
    # abort names none. Which seats the match has, the transcript's opening says (the
    # document's rules per table size; `verify.check_ending`).
    document = {
        "if": {"properties": {"reason": {"const": ABORTED}}},
        "then": {"properties": {"seat": {"not": {}}}},
        "else": {"required": ["seat"]},
    }

    reason = fields.String(
        required=True,
        validate=validate.OneOf(REASONS),
        **_doc("how the table ended the match: `timeout`, `resigned` or `aborted`"),
    )
    seat = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        **_doc(
            "with `timeout` and `resigned` (and only with them): the seat that timed out or "
            "resigned"
        ),
    )

    @validates_schema
    def _seat_named(self, data: dict, **kwargs: Any) -> None:
        reason = data.get("reason")
        if reason == ABORTED and "seat" in data:
            raise ValidationError("an abort names no seat", field_name="seat")
        if reason in REASONS and reason != ABORTED and "seat" not in data:
            message = f"a {reason} names the seat that {PAST[reason]}"
            raise ValidationError(message, field_name="seat")


class TranscriptSchema(Schema):
    """A whole match: how it opened, every move in order, and what the client claims."""

    class Meta:
        unknown = RAISE

    game = fields.String(**_doc("the game id; over HTTP, the game of the path when absent"))
    players = fields.Integer(strict=True, **_doc("with `seed`: the number of seats"))
    options = fields.Dict(keys=fields.String(), **_doc("with `seed`: the game options"))
    seed = fields.String(
        validate=validate.Length(min=1, max=128),
        **_doc("the seed the match was dealt from; send it or `state`"),
    )
    state = fields.Raw(
        metadata={
            "game_schema": "state",
            "description": "the initial state in full; send it or `seed`",
        }
    )
    moves = fields.List(
        fields.Raw(metadata={"game_schema": "move", "description": "a move"}),
        required=True,
        **_doc("every move in order, each exactly as /moves accepts it"),
    )
    ending = fields.Nested(
        EndingSchema,
        **_doc(
            "a match a session's table ended after the moves (a timeout under `forfeit`, a "
            "resignation, an abort: table rules TBL-1 to TBL-3); its outcome follows from it"
        ),
    )
    claim = fields.Nested(
        ClaimSchema, **_doc("what the client claims the moves come to, compared item by item")
    )


TRANSCRIPT_SCHEMA = TranscriptSchema()


def parse_transcript(data: Any, schema: Schema = TRANSCRIPT_SCHEMA) -> dict:
    """A transcript's envelope checked (its moves are checked one by one as they are played)."""
    if isinstance(data, dict) and "moves" in data and not isinstance(data["moves"], list):
        raise MalformedInput("moves must be a list of moves, in order", path="moves")
    return load(schema, data, "")


def parse_header(data: Any, schema: Schema = TRANSCRIPT_SCHEMA) -> dict:
    """`parse_transcript` that leaves the moves as they are (a list, or a lazy iterator of
    them), unread by the schema: each is checked when it is played."""
    if not isinstance(data, dict):
        return parse_transcript(data, schema)  # refused as the schema refuses it
    if "moves" not in data:
        return parse_transcript(data, schema)  # refused: moves are required
    moves = data["moves"]
    if isinstance(moves, list | Iterator):
        return {**parse_transcript({**data, "moves": []}, schema), "moves": moves}
    return parse_transcript(data, schema)


def parse_json(text: bytes | str, schema: Schema = TRANSCRIPT_SCHEMA) -> dict:
    raw = text.encode("utf-8") if isinstance(text, str) else text
    return parse_transcript(loads(raw, "the transcript"), schema)


def stream_json(text: bytes, schema: Schema = TRANSCRIPT_SCHEMA) -> dict:
    """A JSON transcript, parsed whole (orjson, at C speed) but with only its header checked:
    its moves are left for the check, one at a time."""
    return parse_header(loads(text, "the transcript"), schema)


_LINE_BREAK = re.compile(rb"\r\n|\r|\n")  # where bytes.splitlines splits


def _rows(text: bytes) -> Iterator[tuple[int, bytes]]:
    """The lines of `text` that are not blank, by their number from 1, read lazily."""
    start = number = 0
    for number, found in enumerate(_LINE_BREAK.finditer(text), 1):  # noqa: B007
        line = text[start : found.start()]
        start = found.end()
        if line.strip():
            yield number, line
    if start < len(text) and text[start:].strip():
        yield number + 1, text[start:]


def _line_moves(rows: Iterator[tuple[int, bytes]]) -> Iterator[Any]:
    for index, (number, line) in enumerate(rows):
        yield loads(line, f"line {number}", f"moves.{index}")


def stream_lines(text: bytes, schema: Schema = TRANSCRIPT_SCHEMA) -> dict:
    """JSON lines: a header line (the transcript without `moves`), then one move a line;
    the header is checked at once, and each move's line parsed only when it is reached."""
    rows = _rows(text)
    first = next(rows, None)
    if first is None:
        raise MalformedInput("the transcript is empty: a header line comes first", path="")
    header = loads(first[1], f"line {first[0]}", None)
    if not isinstance(header, dict):
        raise MalformedInput("line 1, the header, must be a JSON object", path="")
    if "moves" in header:
        raise MalformedInput(
            "as JSON lines, the moves follow the header one a line, not in it", path="moves"
        )
    return parse_header({**header, "moves": _line_moves(rows)}, schema)


def parse_lines(text: bytes | str, schema: Schema = TRANSCRIPT_SCHEMA) -> dict:
    """JSON lines: a header line (the transcript without `moves`), then one move a line;
    every line read (`stream_lines` reads them as the moves are checked)."""
    transcript = stream_lines(text.encode("utf-8") if isinstance(text, str) else text, schema)
    return {**transcript, "moves": list(transcript["moves"])}


def dumps_json(transcript: dict) -> bytes:
    return orjson.dumps(transcript)


def dumps_lines(transcript: dict) -> bytes:
    header = {key: value for key, value in transcript.items() if key != "moves"}
    return b"".join(orjson.dumps(row) + b"\n" for row in [header, *transcript["moves"]])


def record(game: Game, state: State, moves: list[dict]) -> dict:
    """The transcript of a match dealt from its seed, as `state` stands after `moves`, with
    what those moves came to as its claim; `players` is the seat count, as `options.players`."""
    outcome = game.outcome(state)
    claim = {
        "finished": game.is_finished(state),
        "winners": [] if outcome is None else outcome["winners"],
        "scores": state["scores"],
    }
    return {
        "game": game.id,
        "players": game.seat_count(state),
        "options": state["options"],
        "seed": state["seed"],
        "moves": moves,
        "claim": claim,
    }
