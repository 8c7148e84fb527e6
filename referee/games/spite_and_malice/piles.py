"""Center piles built A to K (SAM-5.2 to SAM-5.5), and the discard piles (SAM-7.1 to SAM-7.8).

A joker in a center pile counts as its position; a joker in a discard pile may stand for any
value the cards around it allow.
"""

from __future__ import annotations

from .pack import ACE, KING, RANK, is_joker

SLOTS = 4  # D1-D4 (SAM-7.1)

# Sets of ranks as bit masks: bit r stands for rank r (1..13).
ALL_RANKS = sum(1 << rank for rank in range(ACE, KING + 1))
NOT_ACE = ALL_RANKS & ~(1 << ACE)
COMPLETE = KING  # a pile whose effective top rank is K holds 13 cards (SAM-5.5)


def slot_name(slot: int) -> str:
    """A discard slot's name: D1 to D4 for slots 0 to 3 (SAM-7.1)."""
    return f"D{slot + 1}"


def needs(cards: list[str]) -> int:
    """The rank a center pile needs next: its effective top rank is its size (SAM-5.4)."""
    return len(cards) + 1


def starts_pile(card: str) -> bool:
    """Only a natural ace or a joker starts a center pile (SAM-5.2)."""
    return is_joker(card) or RANK[card] == ACE


def builds_on(card: str, cards: list[str]) -> bool:
    """A joker, or a natural card one rank above the effective top (SAM-5.3)."""
    return is_joker(card) or RANK[card] == len(cards) + 1


def _down(values: int) -> int:
    """{v} together with {v - 1 : v >= 2}."""
    return (values | (values >> 1)) & ALL_RANKS


def forward_sets(cards: list[str]) -> list[int]:
    """F(1) .. F(n) of SAM-7.8: the values each card may have, reading the pile upwards."""
    sets = []
    values = 0
    for index, card in enumerate(cards):
        if index == 0:
            values = ALL_RANKS if is_joker(card) else 1 << RANK[card]
        else:
            values = _down(values) if is_joker(card) else _down(values) & (1 << RANK[card])
        sets.append(values)
    return sets


def forward(cards: list[str]) -> int:
    """F(n): the values the top card of a discard pile may have (SAM-7.8)."""
    return forward_sets(cards)[-1] if cards else 0


def accepts(cards: list[str], free: bool) -> int:
    """The natural ranks a discard pile accepts (SAM-7.3, SAM-7.4, SAM-7.5, SAM-12.3.1)."""
    if free or not cards:
        return NOT_ACE
    return _down(forward(cards)) & NOT_ACE


def possible_values(cards: list[str]) -> list[list[int]]:
    """G(i) of SAM-7.8 for every card of a discard pile, bottom to top, as sorted ranks."""
    sets = forward_sets(cards)
    for index in range(len(sets) - 2, -1, -1):
        after = sets[index + 1]
        sets[index] &= after | ((after << 1) & ALL_RANKS)
    return [[rank for rank in range(ACE, KING + 1) if values >> rank & 1] for values in sets]


def rank_names(mask: int) -> str:
    """The ranks of a set, as the rules write them: "A 2 ... 10 J Q K"."""
    names = {1: "A", 11: "J", 12: "Q", 13: "K"}
    return " ".join(names.get(rank, str(rank)) for rank in range(ACE, KING + 1) if mask >> rank & 1)
