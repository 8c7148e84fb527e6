"""Seat fillers: a move for one seat, chosen among that seat's legal moves at a level."""

from __future__ import annotations

import random

from ..engine import Game
from ..engine.game import Move, State

LEVELS = ("random", "greedy", "expert")


def choose_move(
    game: Game, state: State, seat: int, level: str, *, rng: random.Random, budget_s: float = 0.2
) -> Move:
    """A legal move of `seat` in `state`: uniform among its legal moves at every level here.

    ValueError for an unknown level or a seat that may not move now.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; one of {', '.join(LEVELS)}")
    moves, _ = game.moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move now")
    return rng.choice(moves)
