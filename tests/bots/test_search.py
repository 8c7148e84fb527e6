"""Greedy and expert: greedy beats random over a few seeded matches of every game, the expert
answers a legal move within its budget, and stops searching once its choice is settled."""

from __future__ import annotations

import random
import time

import pytest

from referee.bots import choose_move, search
from referee.bots.search import acting_seat
from referee.games.registry import REGISTRY

# Whole matches, but small pay-off piles: random players clog Spite and Malice's.
SHORT = {
    "cassino": {"players": 2},
    "modulo": {"players": 3},
    "ronda": {"players": 2, "target_score": 21},
    "seep": {"players": 2},
    "spite-and-malice": {"players": 2, "payoff_size": 5},
}
MATCHES = 4


def ranks_after(game, levels: list[str], seed: str) -> dict[str, int]:
    """Each side's rank at the end of a seeded match, seat `s` played at `levels[s]`."""
    state = game.new_state(game.resolve_options(SHORT[game.id]), seed)
    rngs = [random.Random(f"{seed}-{seat}") for seat in range(len(levels))]
    while not game.is_finished(state):
        seat = acting_seat(game, state)
        state = game.play(state, choose_move(game, state, seat, levels[seat], rng=rngs[seat])).state
    return {row["side"]: row["rank"] for row in game.outcome(state)["standings"]}


@pytest.mark.parametrize("game_id", sorted(SHORT))
def test_greedy_ranks_above_random_in_most_seeded_matches(game_id):
    game = REGISTRY[game_id]
    players = SHORT[game_id]["players"]
    wins = trials = 0
    for number in range(MATCHES):
        seat = number % players
        levels = ["greedy" if s == seat else "random" for s in range(players)]
        ranks = ranks_after(game, levels, f"greedy-{number}")
        for other in range(players):
            if other != seat:
                trials += 1
                wins += ranks[str(seat)] < ranks[str(other)]
    assert wins >= 0.6 * trials, f"greedy ranked above random {wins} times of {trials}"


@pytest.mark.parametrize("game_id", sorted(SHORT))
def test_the_expert_answers_a_legal_move_in_its_budget_and_a_little(game_id):
    game = REGISTRY[game_id]
    state = game.new_state(game.resolve_options(SHORT[game_id]), "expert")
    seat = acting_seat(game, state)
    started = time.process_time()
    move = choose_move(game, state, seat, "expert", rng=random.Random(1), budget_s=0.05)
    # CPU time: a busy machine may stretch the wall clock, never the bot's own work.
    assert time.process_time() - started < 1.0
    assert game.check(state, move) is None


def test_a_lead_is_settled_when_it_stands_clear_on_the_same_deals():
    rounds = search.MIN_ROUNDS
    clear = [[2.0 + (n % 3) for n in range(rounds)], [float(n % 3) for n in range(rounds)]]
    assert search.settled(clear, 0)
    assert not search.settled(clear, 1)
    assert not search.settled([kept[:-1] for kept in clear], 0)  # too few rounds
    # Alike on every deal (two cards of one rank): no obstacle to the lead over a third.
    alike = [clear[0], list(clear[0]), clear[1]]
    assert search.settled(alike, 0)
    # Ahead on average, but by less than the deals' noise.
    noisy = [[10.0 * (n % 2) + 0.5 for n in range(rounds)], [10.0 * (n % 2) for n in range(rounds)]]
    noisy[1][0] += 5.0
    assert not search.settled(noisy, 0)


def test_a_near_tie_is_settled_within_the_indifference_and_not_without_it():
    rounds = 4 * search.MIN_ROUNDS
    leader = [float(n % 4) for n in range(rounds)]
    # The other move is 0.2 better on a quarter of the deals (0.05 on average), alike on the rest.
    rival = [value + (0.2 if n % 4 == 0 else 0.0) for n, value in enumerate(leader)]
    assert not search.settled([leader, rival], 0)
    assert search.settled([leader, rival], 0, indifference=0.2)
    # Beyond the indifference the rival stays in the running.
    better = [value + 0.5 for value in leader]
    assert not search.settled([leader, better], 0, indifference=0.2)


def test_the_expert_stops_once_its_choice_is_settled():
    """Ronda's declaration with no pair in hand: any declaration but `none` is a penalty on
    every deal, so the search stops long before its rounds or its budget run out."""
    game = REGISTRY["ronda"]
    for number in range(50):
        state = game.new_state(game.resolve_options({"players": 2}), f"no pair {number}")
        seat = acting_seat(game, state)
        if state["phase"] == "declare" and state["holdings"][seat]["kind"] == "none":
            break
    view = game.view(state, seat)
    move, rounds = search.search(game, view, seat, random.Random(2), 3600.0)
    assert move == {"player": seat, "type": "declare", "kind": "none"}
    assert search.MIN_ROUNDS <= rounds < search.MAX_ROUNDS


def test_a_single_legal_move_is_answered_without_a_search():
    game = REGISTRY["ronda"]
    state = game.new_state(game.resolve_options({"players": 2}), "single")
    while not game.is_finished(state):
        seat = acting_seat(game, state)
        moves, _ = game.legal_moves(state, seat, 10)
        if len(moves) == 1:
            break
        state = game.play(state, moves[0]).state
    move, rounds = search.search(game, game.view(state, seat), seat, random.Random(0), 60)
    assert (move, rounds) == (moves[0], 0)
