"""Moves of one kind: the expert rates one move of each, and never loses a legal move's kind."""

from __future__ import annotations

import random
import re

from referee.bots.alike import KINDS, one_of_each_kind
from referee.bots.search import acting_seat
from referee.games.registry import REGISTRY

GAME = REGISTRY["spite-and-malice"]


def positions(count: int):
    """Positions of seeded Spite and Malice matches played by random moves."""
    state = GAME.new_state(GAME.resolve_options({"players": 2, "payoff_size": 5}), "alike")
    rng = random.Random(3)
    for _ in range(count):
        if GAME.is_finished(state):
            return
        seat = acting_seat(GAME, state)
        moves, _ = GAME.legal_moves(state, seat, 1000)
        yield state, seat, moves
        state = GAME.play(state, rng.choice(moves)).state


def test_two_cards_of_one_rank_on_one_pile_are_one_kind_of_discard():
    """SAM-2.4: suits only order the first turn; a discard is known by rank and pile."""
    for state, seat, moves in positions(400):
        discards = [move for move in moves if move["type"] == "discard"]
        hand_ranks = {card[:-1] for card in state["hands"][seat]}
        if len(discards) > len(hand_ranks) * 4:
            break
    else:
        raise AssertionError("no hand with two cards of one rank came up")
    kept = one_of_each_kind(GAME.id, state, moves)
    assert len(kept) < len(moves)
    assert all(move in moves for move in kept)


def test_every_kind_of_move_keeps_one_legal_move_and_only_alike_moves_merge():
    kind_of = KINDS[GAME.id]
    for state, _seat, moves in positions(300):
        kept = one_of_each_kind(GAME.id, state, moves)
        assert {kind_of(state, move) for move in moves} == {kind_of(state, m) for m in kept}
        for move in kept:
            assert GAME.check(state, move) is None
        # Moves of one kind leave states alike but for suits and the order of alike piles.
        for move in moves:
            twin = next(m for m in kept if kind_of(state, m) == kind_of(state, move))
            assert alike(GAME.apply(state, move).state) == alike(GAME.apply(state, twin).state)


def alike(state: dict) -> dict:
    """The state without suits, with hands and discard piles in sorted order, and center piles
    by their sizes: a pile's effective top is its size (SAM-5.4), its cards count again only
    once it is completed and shuffled into the stock."""
    plain = suitless(state)
    plain["hands"] = [sorted(hand) for hand in plain["hands"]]
    plain["discards"] = [sorted(piles) for piles in plain["discards"]]
    plain["center"] = sorted(len(pile["cards"]) for pile in plain["center"])
    return plain


CARD = re.compile(r"(10|[2-9AJQK])[SHDC]")


def suitless(value):
    """`value` with every card's suit dropped."""
    if isinstance(value, str):
        return CARD.sub(r"\1", value) if CARD.fullmatch(value) else value
    if isinstance(value, list):
        return [suitless(item) for item in value]
    if isinstance(value, dict):
        return {key: suitless(item) for key, item in value.items()}
    return value


def test_games_without_kinds_keep_every_move():
    game = REGISTRY["cassino"]
    state = game.new_state(game.resolve_options({"players": 2}), "kinds")
    moves, _ = game.legal_moves(state, acting_seat(game, state), 1000)
    assert one_of_each_kind(game.id, state, moves) == moves
