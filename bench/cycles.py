"""Cyclic garbage per move of every game's engine: what only the garbage collector frees.

Random play of `--matches` seeded matches per game (listing plus apply, as bench/engine.py
plays) with the collector off; one collection after each match counts the objects that
only it could free. Every such object is work for a server's collector, whose pauses stop
every request and stream of the worker (bench/RESULTS.md, "Ten thousand watchers").
"""

from __future__ import annotations

import argparse
import gc
import random

from engine import MATCH_OPTIONS

from referee.games.registry import REGISTRY


def cycles(game_id: str, matches: int) -> tuple[int, int]:
    """(moves played, objects freed only by the collector) over `matches` random matches."""
    game = REGISTRY[game_id]
    moves = freed = 0
    gc.collect()
    gc.disable()
    try:
        for match in range(matches):
            options = game.resolve_options(MATCH_OPTIONS.get(game_id, {}), None)
            state = game.new_state(options, f"cycles-{match}")
            rng = random.Random(match)
            while not game.is_finished(state):
                listed, _ = game.moves(state)
                state = game.play(state, rng.choice(listed)).state
                moves += 1
            freed += gc.collect()
    finally:
        gc.enable()
    return moves, freed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20)
    args = parser.parse_args()
    for game_id in sorted(REGISTRY):
        moves, freed = cycles(game_id, args.matches)
        print(f"{game_id:18} {moves:7,} moves  {freed:9,} objects  {freed / moves:6.1f} per move")


if __name__ == "__main__":
    main()
