"""Moves per seeded random deal of Spite and Malice: mean and maximum over many seeds.

Three players are measured: uniformly random moves with the default options (capped, since
such deals can run for hundreds of thousands of moves), the conformance suite's random
player (any move half the time, else a play to the center), and uniformly random moves
with the five-card pay-off piles the HTTP tests use.
"""

from __future__ import annotations

import argparse
import importlib.util
import pathlib
import random
import statistics
from collections.abc import Callable

from referee.games.registry import REGISTRY

HOOKS = (
    pathlib.Path(__file__).resolve().parents[1]
    / "tests/games/spite_and_malice/conformance_hooks.py"
)


Player = Callable[[list[dict], random.Random], dict]


def hooks_choose() -> Player:
    """The conformance suite's random player, from the game's test hooks."""
    spec = importlib.util.spec_from_file_location("sam_hooks", HOOKS)
    assert spec is not None and spec.loader is not None, HOOKS
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.choose


def uniform(moves: list[dict], rng: random.Random) -> dict:
    return rng.choice(moves)


def lengths(options: dict, pick: Player, seeds: int, cap: int) -> list[int]:
    game = REGISTRY["spite-and-malice"]
    out = []
    for n in range(seeds):
        state = game.new_state(game.resolve_options(options), f"length-{n}")
        rng = random.Random(n)
        count = 0
        while not game.is_finished(state) and count < cap:
            moves, _ = game.moves(state)
            state = game.play(state, pick(moves, rng)).state
            count += 1
        out.append(count)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--cap", type=int, default=20_000)
    args = parser.parse_args()
    for name, options, pick, seeds in (
        ("uniform, defaults", {}, uniform, max(1, args.seeds // 10)),
        ("suite player, defaults", {}, hooks_choose(), args.seeds),
        ("suite player, 4 players", {"players": 4}, hooks_choose(), args.seeds // 4),
        ("uniform, payoff_size 5", {"payoff_size": 5}, uniform, args.seeds),
    ):
        found = lengths(options, pick, seeds, args.cap)
        capped = sum(count >= args.cap for count in found)
        print(
            f"{name:26} {seeds:4} deals  mean {statistics.mean(found):9,.0f}  "
            f"max {max(found):7,}  unfinished at {args.cap:,}: {capped}"
        )


if __name__ == "__main__":
    main()
