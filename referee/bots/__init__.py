"""Seat fillers: bots that choose a move for one seat from what that seat may see."""

from __future__ import annotations

import random

from ..engine.errors import IllegalMove, MalformedInput
from ..engine.game import Game, Move, State
from ..engine.wording import json_text
from .search import expert, greedy, seat_moves

LEVELS = ("random", "greedy", "expert")
DEFAULT_BUDGET_S = 0.2


def choose_move(
    game: Game,
    state: State,
    seat: int,
    level: str,
    *,
    rng: random.Random,
    budget_s: float = DEFAULT_BUDGET_S,
) -> Move:
    """A legal move for `seat` at `level`, chosen from the seat's view and its own moves only.

    `state` must be checked (`Game.load_state`). IllegalMove when the seat may not move now
    (citing the game's `over_rule` or `turn_rule`, as a posted move would be refused),
    MalformedInput for a seat out of range or an unknown level.
    """
    if level not in LEVELS:
        raise MalformedInput(
            f"level must be one of {', '.join(LEVELS)}; got {json_text(level)}", path="level"
        )
    game.check_seat(state, seat, "seat")
    if game.is_finished(state):
        raise IllegalMove("game_over", game.over_rule, "the match is over; no move can be made")
    movers = game.to_move(state)
    if seat not in movers:
        waiting = ", ".join(str(s) for s in movers)
        raise IllegalMove(
            "not_your_turn",
            game.turn_rule,
            f"seat {seat} may not move now; waiting for seat {waiting}",
        )
    # From here on only the seat's view is read: every level works on states sampled from
    # it, so no hidden card can sway the choice.
    view = game.view(state, seat)
    if level == "greedy":
        return greedy(game, view, seat, rng)
    if level == "expert":
        return expert(game, view, seat, rng, budget_s)
    return rng.choice(seat_moves(game, game.sample_state(view, rng), seat))
