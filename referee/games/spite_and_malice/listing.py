"""Every legal action of the mover, built from the same checks that `apply` makes (SAM-4.3 to SAM-7.10)."""

from __future__ import annotations

from collections.abc import Iterator

from referee.engine.cards import JOKER

from . import stock
from .actions import SLOTS, obligation
from .cards import ACE, RANK, TWO
from .compulsory import is_blocked, tops
from .options import HAND_SIZE
from .piles import accepts, needs
from .turns import with_bookkeeping


class Targets:
    """The center piles each card may go to (SAM-5.2, SAM-5.3, SAM-6.5), worked out once per listing."""

    def __init__(self, state: dict, seat: int):
        self.state, self.seat = state, seat
        self.by_need: dict[int, list[int]] = {}
        for pile in state["center"]:
            self.by_need.setdefault(needs(pile["cards"]), []).append(pile["pile"])
        self.every = [pile["pile"] for pile in state["center"]]
        self._blocked: bool | None = None

    def blocked(self) -> bool:
        """Whether a card that is not itself a compulsory 2 is kept off the A-piles."""
        if self._blocked is None:
            self._blocked = is_blocked(self.state, self.seat, False)
        return self._blocked

    def of(self, card: str, own_two: bool) -> list:
        a_piles = self.by_need.get(TWO, ())
        if card == JOKER:
            if a_piles and self.blocked():
                return ["new", *(n for n in self.every if n not in a_piles)]
            return ["new", *self.every]
        rank = RANK[card]
        if rank == ACE:
            return ["new"]
        if rank == TWO and a_piles and not own_two and self.blocked():
            return []
        return self.by_need.get(rank, [])


def _moves(state: dict, seat: int) -> Iterator[dict]:
    targets = Targets(state, seat)
    hand = sorted(set(state["hands"][seat]), key=lambda card: (RANK[card], card))
    for card in hand:
        for to in targets.of(card, False):
            yield {"player": seat, "type": "play", "card": card, "source": "hand", "to": to}
    for top in tops(state, seat):
        for to in targets.of(top.card, top.card != JOKER):
            move = {"player": seat, "type": "play", "card": top.card, "source": top.source}
            if top.owner != seat:
                move["owner"] = top.owner
            if top.slot is not None:
                move["slot"] = top.slot
            move["to"] = to
            yield move
    if obligation(state, seat) is None:
        free = state["options"]["free_discard"]
        for slot in range(SLOTS):
            allowed = accepts(state["discards"][seat][slot], free)
            for card in hand:
                if card == JOKER or allowed >> RANK[card] & 1:
                    yield {"player": seat, "type": "discard", "card": card, "slot": slot}
        yield {"player": seat, "type": "end"}
    if not hand and stock.drawable(state, HAND_SIZE):  # the checks of actions.check_draw
        yield {"player": seat, "type": "draw"}


def legal_moves(state: dict, seat: int, limit: int) -> tuple[list[dict], bool]:
    out = []
    for move in _moves(with_bookkeeping(state), seat):
        if len(out) == limit:
            return out, True
        out.append(move)
    return out, False
