"""Playing a game leaves no reference cycles: reference counting frees everything a move makes.

Garbage that only the collector can free brings its collections sooner, and each one stops
every request and event stream of a server's worker for tens of milliseconds.
"""

from __future__ import annotations

import gc
import random

import pytest

from referee.games.registry import REGISTRY
from tests.test_conformance import choose, short_match_options


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_random_play_leaves_nothing_for_the_collector(game_id):
    game = REGISTRY[game_id]
    gc.collect()
    gc.disable()
    try:
        for match in range(3):
            options = game.resolve_options(short_match_options(game_id), None)
            state = game.new_state(options, f"garbage-{match}")
            rng = random.Random(match)
            while not game.is_finished(state):
                listed, _ = game.moves(state)
                state = game.play(state, choose(game_id, listed, rng)).state
        del state, listed
        freed = gc.collect()
    finally:
        gc.enable()
    assert freed == 0, f"{freed} objects in reference cycles"
