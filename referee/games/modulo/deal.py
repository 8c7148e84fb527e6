"""A new match, the dealer of each deal, and the shuffle and deal after the reveal (MOD-2)."""

from __future__ import annotations

from referee.engine import deal_seed, shuffled
from referee.engine.sides import next_seat
from referee.engine.states import in_order, match_fields, match_opening

from .pack import PACK, in_pack_order
from .seats import SEATS, SIDES

# The state's fields after `game` and `schema_version`, in the order a state keeps them.
FIELDS = match_fields(
    "deal_number",
    "bids",
    "turn_up",
    "leader",
    "trick",
    "tricks",
    "scored_deals",
)


def new_match(options: dict, seed: str) -> dict:
    """MOD-2.2, MOD-3.1: the game opens with deal 1's bidding; nothing is dealt yet."""
    match = {**match_opening(options, seed, SIDES), **bidding_phase(1), "scored_deals": []}
    return in_order(match, FIELDS)


def bidding_phase(deal_number: int) -> dict:
    """The pack gathered face down in the stock, every seat yet to bid (MOD-3.1)."""
    return {
        "phase": "bid",
        "to_move": list(range(SEATS)),
        "hands": [[], [], []],
        "stock": list(PACK),
        "deal_number": deal_number,
        "bids": [None, None, None],
        "turn_up": None,
        "leader": None,
        "trick": [],
        "tricks": [],
    }


def dealer_of(options: dict, deal_number: int) -> int:
    """MOD-2.3: the first dealer deals deal 1, then the deal moves one seat to the left."""
    return (options["first_dealer"] + deal_number - 1) % SEATS


def first_leader(dealer: int) -> int:
    """MOD-4.2: the player to the dealer's left leads to the first trick."""
    return next_seat(SEATS, dealer)


def first_leader_of(state: dict) -> int:
    """MOD-4.2: the seat that leads the first trick of the state's deal."""
    return first_leader(dealer_of(state["options"], state["deal_number"]))


def distribute(deck: list[str], dealer: int) -> tuple[list[list[str]], str]:
    """MOD-2.5 (MOD-8.8): card i of 0-38 goes to seat dealer + 1 + i; card 39 is the turn-up."""
    hands: list[list[str]] = [[], [], []]
    for i, card in enumerate(deck[:39]):
        hands[(dealer + 1 + i) % SEATS].append(card)
    return [in_pack_order(hand) for hand in hands], deck[39]


def deal(stock: list[str], seed: str, deal_number: int, dealer: int) -> tuple[list[list[str]], str]:
    """MOD-2.4: the stock is shuffled from the state's seed only once every bid is in."""
    return distribute(shuffled(stock, deal_seed(seed, deal_number)), dealer)
