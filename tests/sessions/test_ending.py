"""Whether a move ends the match, judged from the mover's view: the same answer whatever the
hidden cards are (information-set safety), for every game, and right where it is certain."""

from __future__ import annotations

import random

import pytest

from referee.engine import IllegalMove
from referee.games.registry import REGISTRY
from referee.sessions.ending import EVERY, NONE, SOME, seat_ends_match
from tests.test_conformance import choose, short_match_options

PERMUTATIONS = 4  # other deals of the hidden cards each position is judged on again
MOVES_JUDGED = 24


def last_positions(game_id: str, seed: str, count: int = 6) -> list[tuple[dict, int, list]]:
    """The last `count` positions of a random match before it ended: the state, the seat to
    move and its legal moves (the last position's moves hold the one that ended it)."""
    game = REGISTRY[game_id]
    state = game.new_state(game.resolve_options(short_match_options(game_id)), seed)
    rng = random.Random(seed)
    positions = []
    while not game.is_finished(state):
        seat = game.to_move(state)[0]
        moves, _ = game.moves(state, seat, 1000)
        positions = [*positions[-(count - 1) :], (state, seat, moves)]
        state = game.play(state, choose(game_id, moves, rng)).state
    return positions


def rehidden(game, state: dict, seat: int, rng: random.Random) -> dict:
    """Another real state the seat cannot tell from `state`: its hidden cards dealt anew."""
    view = game.view(state, seat)
    other = game.sample_state(view, rng)
    assert game.view(other, seat) == view
    return other


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_answer_is_the_same_whatever_the_hidden_cards_are(game_id):
    game = REGISTRY[game_id]
    rng = random.Random(f"rehide-{game_id}")
    answers = set()
    for state, seat, moves in last_positions(game_id, f"ending-{game_id}"):
        others = [rehidden(game, state, seat, rng) for _ in range(PERMUTATIONS)]
        for move in moves[:MOVES_JUDGED]:
            answer = seat_ends_match(game, state, seat, move)
            answers.add(answer)
            for other in others:
                try:
                    game.play(other, move)
                except IllegalMove:  # a move the other deal does not allow
                    continue
                assert seat_ends_match(game, other, seat, move) == answer, (move, seat)
    assert answers <= {EVERY, SOME, NONE}
    # The positions end the match, so the move that did is judged to end it somewhere.
    assert answers & {EVERY, SOME}, answers


def test_a_move_that_cannot_end_the_match_is_none():
    game = REGISTRY["cassino"]
    state = game.new_state(game.resolve_options({}), "opening")
    seat = game.to_move(state)[0]
    moves, _ = game.moves(state, seat, 5)
    assert {seat_ends_match(game, state, seat, move) for move in moves} == {NONE}


def first_challenge(seed: str) -> tuple[dict, int, dict]:
    """The first position of a random Ronda match where the seat to move may challenge."""
    game = REGISTRY["ronda"]
    state = game.new_state(game.resolve_options(short_match_options("ronda")), seed)
    rng = random.Random(seed)
    while not game.is_finished(state):
        seat = game.to_move(state)[0]
        moves, _ = game.moves(state, seat, 1000)
        challenges = [move for move in moves if move["type"] == "challenge"]
        if challenges:
            return state, seat, challenges[0]
        state = game.play(state, choose("ronda", moves, rng)).state
    raise AssertionError(f"no challenge in the match of {seed}")


def test_a_ronda_challenge_is_judged_without_the_declarers_hand():
    # RON-4.13: a challenge of a true declaration ends the match, of a false one it does not.
    # Whether it is true is in the declarer's hand, which the challenger does not see.
    game = REGISTRY["ronda"]
    told_apart = False
    for n in range(4):
        state, seat, challenge = first_challenge(f"ch-{n}")
        answer = seat_ends_match(game, state, seat, challenge)
        rng = random.Random(n)
        for _ in range(PERMUTATIONS):
            other = rehidden(game, state, seat, rng)
            assert seat_ends_match(game, other, seat, challenge) == answer
        truly = game.is_finished(game.play(state, challenge).state)
        told_apart |= (answer == EVERY) != truly
    # In some of these matches the real hand and the answer disagree: it was never read.
    assert told_apart
