"""The pack: packs with jokers, numeric ranks, suit order, a deal's shuffles (SAM-0.2, SAM-1.1)."""

from __future__ import annotations

from referee.engine.cards import JOKER, VALUES, standard_deck
from referee.engine.shuffle import deal_seed, shuffled

RANK = VALUES  # A=1 ... K=13 (SAM-0.2); the joker is 0, below an ace (SAM-12.2.3)
SUIT_ORDER = {"S": 4, "H": 3, "D": 2, "C": 1}  # S > H > D > C (SAM-2.4)
ACE, TWO, KING = 1, 2, 13
JOKERS_PER_PACK = 2


def is_joker(card: str) -> bool:
    return card == JOKER


def pack(packs: int, jokers: bool = True) -> list[str]:
    """`packs` standard packs, with two jokers each when `jokers` (SAM-1.1, SAM-12.1)."""
    cards = standard_deck() * packs
    return cards + [JOKER] * (JOKERS_PER_PACK * packs) if jokers else cards


def shuffle(cards: list[str], seed: str, deal_number: int, count: int) -> list[str]:
    """The `count`-th shuffle of a deal: every shuffle of a deal has its own key from the seed.

    The state carries `count`, so the same state always shuffles the same way, and no
    shuffle of a deal repeats another's order.
    """
    return shuffled(cards, deal_seed(f"{seed}\x00{deal_number}", count))
