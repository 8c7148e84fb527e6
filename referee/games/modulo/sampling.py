"""A full state a seat's view could have come from: the unseen cards dealt, the hidden bids made.

Hidden from a seat: the other hands, the stock and, until all three are in, the others' bids
(MOD-3.4). Completed tricks are in the view with their leaders and winners, and a seat that
did not follow suit holds none of the suit led (MOD-4.6): its hand gets none of them.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from referee.engine.sampling import sampled_head
from referee.games import ledgers

from . import bidding
from .pack import ALL, NUMBERS, PACK, SUIT, in_pack_order
from .seats import SEATS


def sample_state(view: dict, rng: random.Random) -> dict:
    """Every field of a state after `game` and `schema_version` that gives `view` to its seat."""
    seat = view["seat"]
    options = view["options"]
    seen = Counter(view["trick"])
    for trick in view["tricks"]:
        seen.update(trick["cards"])
    if view["turn_up"] is not None:
        seen[view["turn_up"]] += 1
    if seat is not None:
        seen.update(view["hand"])
    unseen = [card for card in PACK if not seen[card]]
    rng.shuffle(unseen)
    hidden = {other: count for other, count in enumerate(view["hand_counts"]) if other != seat}
    dealt = _deal(unseen, hidden, _voids(view), rng)
    hands = [
        list(view["hand"]) if other == seat else in_pack_order(dealt[other])
        for other in range(SEATS)
    ]
    unseen = dealt[None]
    # A bid made but not yet shown is any bid its seat could have made (MOD-3.6, MOD-3.7).
    allowed = list(NUMBERS)
    open_to = bidding.all_bid_open_to(options, view["scores"])
    bids = []
    for other, (made, shown) in enumerate(zip(view["has_bid"], view["bids"], strict=True)):
        if shown is not None or not made:
            bids.append(shown)
        else:
            bids.append(rng.choice(allowed + ([ALL] if open_to == other else [])))
    return {
        # Between deals the pack lies gathered in the stock; its order is the next shuffle's.
        **sampled_head(
            view, rng, hands, unseen if view["phase"] == "play" else in_pack_order(unseen)
        ),
        "deal_number": view["deal_number"],
        "bids": bids,
        "turn_up": view["turn_up"],
        "leader": view["leader"],
        "trick": list(view["trick"]),
        "tricks": [list(trick["cards"]) for trick in view["tricks"]],
        "scored_deals": ledgers.copied(view["scored_deals"]),
    }


def _voids(view: dict) -> dict[int, set[str]]:
    """The suits each seat has shown out of in this deal's tricks (MOD-4.6)."""
    voids: dict[int, set[str]] = {seat: set() for seat in range(SEATS)}
    plays = [(trick["leader"], trick["cards"]) for trick in view["tricks"]]
    if view["trick"]:
        plays.append((view["leader"], view["trick"]))
    for leader, cards in plays:
        for i, card in enumerate(cards[1:], start=1):
            if SUIT[card] != SUIT[cards[0]]:
                voids[(leader + i) % SEATS].add(SUIT[cards[0]])
    return voids


def _deal(
    cards: list[str], counts: dict[int, int], voids: dict[int, set[str]], rng: random.Random
) -> dict:
    """`cards` dealt at random into hands of `counts` cards, none of a suit its seat is void
    in; what is left goes to the key None (the stock).

    Each card goes to a seat picked at random among those where the rest can still be dealt:
    a deal exists while, for every set of places, the cards that may only go there fit
    (Hall's condition), which with three hands and the stock is a handful of sums.
    """
    room: dict[int | None, int] = {seat: count for seat, count in counts.items()}
    room[None] = len(cards) - sum(counts.values())
    places = list(room)
    eligible = {
        card: frozenset(p for p in places if p is None or SUIT[card] not in voids[p])
        for card in cards
    }
    groups = [frozenset(c) for n in range(1, len(places)) for c in combinations(places, n)]
    need = {group: sum(1 for card in cards if eligible[card] <= group) for group in groups}
    out: dict = {place: [] for place in places}
    order = list(cards)
    rng.shuffle(order)
    for card in order:
        for group in groups:
            if eligible[card] <= group:
                need[group] -= 1
        fits = []
        for place in sorted(eligible[card], key=places.index):
            if room[place] == 0:
                continue
            room[place] -= 1
            if all(need[g] <= sum(room[p] for p in g) for g in groups):
                fits.append(place)
            room[place] += 1
        place = rng.choice(fits)
        room[place] -= 1
        out[place].append(card)
    return out
