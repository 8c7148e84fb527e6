"""Request and response envelopes of the HTTP API; game-specific parts are filled per game.

A field with `metadata={"game_schema": "state"}` (or move, view, tally) holds one game's
schema: the views hand it to that game to parse, and the OpenAPI writer puts the game's
component in its place, so the document and the code share one definition.
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, fields, validate

from ..engine.game import MOVE_LIST_CAP
from ..games.wire import load


def game_part(part: str, description: str, **kwargs) -> fields.Raw:
    return fields.Raw(metadata={"game_schema": part, "description": description}, **kwargs)


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


class NewStateRequest(StrictSchema):
    players = fields.Integer(strict=True, metadata={
        "description": "number of seats; the same as options.players"})
    options = fields.Dict(keys=fields.String(), metadata={
        "description": "game options; unnamed ones take their defaults (GET /v1/games/{game})"})
    seed = fields.String(validate=validate.Length(min=1, max=128), metadata={
        "description": "seed of every shuffle of the match; drawn at random when absent"})


class MovesRequest(StrictSchema):
    state = game_part("state", "the position the move is played in", required=True)
    move = game_part("move", "the proposed move", required=True)


class LegalMovesRequest(StrictSchema):
    state = game_part("state", "the position", required=True)
    player = fields.Integer(strict=True, allow_none=True, metadata={
        "description": "seat whose moves to list; absent or null: every seat that may move now"})
    limit = fields.Integer(strict=True, validate=validate.Range(min=1, max=MOVE_LIST_CAP),
                           metadata={"description": f"cap on the list (at most {MOVE_LIST_CAP})"})


class ViewsRequest(StrictSchema):
    state = game_part("state", "the position", required=True)
    player = fields.Integer(strict=True, allow_none=True, metadata={
        "description": "the seat whose view to build; absent or null: a spectator's view"})


class ScoresRequest(StrictSchema):
    state = game_part("state", "a running or finished state to score")
    tally = game_part("tally", "captured cards and sweeps of a game played elsewhere")


class StateResponse(Schema):
    state = game_part("state", "a freshly dealt match", required=True)


class ViewResponse(Schema):
    view = game_part("view", "what the seat (or a spectator) may see", required=True)


class LegalMovesResponse(Schema):
    moves = fields.List(game_part("move", "a legal move"), required=True, metadata={
        "description": "legal moves, each in the form /moves accepts"})
    truncated = fields.Boolean(required=True, metadata={
        "description": "true when the cap cut the list"})


class ViolationSchema(Schema):
    code = fields.String(required=True, metadata={"description": "stable machine-readable reason"})
    rule = fields.String(required=True, metadata={"description": "the rule id that forbids the move"})
    rule_url = fields.String(required=True, metadata={
        "description": "relative URL of that rule's entry in the game's rules catalog"})
    message = fields.String(required=True)


class OutcomeBase(Schema):
    """What every answer to a move holds, stateless or in a session."""

    legal = fields.Boolean(required=True)
    events = fields.List(fields.Dict(), metadata={"description": "what happened, in order"})
    score_deltas = fields.Dict(keys=fields.String(), values=fields.Integer(), metadata={
        "description": "change of match score by side caused by the move"})
    finished = fields.Boolean(metadata={"description": "whether the match is over"})
    result = fields.Dict(allow_none=True, metadata={
        "description": "winner and final scores once the match is over"})
    violation = fields.Nested(ViolationSchema, metadata={
        "description": "why the move is illegal (illegal moves only)"})


class Outcome(OutcomeBase):
    state = game_part("state", "the state after the move (legal moves only)")


class ScoreItem(Schema):
    item = fields.String(required=True)
    rule = fields.String(required=True)
    rule_url = fields.String(required=True, metadata={
        "description": "relative URL of that rule's entry in the game's rules catalog"})
    points = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    detail = fields.Dict(metadata={"description": "what the points were counted from"})


class ScoreSheet(Schema):
    game = fields.String(required=True)
    final = fields.Boolean(required=True, metadata={"description": "whether the deal is over"})
    items = fields.List(fields.Nested(ScoreItem), required=True)
    totals = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    match = fields.Dict(metadata={"description": "match scores, target and winner (states only)"})


class OptionInfo(Schema):
    name = fields.String(required=True)
    default = fields.Raw(required=True)
    description = fields.String()
    rule = fields.String()
    rule_url = fields.String(metadata={
        "description": "relative URL of the rule the option sets, in the game's rules catalog"})
    values = fields.List(fields.Raw())
    minimum = fields.Integer(allow_none=True)
    maximum = fields.Integer(allow_none=True)
    nullable = fields.Boolean(metadata={"description": "with a range: null is allowed too"})


class GameInfo(Schema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    rules_version = fields.String(required=True)
    players = fields.List(fields.Integer(), required=True)
    options = fields.List(fields.Nested(OptionInfo), required=True)
    move_list_cap = fields.Integer(required=True)
    rules_url = fields.String(required=True, metadata={
        "description": "relative URL of the game's rules catalog"})


class GameList(Schema):
    games = fields.List(fields.Nested(GameInfo), required=True)


class Problem(Schema):
    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    code = fields.String(required=True)
    detail = fields.String(required=True)
    path = fields.String(metadata={"description": (
        "the offending field, where one is to blame: its dotted path in the request body, "
        "e.g. state.hands.1, move.card, player")})


NEW_STATE = NewStateRequest()
MOVES = MovesRequest()
LEGAL_MOVES = LegalMovesRequest()
VIEWS = ViewsRequest()
SCORES = ScoresRequest()


def envelope(schema: Schema, data: Any) -> dict:
    return load(schema, data, "")
