"""The wire format of the session calls: their request and answer envelopes."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from ..envelopes import OutcomeBase, StrictSchema, game_part


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
            "description": "accepted moves after `since`, oldest first, at most `limit`",
        },
    )
    next = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "the `since` of the following page; null when this page reaches "
            "`version`"
        },
    )


CREATE = SessionCreateRequest()
MOVE = SessionMoveRequest()
