"""Whether a seat's move ends the match, judged from that seat's view alone.

The real state may not be consulted: whether a move ends the match can turn on cards the seat
does not see (a challenged Ronda declaration is true or not), and an answer read from the
real state would tell the seat those cards. So the move is played on states dealt from the
view by the game's `sample_state` (the unseen cards dealt as the bots deal them), a fixed
number of them from a fixed seed: the answer is a function of the view and the move, the
same whatever the hidden cards are.

`every`: the move ended the match on every sampled state; `some`: on some; `none`: on none.
A sampler deals the others' hands as their declarations say where it can (Ronda takes a
declaration at its word), so `every` means "as far as the seat can tell", not a certainty.
"""

from __future__ import annotations

import random

from ..engine import Game, IllegalMove

SAMPLES = 12
SEED = "ends-the-match"
EVERY, SOME, NONE = "every", "some", "none"


def ends_match(game: Game, view: dict, move: dict, samples: int = SAMPLES) -> str:
    """`every`, `some` or `none`: on how many states consistent with `view` the move ends
    the match. A sample on which the move is illegal counts for neither."""
    rng = random.Random(SEED)
    judged = ended = 0
    for _ in range(samples):
        state = game.sample_state(view, rng)
        try:
            after = game.play(state, move).state
        except IllegalMove:
            continue
        judged += 1
        ended += game.is_finished(after)
    if ended and ended == judged:
        return EVERY
    return SOME if ended else NONE


def seat_ends_match(game: Game, state: dict, seat: int, move: dict) -> str:
    """`ends_match` for `seat`'s move on the real `state`, which only gives the seat's view."""
    return ends_match(game, game.view(state, seat), move)
