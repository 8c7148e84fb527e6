"""Greedy and expert: greedy beats random over a few seeded matches of every game, and the
expert answers a legal move within its budget."""

from __future__ import annotations

import random
import time

import pytest

from referee.bots import choose_move
from referee.bots.search import acting_seat
from referee.games.registry import REGISTRY

# Whole matches, but small pay-off piles: random players clog Spite and Malice's.
SHORT = {
    "cassino": {"players": 2},
    "modulo": {"players": 3},
    "ronda": {"players": 2, "target_score": 21},
    "seep": {"players": 2},
    "spite-and-malice": {"players": 2, "payoff_size": 5},
}
MATCHES = 4


def ranks_after(game, levels: list[str], seed: str) -> dict[str, int]:
    """Each side's rank at the end of a seeded match, seat `s` played at `levels[s]`."""
    state = game.new_state(game.resolve_options(SHORT[game.id]), seed)
    rngs = [random.Random(f"{seed}-{seat}") for seat in range(len(levels))]
    while not game.is_finished(state):
        seat = acting_seat(game, state)
        state = game.play(state, choose_move(game, state, seat, levels[seat], rng=rngs[seat])).state
    return {row["side"]: row["rank"] for row in game.outcome(state)["standings"]}


@pytest.mark.parametrize("game_id", sorted(SHORT))
def test_greedy_ranks_above_random_in_most_seeded_matches(game_id):
    game = REGISTRY[game_id]
    players = SHORT[game_id]["players"]
    wins = trials = 0
    for number in range(MATCHES):
        seat = number % players
        levels = ["greedy" if s == seat else "random" for s in range(players)]
        ranks = ranks_after(game, levels, f"greedy-{number}")
        for other in range(players):
            if other != seat:
                trials += 1
                wins += ranks[str(seat)] < ranks[str(other)]
    assert wins >= 0.6 * trials, f"greedy ranked above random {wins} times of {trials}"


@pytest.mark.parametrize("game_id", sorted(SHORT))
def test_the_expert_answers_a_legal_move_in_its_budget_and_a_little(game_id):
    game = REGISTRY[game_id]
    state = game.new_state(game.resolve_options(SHORT[game_id]), "expert")
    seat = acting_seat(game, state)
    started = time.process_time()
    move = choose_move(game, state, seat, "expert", rng=random.Random(1), budget_s=0.05)
    # CPU time: a busy machine may stretch the wall clock, never the bot's own work.
    assert time.process_time() - started < 1.0
    assert game.check(state, move) is None
