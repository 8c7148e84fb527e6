"""Request and response envelopes of the HTTP API; game-specific parts are filled per game.

A field with `metadata={"game_schema": "state"}` (or move, view, tally) holds one game's
schema: the views hand it to that game to parse, and the OpenAPI writer puts the game's
component in its place, so the document and the code share one definition.
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, fields, validate

from ..engine.game import MOVE_LIST_CAP
from ..games.wire import OutcomeSchema, load
from ..statecodec import TOKEN_MAX_CHARS
from ..statecodec.macs import MAC_MAX_CHARS


def game_part(part: str, description: str, **kwargs) -> fields.Raw:
    return fields.Raw(metadata={"game_schema": part, "description": description}, **kwargs)


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


class CarriesState(StrictSchema):
    """A request that carries a state: plain JSON with its seal, or an opaque token."""

    state = game_part("state", "the position as plain JSON; send it or `token`")
    seal = fields.String(
        validate=validate.Length(min=1, max=MAC_MAX_CHARS),
        metadata={
            "description": "the `seal` the referee answered beside this state; required when the "
            "referee runs with REFEREE_REQUIRE_SEAL"
        },
    )
    token = fields.String(
        validate=validate.Length(min=1, max=TOKEN_MAX_CHARS),
        metadata={
            "description": "the position as an opaque token from an earlier answer, in place of "
            "`state`"
        },
    )
    seat_key = fields.String(
        validate=validate.Length(min=1, max=MAC_MAX_CHARS),
        metadata={
            "description": "with a token: the key of the seat the request acts or looks as (from "
            "`seat_keys`); every seat it names must be that one"
        },
    )


class AsksForState(StrictSchema):
    """A request whose answer holds a state: how to carry it, and which views to add."""

    opaque = fields.Boolean(
        metadata={
            "description": "answer a `token` in place of `state` (implied when the request sent a "
            "token; needs REFEREE_STATE_KEYS)"
        }
    )
    views = fields.List(
        fields.Integer(strict=True, allow_none=True, metadata={"minimum": 0}),
        validate=validate.Length(max=9),
        metadata={"description": "seats whose views to add to the answer; null for a spectator"},
    )


class NewStateRequest(AsksForState):
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
        metadata={"description": "seed of every shuffle of the match; drawn at random when absent"},
    )


class MovesRequest(CarriesState, AsksForState):
    move = game_part("move", "the proposed move", required=True)


class LegalMovesRequest(CarriesState):
    player = fields.Integer(
        strict=True,
        allow_none=True,
        metadata={
            "description": "seat whose moves to list; absent or null: every seat that may move "
            "now, or with a token the seat its `seat_key` proves",
            "minimum": 0,
        },
    )
    limit = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=MOVE_LIST_CAP),
        metadata={"description": f"cap on the list (at most {MOVE_LIST_CAP})"},
    )


class ViewsRequest(CarriesState):
    player = fields.Integer(
        strict=True,
        allow_none=True,
        metadata={
            "description": "the seat whose view to build; absent or null: a spectator's view",
            "minimum": 0,
        },
    )


class ScoresRequest(CarriesState):
    tally = game_part("tally", "captured cards and sweeps of a game played elsewhere")


class CarriedStateAnswer(Schema):
    """How an answer carries a state: plain with a seal, or a token; and the views asked for."""

    seal = fields.String(
        metadata={
            "description": "`<key id>.<mac>`: send it back beside `state` (only with "
            "REFEREE_STATE_KEYS)"
        }
    )
    token = fields.String(
        metadata={
            "description": "the state, encrypted: send it back in place of `state` (answers to "
            "`opaque` requests and to requests that sent a token)"
        }
    )
    views = fields.List(
        game_part("view", "what the seat (or a spectator) may see"),
        metadata={"description": "the views asked for with `views`, in the order asked"},
    )
    seat_keys = fields.List(
        fields.String(),
        metadata={
            "description": "one key per seat, by seat, when the answer makes a token of a plain "
            "state: hand each seat its own; with the token it proves the seat"
        },
    )


class StateResponse(CarriedStateAnswer):
    state = game_part("state", "a freshly dealt match (absent when `token` is given)")


class TurnAndOutcome(Schema):
    """Whose turn it is and how the match ended, in one shape for every game."""

    movers = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "the seats that may move now; empty once the match is over"},
    )
    outcome = fields.Nested(
        OutcomeSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "null while play goes on; once the match is over, the winning sides, "
            "each side's final score and rank, and why it ended"
        },
    )


class ViewResponse(TurnAndOutcome):
    view = game_part("view", "what the seat (or a spectator) may see", required=True)


class LegalMovesResponse(Schema):
    moves = fields.List(
        game_part("move", "a legal move"),
        required=True,
        metadata={"description": "legal moves, each in the form /moves accepts"},
    )
    truncated = fields.Boolean(
        required=True, metadata={"description": "true when the cap cut the list"}
    )


class ViolationSchema(Schema):
    code = fields.String(required=True, metadata={"description": "stable machine-readable reason"})
    rule = fields.String(
        required=True, metadata={"description": "the rule id that forbids the move"}
    )
    rule_url = fields.String(
        required=True,
        metadata={"description": "relative URL of that rule's entry in the game's rules catalog"},
    )
    message = fields.String(required=True)


class OutcomeBase(TurnAndOutcome):
    """What every answer to a move holds, stateless or in a session: `movers` and `outcome`
    are those of the state after a legal move, of the unchanged state after an illegal one."""

    legal = fields.Boolean(required=True)
    events = fields.List(
        fields.Dict(),
        metadata={"description": "what happened, in order; each of a type the game lists"},
    )
    score_deltas = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(),
        metadata={"description": "change of match score by side caused by the move"},
    )
    finished = fields.Boolean(metadata={"description": "whether the match is over"})
    result = fields.Dict(
        allow_none=True,
        metadata={
            "description": "winner and final scores once the match is over. Deprecated: read "
            "`outcome`, which every game gives in one shape; a release from 2027-06-01 on may "
            "leave it out (the answer's `Deprecation` and `Sunset` headers)",
            "deprecated": True,
        },
    )
    violation = fields.Nested(
        ViolationSchema, metadata={"description": "why the move is illegal (illegal moves only)"}
    )


class Outcome(OutcomeBase, CarriedStateAnswer):
    state = game_part("state", "the state after the move (legal moves, unless `token` is given)")


class OptionInfo(Schema):
    name = fields.String(required=True)
    default = fields.Raw(required=True)
    description = fields.String()
    rule = fields.String()
    rule_url = fields.String(
        metadata={
            "description": "relative URL of the rule the option sets, in the game's rules catalog"
        }
    )
    values = fields.List(fields.Raw())
    minimum = fields.Integer(allow_none=True)
    maximum = fields.Integer(allow_none=True)
    nullable = fields.Boolean(metadata={"description": "with a range: null is allowed too"})


class EventType(Schema):
    type = fields.String(required=True, metadata={"description": "the event's `type` value"})
    schema = fields.String(
        required=True,
        metadata={"description": "the name of its schema in the OpenAPI document's components"},
    )


class GameInfo(Schema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    rules_version = fields.String(required=True)
    players = fields.List(fields.Integer(), required=True)
    options = fields.List(fields.Nested(OptionInfo), required=True)
    defaults_by_players = fields.Dict(
        keys=fields.String(),
        values=fields.Dict(),
        required=True,
        metadata={
            "description": 'by player count ("2", "4"), every option as the referee '
            "resolves it when a client names only that count: a game may tie a default to "
            "the seat count (Spite and Malice's mixed deal and pay-off size with 4 or 6 "
            "players, SAM-12.5.2), which `options[].default` cannot say",
            "example": {"2": {"players": 2, "target_score": 21, "first_player": "random"}},
        },
    )
    move_list_cap = fields.Integer(required=True)
    rules_url = fields.String(
        required=True, metadata={"description": "relative URL of the game's rules catalog"}
    )
    events = fields.List(
        fields.Nested(EventType),
        required=True,
        metadata={"description": "every type of event the game emits, with its schema"},
    )


class GameList(Schema):
    games = fields.List(fields.Nested(GameInfo), required=True)


class Problem(Schema):
    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    code = fields.String(required=True)
    detail = fields.String(required=True)
    path = fields.String(
        metadata={
            "description": (
                "the offending field, where one is to blame: its dotted path in the request body, "
                "e.g. state.hands.1, move.card, player"
            )
        }
    )


NEW_STATE = NewStateRequest()
MOVES = MovesRequest()
LEGAL_MOVES = LegalMovesRequest()
VIEWS = ViewsRequest()
SCORES = ScoresRequest()


def envelope(schema: Schema, data: Any) -> dict:
    return load(schema, data, "")
