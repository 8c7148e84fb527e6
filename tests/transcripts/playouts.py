"""The conformance suite's seeded playouts, each as a transcript (made once per run)."""

from __future__ import annotations

from functools import cache

from referee.games.registry import REGISTRY
from referee.transcripts import record
from tests.test_conformance import SEEDS, play_match

PLAYOUTS = [(game_id, seed) for game_id in sorted(REGISTRY) for seed in SEEDS]


@cache
def playout(game_id: str, seed: str) -> tuple[dict, dict]:
    """The final state of the seeded conformance match and its transcript, with its claim."""
    game = REGISTRY[game_id]
    state, trail = play_match(game, seed, check=False)
    return state, record(game, state, [move for move, _, _ in trail])
