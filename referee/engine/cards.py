"""Card codes (`10D`, `QS`, `JK`): the ranks and suits, each code's value and suit, the pack."""

from __future__ import annotations

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
JOKER = "JK"

# A code's face value: A=1, 2-10 by their number, J=11, Q=12, K=13; the joker 0.
VALUES: dict[str, int] = {
    rank + suit: value for value, rank in enumerate(RANKS, start=1) for suit in SUITS
}
VALUES[JOKER] = 0
# Every valid code: checking a posted card is one set probe, on every card of every request.
CODES: frozenset[str] = frozenset(VALUES)
SUIT_OF: dict[str, str | None] = {rank + suit: suit for rank in RANKS for suit in SUITS}
SUIT_OF[JOKER] = None


def standard_deck() -> list[str]:
    """The 52 cards of one pack, in a fixed order (suit by suit, A to K)."""
    return [rank + suit for suit in SUITS for rank in RANKS]
