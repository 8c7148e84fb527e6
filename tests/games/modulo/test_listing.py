"""The legal-move listing equals a brute force over every candidate move, position by position."""

from __future__ import annotations

import random

import pytest

from referee.engine import IllegalMove
from referee.games.modulo import GAME
from referee.games.modulo.pack import PACK

CANDIDATE_BIDS = (2, 3, 4, "ALL", 1, 5, "2")
CANDIDATE_CARDS = (*PACK, "2S", "3H", "4D", "JK", "ZZ")


def brute_force(state: dict) -> list[dict]:
    """Every bid and every play of every seat that the referee accepts."""
    accepted = []
    for seat in range(3):
        candidates = [{"player": seat, "type": "bid", "value": v} for v in CANDIDATE_BIDS]
        candidates += [{"player": seat, "type": "play", "card": c} for c in CANDIDATE_CARDS]
        for move in candidates:
            try:
                GAME.play(state, move)
            except IllegalMove:
                continue
            accepted.append(move)
    return accepted


def key(move: dict) -> tuple:
    return move["player"], move["type"], str(move.get("value", move.get("card")))


@pytest.mark.parametrize("seed", ["listing-1", "listing-2"])
def test_listing_is_exactly_the_moves_a_brute_force_accepts(seed):
    # MOD-3.2, MOD-3.3, MOD-3.6, MOD-4.5, MOD-4.6, MOD-4.7
    rng = random.Random(seed)
    state = GAME.new_state(GAME.resolve_options({"deals": 3}), seed)
    positions = 0
    while not GAME.is_finished(state):
        listed, truncated = GAME.moves(state)
        assert not truncated
        assert sorted(map(key, listed)) == sorted(map(key, brute_force(state)))
        for seat in range(3):
            own, _ = GAME.moves(state, seat)
            assert own == [move for move in listed if move["player"] == seat]
        state = GAME.play(state, rng.choice(listed)).state
        positions += 1
    assert positions == 3 * 42


def test_listing_respects_the_limit():
    state = GAME.new_state(GAME.resolve_options({}), "limit")
    moves, truncated = GAME.moves(state, limit=4)
    assert len(moves) == 4 and truncated
    assert GAME.moves(state, 1, limit=3) == (GAME.moves(state, 1)[0], False)
