"""Every legal move of a seat (CAS-4.1), in the wire form and a canonical order, bounded."""

from __future__ import annotations

from itertools import islice
from typing import Iterator

from .captures import capture_sets
from .reservations import reserve_moves
from .table import owned


def _moves(state: dict, seat: int) -> Iterator[dict]:
    """Card by card in hand order: its captures, then its reservations, then its trail."""
    table, reservations = state["table"], state["reservations"]
    hand = state["hands"][seat]
    owner = owned(reservations, seat) is not None
    for card in hand:
        for taken in capture_sets(table, reservations, seat, card):
            yield {"player": seat, "type": "capture", "card": card, "cards": taken}
        for value, bundled in reserve_moves(table, reservations, seat, hand, card):
            yield {"player": seat, "type": "reserve", "card": card, "cards": bundled,
                   "value": value}
        if not owner:                                   # CAS-4.7 / CAS-5.6
            yield {"player": seat, "type": "trail", "card": card}


def legal_moves(state: dict, seat: int, limit: int) -> tuple[list[dict], bool]:
    if state["phase"] == "finished" or state["to_move"] != seat:
        return [], False
    limit = max(limit, 0)
    found = list(islice(_moves(state, seat), limit + 1))
    return found[:limit], len(found) > limit
