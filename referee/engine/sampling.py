"""What every game's sampler does alike: deal the unseen cards to the hidden hands, and open
the sampled state with the fields every state opens with."""

from __future__ import annotations

import random

from .states import copy_seats


def deal_hands(
    view: dict, unseen: list[str], hands: list[list[str]] | None = None
) -> list[list[str]]:
    """The hands of a state that gives `view` to its seat: that seat's own, and every other
    hand its count of cards from the top of `unseen`, which loses them.

    `hands` holds cards already dealt to some hands (a card the rules say a hand holds); each
    is topped up to its count.
    """
    seat = view["seat"]
    dealt: list[list[str]] = [[] for _ in view["hand_counts"]] if hands is None else hands
    for other, count in enumerate(view["hand_counts"]):
        if other == seat:
            dealt[other] = list(view["hand"])
        else:
            rest = count - len(dealt[other])
            dealt[other] = dealt[other] + unseen[:rest]
            del unseen[:rest]
    return dealt


def sampled_head(view: dict, rng: random.Random, hands: list[list[str]], stock: list[str]) -> dict:
    """The fields a sampled state opens with (`referee.engine.states.HEAD`): the view's, a
    seed of its own drawn from `rng` (the view never shows the real one), and the hands and
    stock the sampler dealt. Call it after every other draw from `rng`, so that the draws
    keep their order."""
    return {
        "options": dict(view["options"]),
        "seed": f"sampled-{rng.getrandbits(64):016x}",
        "phase": view["phase"],
        "to_move": copy_seats(view["to_move"]),
        "hands": hands,
        "stock": stock,
        "scores": dict(view["scores"]),
    }
