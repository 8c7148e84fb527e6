"""A deal always goes on and ends (SAM-4.9, SAM-6.6, SAM-8, SAM-9).

There is a legal action in every position, stalemates are resolved by reshuffles, and random
deals finish.
"""

from __future__ import annotations

import random

from referee.games.spite_and_malice import GAME
from tests.test_conformance import HOOKS

BOUND = 4000  # moves; the longest of these seeded deals is far below it (bench/RESULTS.md)


choose = HOOKS["spite-and-malice"].choose  # the suites' random player


def play_out(options: dict, seed: str, pick) -> int:
    state = GAME.new_state(GAME.resolve_options(options), seed)
    rng = random.Random(seed)
    for count in range(BOUND):
        if GAME.is_finished(state):
            return count
        moves, _ = GAME.moves(state)
        kinds = {move["type"] for move in moves}
        # SAM-4.9, SAM-6.6: an obligation can always be met, and otherwise END is legal.
        assert "end" in kinds or "play" in kinds
        state = GAME.play(state, pick(moves, rng)).state
    raise AssertionError(f"deal {seed} did not end in {BOUND} moves")


# SAM-8.5, SAM-9.2, SAM-9.3
def test_random_players_finish_every_deal_sam_8_5_sam_9_2_sam_9_3():
    lengths = [play_out({}, f"end-{n}", choose) for n in range(12)]
    assert max(lengths) < BOUND


# SAM-8.6
def test_uniform_random_play_finishes_short_deals_sam_8_6():
    lengths = [
        play_out({"payoff_size": 5}, f"short-{n}", lambda moves, rng: rng.choice(moves))
        for n in range(12)
    ]
    assert max(lengths) < BOUND


# SAM-12.5.7
def test_partnership_deals_finish_sam_12_5_7():
    for players in (4, 6):
        assert play_out({"players": players}, f"teams-{players}", choose) < BOUND
