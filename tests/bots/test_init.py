"""choose_move: every level answers a legal move of the seat, and refuses what a post would."""

from __future__ import annotations

import random

import pytest

from referee.bots import LEVELS, choose_move
from referee.engine.errors import IllegalMove, MalformedInput
from referee.games.registry import REGISTRY

GAMES_AND_COUNTS = [(game, n) for game in REGISTRY.values() for n in game.player_counts]


@pytest.mark.parametrize(
    ("game", "players"), GAMES_AND_COUNTS, ids=[f"{g.id}-{n}" for g, n in GAMES_AND_COUNTS]
)
def test_random_level_answers_a_move_the_referee_accepts(game, players):
    state = game.new_state(game.resolve_options({}, players), "bots")
    rng = random.Random(3)
    for _ in range(30):
        if game.is_finished(state):
            break
        seat = game.to_move(state)[0]
        move = choose_move(game, state, seat, "random", rng=rng)
        assert game.parse_move(move) == move
        state = game.play(state, move).state


def test_a_seat_that_may_not_move_is_refused_with_the_turn_rule():
    game = REGISTRY["cassino"]
    state = game.new_state(game.resolve_options({}, 2), "bots")
    idle = 1 - game.to_move(state)[0]
    with pytest.raises(IllegalMove) as refused:
        choose_move(game, state, idle, "random", rng=random.Random(0))
    assert refused.value.rule == game.turn_rule


def test_an_unknown_level_or_seat_is_malformed():
    game = REGISTRY["cassino"]
    state = game.new_state(game.resolve_options({}, 2), "bots")
    with pytest.raises(MalformedInput):
        choose_move(game, state, 0, "grandmaster", rng=random.Random(0))
    with pytest.raises(MalformedInput):
        choose_move(game, state, 5, "random", rng=random.Random(0))
    assert LEVELS == ("random", "greedy", "expert")
