"""A full state a seat's view could have come from: the unseen cards dealt into the hidden places.

Hidden from a seat (CAS-1.5, D-18): the other hands, the stock and, until the match is over,
the captured piles. Every other field is in the view. A reservation's owner holds a card of its
value (CAS-5.7a), so that hand gets one before the rest is dealt.
"""

from __future__ import annotations

import random
from collections import Counter

from referee.engine.cards import VALUES, standard_deck
from referee.engine.sampling import deal_hands, sampled_head
from referee.games import ledgers


def sample_state(view: dict, rng: random.Random) -> dict:
    """Every field of a state after `game` and `schema_version` that gives `view` to its seat."""
    seat = view["seat"]
    finished = view["piles"] is not None
    seen = Counter(view["table"])
    for reservation in view["reservations"]:
        seen.update(reservation["cards"])
    if seat is not None:
        seen.update(view["hand"])
    if finished:
        for pile in view["piles"].values():
            seen.update(pile)
    unseen = list((Counter(standard_deck()) - seen).elements())
    rng.shuffle(unseen)
    # `unseen` is shuffled: its first card of a value is a uniform pick among them.
    hands: list[list[str]] = [[] for _ in view["hand_counts"]]
    for reservation in view["reservations"]:
        owner = reservation["owner"]
        if owner != seat and view["hand_counts"][owner]:
            card = next(c for c in unseen if VALUES[c] == reservation["value"])
            unseen.remove(card)
            hands[owner].append(card)
    hands = deal_hands(view, unseen, hands)
    if finished:
        piles = {side: list(pile) for side, pile in view["piles"].items()}
    else:
        piles = {}
        for side, count in view["pile_counts"].items():
            piles[side] = unseen[:count]
            del unseen[:count]
    return {
        **sampled_head(view, rng, hands, unseen),
        "ledger": ledgers.copied(view["ledger"]),
        "game_number": view["game_number"],
        "round": view["round"],
        "leader": view["leader"],
        "table": list(view["table"]),
        "reservations": [dict(r, cards=list(r["cards"])) for r in view["reservations"]],
        "piles": piles,
        "sweeps": dict(view["sweeps"]),
        "last_capturer": view["last_capturer"],
    }
