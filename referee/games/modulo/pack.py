"""The play pack of 40 cards (no 2s, 3s or 4s), ace high, and the values a bid may take (MOD-1)."""

from __future__ import annotations

from referee.engine.cards import SUITS

TRICKS_PER_DEAL = 13
RANKS_HIGH_FIRST = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5")

# The pack in its one canonical order (suit by suit, ace first): hands are kept and legal
# moves listed in this order, and the gathered pack goes back to the stock in it.
PACK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS_HIGH_FIRST)
PACK_SET = frozenset(PACK)
PACK_INDEX = {card: index for index, card in enumerate(PACK)}
STRENGTH = {
    rank + suit: len(RANKS_HIGH_FIRST) - i
    for suit in SUITS
    for i, rank in enumerate(RANKS_HIGH_FIRST)
}
SUIT = {card: card[-1] for card in PACK}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

ALL = "ALL"
NUMBERS = (2, 3, 4)


def is_bid(value: object) -> bool:
    """One of 2, 3, 4 or "ALL" (True is not 1 and 2.0 is not 2 here)."""
    return value == ALL or (type(value) is int and NUMBERS[0] <= value <= NUMBERS[-1])


def in_pack_order(cards) -> list[str]:
    return sorted(cards, key=PACK_INDEX.__getitem__)


def quoted(value: object) -> str:
    """A client's value for a refusal message, cut short: a message never echoes a long string."""
    text = repr(value)
    return text if len(text) <= 24 else text[:21] + "..."
