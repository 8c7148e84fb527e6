"""The 40-card pack, the run order A-7 then J Q K, the ranking of combinations (RON-0.1, RON-1)."""

from __future__ import annotations

RANKS = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
PACK = tuple(rank + suit for suit in SUITS for rank in RANKS)
PACK_SET = frozenset(PACK)

# Run position of each rank: 7 and J are neighbours because 8, 9 and 10 are out (RON-1.4).
RUN_INDEX = {rank: index for index, rank in enumerate(RANKS)}
RANK = {card: card[:-1] for card in PACK}
INDEX = {card: RUN_INDEX[card[:-1]] for card in PACK}

# Combination strength of a rank under each `combo_rank_order` (RON-1.5, RON-12.3).
COMBO_ORDER = {
    "king_high": {rank: index for index, rank in enumerate(RANKS)},
    "ace_high": {
        rank: index for index, rank in enumerate(("2", "3", "4", "5", "6", "7", "J", "Q", "K", "A"))
    },
}


def in_run_order(cards) -> list[str]:
    """Cards by rank in the run order, suits S H D C within a rank: the canonical order."""
    return sorted(cards, key=_SORT_KEY.__getitem__)


_SORT_KEY = {card: (INDEX[card], SUITS.index(card[-1])) for card in PACK}


def is_sequence(cards) -> bool:
    """RON-3.2: four different ranks, consecutive in the run order; nothing wraps (D-23)."""
    indexes = sorted(INDEX[card] for card in cards)
    return len(set(indexes)) == len(indexes) == 4 and indexes[-1] - indexes[0] == 3
