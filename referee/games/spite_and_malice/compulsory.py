"""Compulsory aces and 2s on the tops of the mover's piles, the blocking rule, and the second-chance duty (SAM-6.1 to SAM-6.7, SAM-8.3)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from .cards import ACE, RANK, TWO
from .seats import team


class Top(NamedTuple):
    """The top card of one of the mover's piles: whose pile, which (payoff or a discard slot)."""

    owner: int
    source: str  # "payoff" or "discard"
    slot: int | None  # the discard slot, 0-3 (D1-D4)
    card: str


def a_piles(center: list[dict]) -> int:
    """Active center piles holding exactly one card, an ace or a joker counting as one (SAM-6.1)."""
    return sum(1 for pile in center if len(pile["cards"]) == 1)


def tops(state: dict, seat: int) -> Iterator[Top]:
    """The tops of the mover's piles: its own and, in partnerships, its partner's (SAM-6.1, SAM-12.5.4)."""
    for owner in team(state["options"]["players"], seat):
        payoff = state["payoffs"][owner]
        if payoff:
            yield Top(owner, "payoff", None, payoff[-1])
        for slot, pile in enumerate(state["discards"][owner]):
            if pile:
                yield Top(owner, "discard", slot, pile[-1])


def compulsory(state: dict, seat: int) -> list[Top]:
    """Every compulsory ace, and every compulsory 2 while an A-pile exists (SAM-6.1)."""
    twos_due = a_piles(state["center"]) > 0
    return [
        top
        for top in tops(state, seat)
        if RANK[top.card] == ACE or (twos_due and RANK[top.card] == TWO)
    ]


def blocking_twos(state: dict, seat: int) -> int:
    """`m` of SAM-6.5: compulsory 2s that a non-compulsory card may not deprive of an A-pile.

    With hand_two_may_block_discard_two only pay-off 2s count (SAM-12.6.2).
    """
    payoff_only = state["options"]["hand_two_may_block_discard_two"]
    return sum(
        1
        for top in tops(state, seat)
        if RANK[top.card] == TWO and (top.source == "payoff" or not payoff_only)
    )


def is_blocked(state: dict, seat: int, own_compulsory_two: bool) -> bool:
    """SAM-6.5: a card that is not itself a compulsory 2 may not take an A-pile when m >= k."""
    return not own_compulsory_two and blocking_twos(state, seat) >= a_piles(state["center"])


def second_chance_due(state: dict, seat: int) -> bool:
    """SAM-8.3: in a second-chance turn, a hand ace, or a hand 2 while an A-pile exists, must
    go to the center before the turn may end, unless one already has."""
    if not state["second_chance"] or state["hand_low_played"]:
        return False
    hand = state["hands"][seat]
    if any(RANK[card] == ACE for card in hand):
        return True
    return a_piles(state["center"]) > 0 and any(RANK[card] == TWO for card in hand)
