"""A full state a seat's view could have come from: the unseen cards dealt into the hidden places.

Hidden from a seat (SAM-3.1, SAM-3.2): the other hands, the stock, and every pay-off card below
a top. With the separate deal the pay-off piles come from a pack of naturals, one of each card
(SAM-1.1), so no joker and no second copy goes under a top.
"""

from __future__ import annotations

import random
from collections import Counter

from referee.engine.cards import JOKER
from referee.engine.sampling import deal_hands, sampled_head
from referee.games import ledgers

from .pack import pack


def sample_state(view: dict, rng: random.Random) -> dict:
    """Every field of a state after `game` and `schema_version` that gives `view` to its seat."""
    seat = view["seat"]
    options = view["options"]
    tops = [top for top in view["payoff_tops"] if top is not None]
    seen = Counter(tops)
    if seat is not None:
        seen.update(view["hand"])
    for slots in view["discards"]:
        for pile in slots:
            seen.update(pile)
    for pile in (*view["center"], *view["completed"]):
        seen.update(pile["cards"])
    pool = Counter(pack(options["packs"])) - seen
    below = [max(0, count - 1) for count in view["payoff_counts"]]
    if options["mixed_deck_108"]:
        unseen = list(pool.elements())
        rng.shuffle(unseen)
        under = unseen[: sum(below)]
        del unseen[: sum(below)]
    else:
        naturals = sorted(set(pool) - {JOKER} - set(tops))
        under = rng.sample(naturals, sum(below))
        pool -= Counter(under)
        unseen = list(pool.elements())
        rng.shuffle(unseen)
    payoffs = []
    for count, top in zip(below, view["payoff_tops"], strict=True):
        payoffs.append([*under[:count], *([] if top is None else [top])])
        del under[:count]
    hands = deal_hands(view, unseen)
    return {
        **sampled_head(view, rng, hands, unseen),
        "ledger": ledgers.copied(view["ledger"]),
        "deal_number": view["deal_number"],
        # The count keys the next shuffle of the deal, which the sampled seed makes unknown anyway.
        "shuffles": 1 if options["mixed_deck_108"] else 2,
        "payoffs": payoffs,
        "discards": [[list(pile) for pile in slots] for slots in view["discards"]],
        "center": [{"pile": pile["pile"], "cards": list(pile["cards"])} for pile in view["center"]],
        "completed": [
            {"pile": pile["pile"], "cards": list(pile["cards"])} for pile in view["completed"]
        ],
        "next_pile": view["next_pile"],
        "turn_played": view["turn_played"],
        "turn_discarded": view["turn_discarded"],
        "hand_low_played": view["hand_low_played"],
        "null_turns": view["null_turns"],
        "first_null": view["first_null"],
        "second_chance": view["second_chance"],
    }
