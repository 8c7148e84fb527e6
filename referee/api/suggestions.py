"""Suggested moves: a bot's choice for one seat of a posted state, at the level asked for."""

from __future__ import annotations

import random
import time

from flask import Blueprint
from marshmallow import Schema, fields, validate

from ..bots import DEFAULT_BUDGET_S, LEVELS, choose_move
from ..engine import IllegalMove
from ..games.registry import get_game
from .carried import read_state, require_seat
from .envelopes import CarriesState, envelope, game_part
from .jsonio import json_response, read_json
from .offload import QUEUE_WAIT, offload
from .openapi.bodies import envelope as game_envelope
from .openapi.bodies import game_body
from .openapi.declare import Answer, doc
from .problems import ApiProblem

bp = Blueprint("suggestions", __name__, url_prefix="/v1/games")

# An expert search holds a process of the compute pool for its whole budget: one second
# at most.
MAX_BUDGET_MS = 1000
# The levels searched in the compute pool; the others choose in a few milliseconds.
POOLED_LEVELS = frozenset({"expert"})


class SuggestionRequest(CarriesState):
    player = fields.Integer(
        strict=True,
        required=True,
        metadata={
            "description": "the seat to suggest a move for; it must be able to move now",
            "minimum": 0,
        },
    )
    level = fields.String(
        required=True,
        validate=validate.OneOf(LEVELS),
        metadata={
            "description": "`random`: any legal move, uniformly; `greedy`: the move that scores "
            "best at once (points, captures, cards shed); `expert`: a search over deals "
            "consistent with what the seat sees, within `budget_ms`"
        },
    )
    budget_ms = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=MAX_BUDGET_MS),
        metadata={
            "description": f"the expert's thinking time in milliseconds (default "
            f"{round(DEFAULT_BUDGET_S * 1000)}, at most {MAX_BUDGET_MS}); other levels ignore it"
        },
    )
    seed = fields.String(
        validate=validate.Length(min=1, max=128),
        metadata={
            "description": "seeds the bot's own draws, so that the same request gets the same "
            "move; drawn at random when absent"
        },
    )


class SuggestionResponse(Schema):
    move = game_part("move", "the suggested move, in the form /moves accepts", required=True)
    level = fields.String(required=True, metadata={"description": "the level that chose it"})
    elapsed_ms = fields.Float(
        required=True, metadata={"description": "the time the bot took, in milliseconds"}
    )
    budget_ms = fields.Integer(
        allow_none=True,
        required=True,
        metadata={"description": "the expert's budget; null for the other levels"},
    )


SUGGESTION = SuggestionRequest()


@bp.post("/<game_id>/suggestions")
@doc(
    "{game}Suggest",
    "Suggest a {title} move",
    body=game_envelope(SuggestionRequest, ()),
    answers={200: Answer("the suggested move", game_body(SuggestionResponse))},
    errors=(
        "malformed",
        "seal_invalid",
        "not_your_turn",
        "inconsistent_state",
        "rate_limited/costly",
        "compute_busy",
    ),
    words={"levels": ", ".join(LEVELS)},
)
def suggest(game_id: str):
    game = get_game(game_id)
    body = envelope(SUGGESTION, read_json())
    state = read_state(game, body)
    seat, level = body["player"], body["level"]
    # The bot reads the seat's hand: with a token, only that seat's key may ask.
    require_seat(game, body, state, seat)
    game.check_seat(state, seat, "player")
    budget_ms = body.get("budget_ms", round(DEFAULT_BUDGET_S * 1000))
    try:
        if level in POOLED_LEVELS:
            chosen = offload().run(
                "suggest",
                {
                    "game": game.id,
                    "state": state,
                    "player": seat,
                    "level": level,
                    "seed": body.get("seed"),
                    "budget_s": budget_ms / 1000,
                },
                budget=budget_ms / 1000 + QUEUE_WAIT,
            )
            move, elapsed = chosen["move"], chosen["elapsed_ms"]
        else:
            rng = random.Random(body["seed"]) if "seed" in body else random.Random()
            started = time.perf_counter()
            move = choose_move(game, state, seat, level, rng=rng, budget_s=budget_ms / 1000)
            elapsed = round((time.perf_counter() - started) * 1000, 3)
    except IllegalMove as illegal:
        raise ApiProblem(409, illegal.code, f"{illegal.message} ({illegal.rule})") from None
    return json_response(
        {
            "move": move,
            "level": level,
            "elapsed_ms": elapsed,
            "budget_ms": budget_ms if level == "expert" else None,
        }
    )
