"""The dealer of each deal, the shuffle after the reveal, and thirteen cards each from the dealer's left (MOD-2)."""

from __future__ import annotations

from referee.engine import deal_seed, shuffled

from .pack import SEATS, in_pack_order, left_of


def dealer_of(options: dict, deal_number: int) -> int:
    """MOD-2.3: the first dealer deals deal 1, then the deal moves one seat to the left."""
    return (options["first_dealer"] + deal_number - 1) % SEATS


def first_leader(dealer: int) -> int:
    """MOD-4.2: the player to the dealer's left leads to the first trick."""
    return left_of(dealer)


def distribute(deck: list[str], dealer: int) -> tuple[list[list[str]], str]:
    """MOD-2.5 (MOD-8.8): card i of 0-38 goes to seat dealer + 1 + i; card 39 is the turn-up."""
    hands: list[list[str]] = [[], [], []]
    for i, card in enumerate(deck[:39]):
        hands[(dealer + 1 + i) % SEATS].append(card)
    return [in_pack_order(hand) for hand in hands], deck[39]


def deal(stock: list[str], seed: str, deal_number: int, dealer: int) -> tuple[list[list[str]], str]:
    """MOD-2.4: the stock is shuffled from the state's seed only once every bid is in."""
    return distribute(shuffled(stock, deal_seed(seed, deal_number)), dealer)
