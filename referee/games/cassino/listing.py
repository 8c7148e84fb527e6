"""Every legal move of a seat (CAS-4.1), in the wire form and a canonical order, bounded."""

from __future__ import annotations

from itertools import islice

from ...engine.cards import VALUES
from .captures import capture_sets
from .reservations import reserve_moves
from .subsets import FreeCards
from .table import owned


def legal_moves(state: dict, seat: int, limit: int) -> tuple[list[dict], bool]:
    """Card by card in hand order: its captures, then its reservations, then its trail."""
    if state["phase"] == "finished" or state["to_move"] != seat:
        return [], False
    limit = max(limit, 0)
    room = limit + 1  # one move past the limit tells that the list was cut
    table, reservations = state["table"], state["reservations"]
    hand = state["hands"][seat]
    own = owned(reservations, seat)
    trails = own is None  # CAS-4.7 / CAS-5.6
    free = FreeCards(table)
    found: list[dict] = []
    # Cards of one value take and bundle the same sets, and even declare the same values
    # (each sees the other in hand, CAS-5.2e), so each value is worked out once. A list cut
    # short by the limit is never reused: the listing stops right after it.
    captures: dict[int, list] = {}
    reserves: dict[int, list] = {}
    for card in hand:
        v = VALUES[card]
        taken = captures.get(v)
        if taken is None:
            taken = captures[v] = list(
                islice(capture_sets(free, reservations, own, card), room - len(found))
            )
        for cards in taken:
            found.append({"player": seat, "type": "capture", "card": card, "cards": list(cards)})
        if len(found) >= room:
            break
        bundles = reserves.get(v)
        if bundles is None:
            bundles = reserves[v] = list(
                islice(reserve_moves(free, reservations, own, hand, card), room - len(found))
            )
        for value, cards in bundles:
            found.append(
                {
                    "player": seat,
                    "type": "reserve",
                    "card": card,
                    "cards": list(cards),
                    "value": value,
                }
            )
        if trails:
            found.append({"player": seat, "type": "trail", "card": card})
        if len(found) >= room:
            break
    return found[:limit], len(found) > limit
