"""Dealing: a new match, each deal's opening and rest, the next dealer (SEP-2, SEP-3, SEP-12).

Four cards go to the bidder and four face down to the floor; the rest follow in packets after
play 1, to reserve hands too with two players; the next baazi's dealer follows SEP-11.3.
"""

from __future__ import annotations

from referee.engine import deal_seed, shuffled, standard_deck
from referee.engine.states import in_order, match_fields, match_opening

from . import seats

# The fields of a state in their documented order: `game` and `schema_version` first (written
# from the game class), then the match.
MATCH_FIELDS = match_fields(
    "reserves",
    "dealer",
    "deal_number",
    "baazis_won",
    "baazi_deals",
    "ledger",
    "bid",
    "plays",
    "floor_down",
    "loose",
    "houses",
    "piles",
    "sweeps",
    "last_capturer",
    "last_capture",
)
FIELDS = ("game", "schema_version", *MATCH_FIELDS)


def assemble(**fields) -> dict:
    """A state with its fields in the documented order."""
    return in_order(fields, FIELDS)


def new_match(options: dict, seed: str) -> dict:
    """The first deal of a match, every score at 0: its fields after `game` and
    `schema_version`."""
    sides = seats.sides(options["players"])
    base = {
        **match_opening(options, seed, sides),
        "baazis_won": {side: 0 for side in sides},
        "baazi_deals": 0,
        "ledger": [],
    }
    fields, _ = fresh_deal(base, first_dealer(options, seed), 1)
    return in_order(fields, MATCH_FIELDS)


def fresh_deal(base: dict, dealer: int, deal_number: int) -> tuple[dict, dict]:
    """The zones of deal `deal_number` (from 1, redeals included; SEP-3.1) and its public
    event."""
    players = base["options"]["players"]
    zones = opening(players, dealer, base["seed"], deal_number)
    sides = seats.sides(players)
    fields = {
        **base,
        **zones,
        "phase": "bid",
        "dealer": dealer,
        "deal_number": deal_number,
        "to_move": seats.bidder(players, dealer),
        "bid": None,
        "plays": 0,
        "loose": [],
        "houses": [],
        "piles": {side: [] for side in sides},
        "sweeps": {side: [] for side in sides},
        "last_capturer": None,
        "last_capture": None,
    }
    event = {
        "type": "deal",
        "stage": "opening",
        "deal_number": deal_number,
        "dealer": dealer,
        "bidder": seats.bidder(players, dealer),
        "hand_counts": [len(hand) for hand in zones["hands"]],
        "floor_down": 4,
    }
    return fields, event


def first_dealer(options: dict, seed: str) -> int:
    """SEP-2.3: the option when given, otherwise drawn from the seed (so it replays exactly)."""
    if options["first_dealer"] is not None:
        return options["first_dealer"]
    return int.from_bytes(deal_seed(seed, -1)[:4], "big") % options["players"]


def opening(players: int, dealer: int, seed: str, deal_number: int) -> dict:
    """SEP-3.1/3.2: cards 1-4 to the bidder, 5-8 face down on the floor, 9-52 wait in the
    stock.

    Deals are numbered from 1; deal n is shuffled with the key n - 1 of the match's seed.
    """
    deck = shuffled(standard_deck(), deal_seed(seed, deal_number - 1))
    hands: list[list[str]] = [[] for _ in range(players)]
    hands[seats.bidder(players, dealer)] = deck[:4]
    return {
        "hands": hands,
        "reserves": [[] for _ in range(players)] if players == 2 else [],
        "stock": deck[8:],
        "floor_down": deck[4:8],
    }


def deal_rest(
    players: int, dealer: int, hands: list[list[str]], reserves: list[list[str]], stock: list[str]
) -> tuple[list[list[str]], list[list[str]]]:
    """SEP-3.8: after play 1 the 44 cards go out in eleven packets of four from the bidder's
    right."""
    zones = {"hands": [list(hand) for hand in hands], "reserves": [list(r) for r in reserves]}
    for k, offset in enumerate(seats.PACKETS):
        zone, seat = seats.packet_target(players, dealer, offset)
        zones[zone][seat].extend(stock[4 * k : 4 * k + 4])
    return zones["hands"], zones["reserves"]


def next_dealer(players: int, dealer: int, scores: dict[str, int]) -> int:
    """SEP-2.4 (SEP-12.8): a dealer whose side is level or behind deals again; one ahead passes
    right."""
    mine = seats.side_of(players, dealer)
    theirs = max(score for side, score in scores.items() if side != mine)
    return dealer if scores[mine] <= theirs else (dealer + 1) % players


def next_baazi_dealer(players: int, dealer: int, scores: dict[str, int]) -> int:
    """SEP-11.3: the partner of whoever would deal next on the final totals (D-21); with two
    players, that player (D-22)."""
    would = next_dealer(players, dealer, scores)
    partner = seats.partner(players, would)
    return would if partner is None else partner
