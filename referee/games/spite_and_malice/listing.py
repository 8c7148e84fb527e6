"""Every legal action of the mover, built from the same checks that `apply` makes (SAM-4.3 to SAM-7.10)."""

from __future__ import annotations

from typing import Iterator

from .actions import SLOTS, check_draw, obligation
from .cards import RANK, TWO, is_joker
from .compulsory import is_blocked, tops
from .piles import accepts, builds_on, starts_pile
from .turns import with_bookkeeping
from referee.engine import IllegalMove


def _targets(state: dict, seat: int, card: str, own_two: bool) -> Iterator[object]:
    """The center piles a card may go to: "new", and the numbers of active piles (SAM-5.2, SAM-5.3, SAM-6.5)."""
    if starts_pile(card):
        yield "new"
    may_take_a_pile = None
    for pile in state["center"]:
        cards = pile["cards"]
        if not builds_on(card, cards):
            continue
        if len(cards) == 1 and (is_joker(card) or RANK[card] == TWO):
            if may_take_a_pile is None:
                may_take_a_pile = not is_blocked(state, seat, own_two)
            if not may_take_a_pile:
                continue
        yield pile["pile"]


def _moves(state: dict, seat: int) -> Iterator[dict]:
    for card in sorted(set(state["hands"][seat]), key=lambda c: (RANK[c], c)):
        for to in _targets(state, seat, card, False):
            yield {"player": seat, "type": "play", "card": card, "source": "hand", "to": to}
    for top in tops(state, seat):
        own_two = not is_joker(top.card)
        for to in _targets(state, seat, top.card, own_two):
            move = {"player": seat, "type": "play", "card": top.card, "source": top.source}
            if top.owner != seat:
                move["owner"] = top.owner
            if top.slot is not None:
                move["slot"] = top.slot
            move["to"] = to
            yield move
    if obligation(state, seat) is None:
        free = state["options"]["free_discard"]
        hand = sorted(set(state["hands"][seat]), key=lambda c: (RANK[c], c))
        for slot in range(SLOTS):
            allowed = accepts(state["discards"][seat][slot], free)
            for card in hand:
                if is_joker(card) or allowed >> RANK[card] & 1:
                    yield {"player": seat, "type": "discard", "card": card, "slot": slot}
        yield {"player": seat, "type": "end"}
    try:
        check_draw(state, seat)
    except IllegalMove:
        return
    yield {"player": seat, "type": "draw"}


def legal_moves(state: dict, seat: int, limit: int) -> tuple[list[dict], bool]:
    out = []
    for move in _moves(with_bookkeeping(state), seat):
        if len(out) == limit:
            return out, True
        out.append(move)
    return out, False
