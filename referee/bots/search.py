"""The greedy and expert levels: a move chosen by evaluating states sampled from a seat's view.

Greedy plays each legal move on one sampled state and keeps the best by the game's evaluation.
Expert is perfect-information Monte Carlo: on each of as many sampled states as its time
budget allows, it plays each legal move and then a short greedy roll-out for every seat, and
keeps the move with the best mean value at the roll-outs' ends. Its roll-outs play by, and
end on, the game's outlook where it has one (what the unit of play in progress is likely to
end with, `evaluation.OUTLOOKS`), else by greedy's evaluation.
"""

from __future__ import annotations

import random
import time

from ..engine.game import MOVE_LIST_CAP, Game, Move, State
from .alike import one_of_each_kind
from .evaluation import EVALUATIONS, OUTLOOKS, Evaluation, scores_only, side_of

# Plies a roll-out plays after the move it tries: enough for the others' answer and the
# seat's next move (a trick's end in Modulo, a turn of several plays in Spite and Malice).
HORIZON = {"cassino": 3, "modulo": 5, "ronda": 3, "seep": 3, "spite-and-malice": 6}
DEFAULT_HORIZON = 3
# Rounds past which more samples change little; a small position stops here, early.
MAX_ROUNDS = 200
# A lead counts as settled (`settled`) after this many rounds at the least, and when it is
# this many standard errors clear of every other move's: 3 keeps a wrong early stop to about
# one in a thousand per move compared, a few rounds keep the first estimates from deciding.
MIN_ROUNDS = 8
SETTLED_Z = 3.0
# Where moves often come near a tie, a rival may also be shown no more than this much better
# than the leader (in the evaluation's points): one hand card in Spite and Malice, whose
# discards and ends of turn differ by less than that on most of the deals sampled.
INDIFFERENCE = {"spite-and-malice": 0.2}


def acting_seat(game: Game, state: State) -> int:
    """The seat whose turn it is, where others may move too only if they choose (a Ronda
    challenge): the state's `to_move` when it is one of the movers, else the first mover."""
    movers = game.to_move(state)
    named = state["to_move"]
    return named if isinstance(named, int) and named in movers else movers[0]


# What winning or losing the match is worth beyond any score: some matches end with a side
# behind on points winning (a failed Ronda challenge, an emptied pay-off pile).
MATCH_WORTH = 1000.0


def evaluation_of(game: Game) -> Evaluation:
    """The game's evaluation, with a finished match rated by who won it."""
    return rated_by_outcome(game, EVALUATIONS.get(game.id, scores_only))


def outlook_of(game: Game) -> Evaluation:
    """What the expert plays its roll-outs by and rates their ends by: the game's outlook
    where it has one, else its evaluation; a finished match rated by who won it."""
    return rated_by_outcome(game, OUTLOOKS.get(game.id) or EVALUATIONS.get(game.id, scores_only))


def rated_by_outcome(game: Game, evaluate: Evaluation) -> Evaluation:
    """`evaluate`, with a finished match rated by who won it first."""

    def rated(state: State, seat: int) -> float:
        ended = game.outcome(state) if game.is_finished(state) else None
        if ended is None:
            return evaluate(state, seat)
        side = side_of(state, seat)
        won = side in ended["winners"]
        shared = won and len(ended["winners"]) > 1
        bonus = 0.0 if shared else MATCH_WORTH if won else -MATCH_WORTH
        return bonus + evaluate(state, seat)

    return rated


def seat_moves(game: Game, state: State, seat: int) -> list[Move]:
    moves, _ = game.legal_moves(state, seat, MOVE_LIST_CAP)
    return moves


def greedy_move(
    game: Game, state: State, seat: int, moves: list[Move], evaluate: Evaluation, rng: random.Random
) -> Move:
    """The move whose result `evaluate` rates best for `seat`; ties go to `rng`."""
    if len(moves) == 1:
        return moves[0]
    best: list[Move] = []
    top = float("-inf")
    for move in moves:
        value = evaluate(game.apply(state, move).state, seat)
        if value > top:
            top, best = value, [move]
        elif value == top:
            best.append(move)
    return best[0] if len(best) == 1 else rng.choice(best)


def greedy(game: Game, view: dict, seat: int, rng: random.Random) -> Move:
    sampled = game.sample_state(view, rng)
    moves = seat_moves(game, sampled, seat)
    return greedy_move(game, sampled, seat, moves, evaluation_of(game), rng)


