"""Worst time to list legal moves, on crowded tables every game can reach.

A playout that adds to the table whenever it can (trail, throw) ends with nearly the
whole pack face up: the crowded table a hostile client would pose. Every position of
such playouts, and of random ones, is timed; the target is 50 ms for the worst.
"""

from __future__ import annotations

import argparse
import random
import time

from engine import MATCH_OPTIONS

from referee.games.registry import REGISTRY

TARGET_MS = 50.0
CROWDING = ("trail", "throw")  # and a Ronda play that takes nothing (`takes: []`)


def positions(game, seed: str, crowd: bool):
    state = game.new_state(game.resolve_options(MATCH_OPTIONS.get(game.id, {})), seed)
    rng = random.Random(seed)
    while not game.is_finished(state):
        yield state
        moves, _ = game.moves(state)
        crowding = [m for m in moves if m["type"] in CROWDING or m.get("takes") == []]
        state = game.play(state, rng.choice(crowding if crowd and crowding else moves)).state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=sorted(REGISTRY), action="append")
    parser.add_argument("--matches", type=int, default=5)
    args = parser.parse_args()
    for game_id in args.game or sorted(REGISTRY):
        game = REGISTRY[game_id]
        timings, largest, truncated = [], 0, 0
        for match in range(args.matches):
            for crowd in (True, False):
                for state in positions(game, f"listing-{match}", crowd):
                    started = time.perf_counter()
                    moves, cut = game.moves(state)
                    timings.append((time.perf_counter() - started) * 1000)
                    largest = max(largest, len(moves))
                    truncated += cut
        timings.sort()
        worst = timings[-1]
        print(
            f"{game_id:18} {len(timings):6} positions  p50 {timings[len(timings) // 2]:6.3f} ms  "
            f"p99 {timings[int(len(timings) * 0.99)]:6.3f} ms  worst {worst:6.2f} ms  "
            f"longest list {largest} ({truncated} cut)  "
            f"target {TARGET_MS:.0f} ms: {'met' if worst <= TARGET_MS else 'MISSED'}"
        )


if __name__ == "__main__":
    main()
