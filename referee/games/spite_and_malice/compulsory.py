"""Compulsory plays: aces and 2s on the mover's piles, blocking, the second-chance duty.

The rules are SAM-6.1 to SAM-6.7 and SAM-8.3; what they forbid is why a turn may not end.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from referee.engine import IllegalMove

from .pack import ACE, RANK, TWO
from .piles import slot_name
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
    """The tops of the mover's piles: its own and, in partnerships, its partner's (SAM-6.1,
    SAM-12.5.4)."""
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


def compulsory_refusal(state: dict, seat: int) -> IllegalMove | None:
    """Why the turn may not end while a compulsory play is outstanding (SAM-6.6); public."""
    due = compulsory(state, seat)
    if not due:
        return None
    top = due[0]
    where = "pay-off pile" if top.slot is None else f"discard pile {slot_name(top.slot)}"
    whose = "" if top.owner == seat else f" of partner {top.owner}"
    what = (
        "an ace, which must start a new pile"
        if RANK[top.card] == ACE
        else "a 2, which must go on an A-pile"
    )
    return IllegalMove(
        "compulsory_play",
        "SAM-6.6",
        f"{top.card} on the {where}{whose} is {what} before the turn ends",
    )


def obligation(state: dict, seat: int) -> IllegalMove | None:
    """Why the turn may not end now (by a discard or END), or None (SAM-6.6, SAM-8.3).

    The second-chance duty depends on the mover's hand, so only the mover may be told it.
    """
    refusal = compulsory_refusal(state, seat)
    if refusal is None and second_chance_due(state, seat):
        refusal = IllegalMove(
            "second_chance",
            "SAM-8.3",
            "in a second-chance turn a hand ace, or a hand 2 while an A-pile "
            "exists, must be played to the center before the turn ends",
        )
    return refusal


def must_play(state: dict, mover: int, seat: int | None) -> dict | None:
    """What keeps the mover from ending the turn, as `seat` (None: a spectator) may know it:
    the rule and its message, and the pile whose top card must go to the center, named as a
    play names it (`source`, `owner`, `slot`); the card is that pile's top in the view. The
    second-chance duty is the mover's to know alone (SAM-3.2): its source is the hand."""
    refusal = (obligation if seat == mover else compulsory_refusal)(state, mover)
    if refusal is None:
        return None
    due = compulsory(state, mover)
    if due:
        top = due[0]
        where = {"source": top.source, "owner": top.owner, "slot": top.slot}
    else:
        where = {"source": "hand", "owner": mover, "slot": None}
    return {"rule": refusal.rule, "message": refusal.message, **where}
