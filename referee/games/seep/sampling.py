"""A full state a seat's view could have come from: the unseen cards dealt into the hidden places.

Hidden from a seat (SEP-4.5, SEP-4.6): the other hands, the reserve hands, the stock, the floor
cards still face down and, until the deal is scored, the piles below the most recent capture.
Some hidden hands are known to hold a value: a house's owners one of the house's (SEP-8.3), the
bidder one of the bid's before play 1 (SEP-3.6); those cards are dealt first.
"""

from __future__ import annotations

import random
from collections import Counter

from referee.engine.cards import VALUES, standard_deck
from referee.engine.sampling import deal_hands, sampled_head
from referee.games import ledgers

from . import seats


def sample_state(view: dict, rng: random.Random) -> dict:
    """Every field of a state after `game` and `schema_version` that gives `view` to its seat."""
    seat = view["seat"]
    players = view["options"]["players"]
    finished = view["piles"] is not None
    recent = view["last_capture"]
    # The most recent capture lies face up on its side's pile until the next play (SEP-4.5).
    shown: dict[str, list[str]] = {side: [] for side in view["pile_counts"]}
    if recent is not None and not finished:
        shown[seats.side_of(players, recent["player"])] = [recent["card"], *recent["cards"]]
    seen = Counter(view["loose"])
    for house in view["houses"]:
        seen.update(house["cards"])
    if seat is not None:
        seen.update(view["hand"])
    for cards in (view["piles"] if finished else shown).values():
        seen.update(cards)
    unseen = list((Counter(standard_deck()) - seen).elements())
    rng.shuffle(unseen)

    def take(count: int) -> list[str]:
        cards = unseen[:count]
        del unseen[:count]
        return cards

    owed = [(owner, house["value"]) for house in view["houses"] for owner in house["owners"]]
    if view["phase"] == "first_play":
        owed.append((view["bidder"], view["bid"]))
    hands: list[list[str]] = [[] for _ in view["hand_counts"]]
    for owner, value in owed:
        if owner != seat:
            # `unseen` is shuffled: its first card of a value is a uniform pick among them.
            card = next(c for c in unseen if VALUES[c] == value)
            unseen.remove(card)
            hands[owner].append(card)
    hands = deal_hands(view, unseen, hands)
    reserves = [take(count) for count in view["reserve_counts"]]
    floor_down = take(view["floor_down_count"])
    if finished:
        piles = {side: list(pile) for side, pile in view["piles"].items()}
    else:
        piles = {
            side: take(count - len(shown[side])) + shown[side]
            for side, count in view["pile_counts"].items()
        }
    return {
        **sampled_head(view, rng, hands, unseen),
        "reserves": reserves,
        "dealer": view["dealer"],
        "deal_number": view["deal_number"],
        "baazis_won": dict(view["baazis_won"]),
        "baazi_deals": view["baazi_deals"],
        "ledger": ledgers.copied(view["ledger"]),
        "bid": view["bid"],
        "plays": view["plays"],
        "floor_down": floor_down,
        "loose": list(view["loose"]),
        "houses": [
            {
                "value": house["value"],
                "cards": list(house["cards"]),
                "owners": list(house["owners"]),
            }
            for house in view["houses"]
        ],
        "piles": piles,
        "sweeps": {
            side: [entry["play"] for entry in plays] for side, plays in view["sweeps"].items()
        },
        "last_capturer": view["last_capturer"],
        "last_capture": None
        if recent is None
        else {"player": recent["player"], "count": 1 + len(recent["cards"])},
    }
