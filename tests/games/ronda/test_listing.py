"""The listing of legal moves against a brute force over every candidate move on small positions."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from referee.games.ronda import GAME
from referee.games.ronda.declarations import KINDS
from referee.games.ronda.pack import PACK
from referee.games.ronda.seats import side_of
from tests.games.ronda.positions import plays, position


def canonical(move: dict) -> tuple:
    return tuple(
        sorted(
            (key, tuple(sorted(value)) if isinstance(value, list) else value)
            for key, value in move.items()
        )
    )


def candidates(state: dict):
    """Every move a client could post in this position, legal or not."""
    players = state["options"]["players"]
    pool = list(state["table"])
    last = state["last_play"]
    if last is not None and last["taken"]:
        pile = state["piles"][side_of(players, last["player"])]
        pool += pile[len(pile) - last["taken"] :]
    pool = sorted(set(pool))[:7]
    subsets = [list(c) for n in range(len(pool) + 1) for c in combinations(pool, n)]
    for player in range(players):
        for kind in KINDS:
            yield {"player": player, "type": "declare", "kind": kind}
        for target in range(players):
            yield {"player": player, "type": "challenge", "target": target}
        for card in PACK:
            for takes in subsets:
                yield {"player": player, "type": "play", "card": card, "takes": takes}


def small_positions():
    """Positions of seeded playouts of every player count and deal setting, small tables only."""
    found = []
    for players, options in (
        (2, {}),
        (3, {}),
        (4, {}),
        (2, {"deal_to_table": False}),
        (4, {"deal_to_table": False}),
    ):
        state = GAME.new_state(GAME.resolve_options(options, players), f"brute-{players}")
        rng = random.Random(players)
        for step in range(80):
            if GAME.is_finished(state):
                break
            if step % 9 == 0 and len(state["table"]) <= 5:
                found.append(state)
            moves, _ = GAME.moves(state)
            # Keep declarations true mostly, so that matches last and chains appear.
            plays = [m for m in moves if m["type"] != "challenge"] or moves
            state = GAME.play(state, rng.choice(plays)).state
    return found


def test_listing_is_exactly_the_legal_moves_on_small_positions():  # RON-5.2, RON-5.4, RON-5.5
    for state in small_positions():
        listed, truncated = GAME.moves(state)
        assert not truncated
        legal = {canonical(move) for move in candidates(state) if GAME.check(state, move) is None}
        assert {canonical(move) for move in listed} == legal, state


def test_brute_force_on_a_posed_chain_and_a_pending_declaration():  # RON-6.5, RON-4.13
    opening = position(3, hands=["3S 5C QD", "3D 6H QC", "3C 7D 2S"], table="AS 4H JC KS", stock=27)
    chain = plays(opening, [(1, "3D"), (2, "3C")])[-1].state  # an Este: seat 0 may steal
    pending = position(
        hands=["7S 7H QD", "2D 6S KC"],
        table="4H 5C",
        round=2,
        stock=24,
        piles={"0": 4, "1": 4},
        declarations=["ronda", "ronda"],
        pending=[0, 1],
    )
    for state in (chain, pending):
        listed, _ = GAME.moves(state)
        legal = {canonical(move) for move in candidates(state) if GAME.check(state, move) is None}
        assert {canonical(move) for move in listed} == legal
    assert {m["type"] for m in GAME.moves(pending)[0]} == {"play", "challenge"}
    steal = next(m for m in GAME.moves(chain)[0] if m["card"] == "3S")
    assert sorted(steal["takes"]) == ["3C", "3D", "4H"]


@pytest.mark.parametrize("limit", [0, 1, 2])
def test_the_limit_cuts_the_list_and_says_so(limit):
    state = GAME.new_state(GAME.resolve_options({}), "limit")
    moves, truncated = GAME.moves(state, limit=limit)
    assert len(moves) == limit and truncated
