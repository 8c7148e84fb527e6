"""The stateless game endpoints: catalog, deal, moves, legal moves, views and scores."""

from __future__ import annotations

import secrets

from flask import Blueprint, g

from ..engine import Game, IllegalMove, MalformedInput
from ..games.registry import REGISTRY, get_game
from ..games.wire import ScoreSheetSchema
from . import envelopes as env
from .carried import listing_seat, read_state, require_seat, write_state
from .envelopes import LEGAL_MOVES, MOVES, NEW_STATE, SCORES, VIEWS, envelope
from .jsonio import json_response, read_json
from .openapi.bodies import envelope as game_envelope
from .openapi.bodies import game_body
from .openapi.declare import Answer, doc
from .openapi.writer import event_names
from .rules import described, linked, with_violation_url

bp = Blueprint("games", __name__, url_prefix="/v1/games")


def with_events(game: Game) -> dict:
    """A game's description with the types of event it emits and their schemas' names."""
    names = event_names(game)
    return {
        **described(game),
        "events": [{"type": kind, "schema": names[kind]} for kind in game.event_schemas],
    }


@bp.get("")
@doc("listGames", "List the games", answers={200: Answer("the catalog", env.GameList)})
def list_games():
    return json_response({"games": [with_events(game) for game in REGISTRY.values()]})


@bp.get("/<game_id>")
@doc(
    "describeGame",
    "Describe a game",
    answers={200: Answer("the game", env.GameInfo)},
    errors=("unknown_game",),
)
def describe_game(game_id: str):
    return json_response(with_events(get_game(game_id)))


@bp.post("/<game_id>/states")
@doc(
    "{game}NewState",
    "Deal a new {title} match",
    body=game_envelope(env.NewStateRequest),
    answers={200: Answer("the dealt state", game_envelope(env.StateResponse))},
    errors=("malformed", "unknown_game", "options_conflict/opaque"),
)
def new_state(game_id: str):
    game = get_game(game_id)
    body = envelope(NEW_STATE, read_json())
    options = game.resolve_options(body.get("options"), body.get("players"))
    seed = body.get("seed") or secrets.token_hex(16)
    return json_response(write_state(game, body, {}, game.new_state(options, seed)))


def outcome_of(game, state: dict, move: dict) -> dict:
    """The wire outcome of one move: legal with its effects, or the rule that forbids it."""
    g.referee_game = game.id
    try:
        outcome = game.play(state, move)
    except IllegalMove as illegal:
        g.referee_legal = False
        return with_violation_url(
            game.rules,
            {"legal": False, **game.turn_and_outcome(state), "violation": illegal.to_dict()},
        )
    g.referee_legal = True
    answer = outcome.to_dict()
    return {"legal": True, **game.turn_and_outcome(outcome.state), **answer}


@bp.post("/<game_id>/moves")
@doc(
    "{game}PlayMove",
    "Referee a {title} move",
    body=game_envelope(env.MovesRequest, ()),
    answers={200: Answer("the outcome (legal or not)", game_body(env.Outcome))},
    errors=("malformed", "seal_invalid", "inconsistent_state", "rate_limited"),
)
def play_move(game_id: str):
    game = get_game(game_id)
    body = envelope(MOVES, read_json())
    state = read_state(game, body)
    move = game.parse_move(body["move"])
    require_seat(game, body, state, move["player"])
    answer = outcome_of(game, state, move)
    if answer["legal"]:
        write_state(game, body, answer, answer["state"])
    return json_response(answer)


@bp.post("/<game_id>/legal-moves")
@doc(
    "{game}LegalMoves",
    "List legal {title} moves",
    body=game_envelope(env.LegalMovesRequest, ()),
    answers={200: Answer("the moves", game_envelope(env.LegalMovesResponse))},
    errors=("malformed", "seal_invalid", "inconsistent_state"),
)
def legal_moves(game_id: str):
    game = get_game(game_id)
    body = envelope(LEGAL_MOVES, read_json())
    state = read_state(game, body)
    seat = listing_seat(game, body, state)
    require_seat(game, body, state, seat)
    kwargs = {"limit": body["limit"]} if "limit" in body else {}
    moves, truncated = game.moves(state, seat, **kwargs)
    return json_response({"moves": moves, "truncated": truncated})


@bp.post("/<game_id>/views")
@doc(
    "{game}View",
    "A seat's view of a {title} state",
    body=game_envelope(env.ViewsRequest, ()),
    answers={200: Answer("the view", game_envelope(env.ViewResponse))},
    errors=("malformed", "seal_invalid", "inconsistent_state"),
)
def view(game_id: str):
    game = get_game(game_id)
    body = envelope(VIEWS, read_json())
    state = read_state(game, body)
    seat = body.get("player")
    require_seat(game, body, state, seat)
    if seat is not None:
        game.check_seat(state, seat, "player")
    return json_response({"view": game.view(state, seat), **game.turn_and_outcome(state)})


@bp.post("/<game_id>/scores")
@doc(
    "{game}Score",
    "Score a {title} game",
    body=game_envelope(env.ScoresRequest, ("tally",)),
    answers={200: Answer("the score sheet", ScoreSheetSchema)},
    errors=("malformed", "seal_invalid", "inconsistent_state"),
)
def scores(game_id: str):
    game = get_game(game_id)
    body = envelope(SCORES, read_json())
    if "tally" in body:
        if "state" in body or "token" in body:
            raise MalformedInput("send exactly one of `state`, `token` or `tally`")
        sheet = game.score_tally(game.parse_tally(body["tally"]))
    else:
        sheet = game.score_sheet(read_state(game, body))
    return json_response(linked(game.rules, sheet))