def roll_out(
    game: Game,
    state: State,
    seat: int,
    plies: int,
    evaluate: Evaluation,
    rng: random.Random,
    deadline: float,
) -> float | None:
    """`seat`'s evaluation after up to `plies` greedy moves by whoever is to move, each the
    one `evaluate` rates best; None once the clock passes `deadline`."""
    for _ in range(plies):
        if game.is_finished(state):
            break
        if time.perf_counter() > deadline:
            return None
        mover = acting_seat(game, state)
        moves = one_of_each_kind(game.id, state, seat_moves(game, state, mover))
        move = greedy_move(game, state, mover, moves, evaluate, rng)
        state = game.apply(state, move).state
    return evaluate(state, seat)


def settled(values: list[list[float]], leader: int, indifference: float = 0.0) -> bool:
    """Whether the move `leader` leads beyond doubt on the rounds rated so far (`values[m]`:
    move m's value on each round, every move on the same sampled deals).

    Against each other move the paired differences (the same deals) are what counts: their
    mean lies SETTLED_Z standard errors above `-indifference` (with none, above zero: the
    leader is better; with some, the other is no more than that better), or the two moves
    rated alike on every deal; and never before MIN_ROUNDS rounds.
    """
    rounds = len(values[leader])
    if rounds < MIN_ROUNDS:
        return False
    # The closest rivals first: an unsettled lead is then found at the first or so.
    totals = [sum(rated) for rated in values]
    for other in sorted(range(len(values)), key=lambda m: -totals[m]):
        if other == leader:
            continue
        rated = values[other]
        gaps = [lead - value for lead, value in zip(values[leader], rated, strict=True)]
        if not any(gaps):
            continue
        mean = sum(gaps) / rounds
        spread = sum((gap - mean) ** 2 for gap in gaps) / (rounds - 1)
        margin = mean + indifference
        if margin <= 0 or margin * margin * rounds <= SETTLED_Z * SETTLED_Z * spread:
            return False
    return True


def search(
    game: Game, view: dict, seat: int, rng: random.Random, budget_s: float
) -> tuple[Move, int]:
    """The expert's move and the rounds it rated (see `expert`)."""
    deadline = time.perf_counter() + budget_s
    outlook = outlook_of(game)
    plies = HORIZON.get(game.id, DEFAULT_HORIZON)
    indifference = INDIFFERENCE.get(game.id, 0.0)
    sampled = game.sample_state(view, rng)
    # The seat's moves and their kinds are the view's: the same on every sampled state.
    moves = one_of_each_kind(game.id, sampled, seat_moves(game, sampled, seat))
    if len(moves) == 1:
        return moves[0], 0
    after = [game.apply(sampled, move).state for move in moves]
    firsts = [outlook(state, seat) for state in after]
    values: list[list[float]] = [[] for _ in moves]
    while True:
        rated = []
        for state in after:
            value = roll_out(game, state, seat, plies, outlook, rng, deadline)
            if value is None:
                break
            rated.append(value)
        else:
            for kept, value in zip(values, rated, strict=True):
                kept.append(value)
            totals = [sum(kept) for kept in values]
            if (
                len(values[0]) >= MAX_ROUNDS
                or time.perf_counter() > deadline
                or settled(values, totals.index(max(totals)), indifference)
            ):
                break
            sampled = game.sample_state(view, rng)
            after = [game.apply(sampled, move).state for move in moves]
            continue
        break
    totals = [sum(kept) for kept in values] if values[0] else firsts
    top = max(totals)
    best = [move for move, total in zip(moves, totals, strict=True) if total == top]
    return rng.choice(best), len(values[0])


def expert(game: Game, view: dict, seat: int, rng: random.Random, budget_s: float) -> Move:
    """Perfect-information Monte Carlo over sampled states, within `budget_s` seconds.

    Each round samples one state and tries every move on it, so that every move is rated on
    the same deals; only complete rounds count. Until one completes, the moves are rated as
    greedy rates them, on the first sampled state. The search stops before its deadline once
    the leading move is `settled`, or a single move is legal: what more rounds would cost
    could not change the answer, short of a lead that is a fluke at SETTLED_Z.
    """
    return search(game, view, seat, rng, budget_s)[0]
