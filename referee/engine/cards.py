"""Card codes (`10D`, `QS`, `JK`): parsing, formatting, values and standard decks."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .errors import MalformedInput
from .wording import json_text

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
JOKER = "JK"
RANK_VALUES = {rank: number for number, rank in enumerate(RANKS, start=1)}


class Card(NamedTuple):
    """A parsed card; `rank` is None for the joker."""

    rank: str | None
    suit: str | None

    @property
    def value(self) -> int:
        return 0 if self.rank is None else RANK_VALUES[self.rank]

    def code(self) -> str:
        return JOKER if self.rank is None else self.rank + self.suit


# Every valid code maps to its parsed form; lookups here are the whole parser, which
# keeps validating a posted state to one dict probe per card.
CODES: dict[str, Card] = {rank + suit: Card(rank, suit) for rank in RANKS for suit in SUITS}
CODES[JOKER] = Card(None, None)
VALUES: dict[str, int] = {code: card.value for code, card in CODES.items()}
SUIT_OF: dict[str, str | None] = {code: card.suit for code, card in CODES.items()}
RANK_OF: dict[str, str | None] = {code: card.rank for code, card in CODES.items()}


def is_card(code: object) -> bool:
    return isinstance(code, str) and code in CODES


def parse_card(code: object) -> Card:
    """The card a code names; MalformedInput for anything that is not a card code."""
    if isinstance(code, str):
        card = CODES.get(code)
        if card is not None:
            return card
    raise MalformedInput(
        f"{json_text(code)} is not a card code (rank A 2-10 J Q K + suit S H D C, or JK)"
    )


def parse_cards(codes: Iterable[object]) -> list[Card]:
    return [parse_card(code) for code in codes]


def format_card(card: Card) -> str:
    return card.code()


def card_value(code: str) -> int:
    """Face value of a card code: A=1, 2-10, J=11, Q=12, K=13 (joker 0)."""
    return VALUES[code]


def standard_deck() -> list[str]:
    """The 52 cards of one pack, in a fixed order (suit by suit, A to K)."""
    return [rank + suit for suit in SUITS for rank in RANKS]
