"""Dealing: the first dealer, the shuffle, hands, the starting table and rounds (RON-2.5, RON-3)."""

from __future__ import annotations

from referee.engine import deal_seed, shuffled
from referee.engine.sides import next_seat
from referee.engine.states import in_order, match_fields, match_opening

from . import declarations as decl
from . import options as rules_options
from .pack import PACK, RANK, in_run_order, is_sequence
from .seats import play_order, sides

# The fields of a match, in the state's order after `game` and `schema_version` (RON-0.8).
MATCH_FIELDS = match_fields(
    "dealer",
    "deal_number",
    "round",
    "table",
    "piles",
    "declarations",
    "holdings",
    "pending",
    "last_play",
    "last_capturer",
    "winner",
    "deal_items",
    "ledger",
)
# Every field of the state, in order.
FIELDS = ("game", "schema_version", *MATCH_FIELDS)

# Index 0 of this key is never a deal: it draws the first dealer.
_DEALER_DRAW = "first-dealer"


def first_dealer(options: dict, seed: str) -> int:
    """RON-2.5: the option when given, otherwise drawn from the seed so that replays agree."""
    if options["first_dealer"] is not None:
        return options["first_dealer"]
    return int.from_bytes(deal_seed(f"{seed}\x00{_DEALER_DRAW}", 0)[:4], "big") % options["players"]


def deal_hands(
    stock: list[str], options: dict, dealer: int, round_number: int
) -> tuple[list[list[str]], list[str]]:
    """RON-3.1, RON-3.6: one batch per hand from the top of the stock, dealer + 1 first."""
    players = options["players"]
    size = rules_options.hand_size(options, round_number)
    hands: list[list[str]] = [[] for _ in range(players)]
    for batch, seat in enumerate(play_order(players, dealer)):
        hands[seat] = stock[batch * size : (batch + 1) * size]
    return hands, stock[players * size :]


def table_fault(table: list[str]) -> list[str]:
    """The cards a starting table sends back, in dealt order; [] when it is valid (RON-3.2).

    Equal ranks first: every card of a repeated rank but the first dealt (RON-3.3); then a
    four-card sequence gives back its last dealt card (RON-3.4).
    """
    seen: set[str] = set()
    repeated = []
    for card in table:
        if RANK[card] in seen:
            repeated.append(card)
        seen.add(RANK[card])
    if repeated:
        return repeated
    return [table[-1]] if len(table) == 4 and is_sequence(table) else []


def correct_table(
    table: list[str], stock: list[str], seed: str, deal_index: int
) -> tuple[list[str], list[str], int]:
    """RON-3.5: send back and replace until the table is valid; (table, stock, corrections).

    Each reshuffle of the stock has its own key derived from the state's seed and the deal's
    index, so the correction replays exactly.
    """
    corrections = 0
    while True:
        back = table_fault(table)
        if not back:
            return table, stock, corrections
        corrections += 1
        kept = [card for card in table if card not in back]
        stock = shuffled(stock + back, deal_seed(f"{seed}\x00table-{corrections}", deal_index))
        table, stock = kept + stock[: len(back)], stock[len(back) :]


def new_deal(options: dict, seed: str, dealer: int, deal_number: int) -> dict:
    """RON-3.1: shuffle, a batch to each hand, four face up to the table, the rest is the stock.

    Deals are numbered from 1; the shuffles are keyed by the index from 0.
    """
    index = deal_number - 1
    pack = shuffled(PACK, deal_seed(seed, index))
    hands, rest = deal_hands(pack, options, dealer, 1)
    start = rules_options.table_start(options)
    table, stock, corrections = correct_table(rest[:start], rest[start:], seed, index)
    return {
        "hands": hands,
        "table": in_run_order(table),
        "stock": stock,
        "corrections": corrections,
    }


def start_round(fields: dict, round_number: int) -> None:
    """A distribution of hands opens the declaration phase (RON-4.4); no chain crosses it
    (RON-6.7)."""
    players = fields["options"]["players"]
    fields.update(
        phase="declare",
        round=round_number,
        to_move=next_seat(players, fields["dealer"]),
        declarations=[None] * players,
        pending=[],
        last_play=None,
        holdings=[decl.holding(hand) for hand in fields["hands"]],
    )


def deal_into(fields: dict, dealer: int, deal_number: int) -> dict:
    """A fresh deal (RON-3.1) into `fields`; returns its public event."""
    options = fields["options"]
    dealt = new_deal(options, fields["seed"], dealer, deal_number)
    fields.update(
        dealer=dealer,
        deal_number=deal_number,
        hands=dealt["hands"],
        table=dealt["table"],
        stock=dealt["stock"],
        last_capturer=None,
        piles={side: [] for side in sides(options["players"])},
        deal_items=[],
    )
    start_round(fields, 1)
    return {
        "type": "deal",
        "deal_number": deal_number,
        "dealer": dealer,
        "round": 1,
        "hand_counts": [len(hand) for hand in dealt["hands"]],
        "table": list(dealt["table"]),
        "table_corrections": dealt["corrections"],
        "stock_count": len(dealt["stock"]),
    }


def new_match(options: dict, seed: str) -> dict:
    """The first deal of a match, deal 1, scores at 0 and no deal played (RON-2.5, RON-3.1)."""
    opening = match_opening(options, seed, sides(options["players"]))
    fields = {**opening, "winner": None, "ledger": []}
    deal_into(fields, first_dealer(options, seed), 1)
    return in_order(fields, MATCH_FIELDS)
