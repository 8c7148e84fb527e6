"""Moves per second of every game's engine: legal-move listing plus apply, in one process."""

from __future__ import annotations

import argparse
import random
import time

from referee.games.registry import REGISTRY

TARGETS = {
    "cassino": 20_000,
    "seep": 5_000,
    "spite-and-malice": 20_000,
    "ronda": 20_000,
    "modulo": 20_000,
}
# Uniformly random players clog Spite and Malice's discard piles, and a default deal can
# run for hundreds of thousands of moves (bench/deal_length.py); ten-card pay-off piles
# keep every benchmark match to a few hundred moves of the same kinds of positions.
MATCH_OPTIONS = {"spite-and-malice": {"payoff_size": 10}}


def measure(
    game_id: str, seconds: float, players: int | None, clock=time.perf_counter
) -> tuple[int, float]:
    game = REGISTRY[game_id]
    moves_played, elapsed, match = 0, 0.0, 0
    while elapsed < seconds:
        options = game.resolve_options(MATCH_OPTIONS.get(game_id, {}), players)
        state = game.new_state(options, f"bench-{match}")
        rng = random.Random(match)
        started = clock()
        while not game.is_finished(state):
            moves, _ = game.moves(state)
            state = game.play(state, rng.choice(moves)).state
            moves_played += 1
        elapsed += clock() - started
        match += 1
    return moves_played, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=sorted(REGISTRY), action="append")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--players", type=int)
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time by this process's CPU time, which a busy machine inflates less",
    )
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    for game_id in args.game or sorted(REGISTRY):
        moves, elapsed = measure(game_id, args.seconds, args.players, clock)
        rate = moves / elapsed
        target = TARGETS.get(game_id)
        verdict = (
            ""
            if target is None
            else f"  target {target:,}: {'met' if rate >= target else 'MISSED'}"
        )
        print(f"{game_id:18} {moves:8,} moves in {elapsed:5.2f}s = {rate:10,.0f} moves/s{verdict}")


if __name__ == "__main__":
    main()
