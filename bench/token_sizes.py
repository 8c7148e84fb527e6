"""Sizes of opaque tokens along seeded random matches of every registered game, and their bound."""

from __future__ import annotations

import argparse
import random
import statistics

from referee.games.registry import REGISTRY
from referee.statecodec import TOKEN_MAX_CHARS, KeyRing, canonical, mint_token

RING = KeyRing.parse("size=" + "k" * 43)


def sizes(game_id: str, seed: str) -> tuple[list[int], list[int]]:
    """(token characters, canonical state bytes) after every move of one seeded match."""
    game = REGISTRY[game_id]
    state = game.new_state(game.resolve_options({}), seed)
    rng = random.Random(seed)
    tokens, states = [], []
    while not game.is_finished(state):
        moves, _ = game.moves(state)
        state = game.play(state, rng.choice(moves)).state
        tokens.append(len(mint_token(RING, state, game_id, game.schema_version)))
        states.append(len(canonical(state)))
    return tokens, states


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    print(f"bound: {TOKEN_MAX_CHARS:,} characters; {args.seeds} seeded matches per game")
    print(f"{'game':18} {'moves':>7} {'token median':>13} {'token max':>10} {'state max':>10}")
    for game_id in sorted(REGISTRY):
        tokens, states = [], []
        for number in range(args.seeds):
            found = sizes(game_id, f"token-size-{number}")
            tokens += found[0]
            states += found[1]
        print(
            f"{game_id:18} {len(tokens):7,} {statistics.median(tokens):13,.0f} "
            f"{max(tokens):10,} {max(states):10,}"
        )
        assert max(tokens) <= TOKEN_MAX_CHARS, f"{game_id}: a token past the bound"


if __name__ == "__main__":
    main()
