"""Dealing: a new match, and each deal of it: pay-off piles, hands, stock, the first player.

The rules are SAM-2.1 to SAM-2.4, SAM-11.2, SAM-12.2.1 and SAM-12.4.1.
"""

from __future__ import annotations

from referee.engine.states import in_order, match_fields, match_opening

from .options import HAND_SIZE
from .pack import RANK, SUIT_ORDER, pack, shuffle
from .seats import sides
from .stalemate import BOOKKEEPING, start_turn

# The fields of a match's state after `game` and `schema_version`, in the state's order.
FIELDS = match_fields(
    "ledger",
    "deal_number",
    "shuffles",
    "payoffs",
    "discards",
    "center",
    "completed",
    "next_pile",
    "turn_played",
    "turn_discarded",
    "hand_low_played",
    "null_turns",
    "first_null",
    "second_chance",
)

# A tie no reshuffle can break (one-card piles of the same code) would otherwise loop for
# ever; after this many rounds the lowest tied seat starts.
TIE_ROUNDS = 64


def deal_zones(options: dict, seed: str, deal_number: int) -> dict:
    """Pay-off piles (bottom to top), hands, stock (top first) and the shuffles made."""
    players, size = options["players"], options["payoff_size"]
    hand = HAND_SIZE if options["deal_initial_hands"] else 0
    if options["mixed_deck_108"]:
        cards = shuffle(pack(options["packs"]), seed, deal_number, 0)  # SAM-12.2.1
        payoff_cards, rest, shuffles = cards[: players * size], cards[players * size :], 1
    else:
        # Two packs with different backs: 52 pay-off cards, and 52 + 4 jokers for the
        # hands and the stock (SAM-1.1, SAM-2.1, SAM-2.2).
        payoff_pack = shuffle(pack(1, jokers=False), seed, deal_number, 0)
        stock_pack = shuffle(pack(1) + ["JK", "JK"], seed, deal_number, 1)
        payoff_cards = payoff_pack[: players * size]
        # A smaller pay-off pile than 26 leaves pay-off cards over: they go under the stock.
        rest, shuffles = stock_pack + payoff_pack[players * size :], 2
    payoffs = [payoff_cards[seat * size : (seat + 1) * size] for seat in range(players)]
    hands = [rest[seat * hand : (seat + 1) * hand] for seat in range(players)]
    return {
        "payoffs": payoffs,
        "hands": hands,
        "stock": rest[players * hand :],
        "shuffles": shuffles,
    }


def first_player(
    payoffs: list[list[str]], options: dict, seed: str, deal_number: int, shuffles: int
) -> tuple[int, list[list[str]], int, list[int]]:
    """Who starts: the highest pay-off top, ties by suit or by reshuffling (SAM-2.3, SAM-2.4,
    SAM-12.2.3, SAM-12.4.2, SAM-12.5.6).

    Returns the seat, the pay-off piles after any reshuffles, the shuffle count, and the
    seats that reshuffled, in order.
    """
    payoffs = list(payoffs)
    reshuffled: list[int] = []
    for _ in range(TIE_ROUNDS):
        tops = [pile[-1] for pile in payoffs]
        best = max(RANK[top] for top in tops)
        tied = [seat for seat, top in enumerate(tops) if RANK[top] == best]
        if len(tied) == 1:
            return tied[0], payoffs, shuffles, reshuffled
        if options["first_player_tie"] == "suit" and best:
            suit = max(SUIT_ORDER[tops[seat][-1]] for seat in tied)
            tied = [seat for seat in tied if SUIT_ORDER[tops[seat][-1]] == suit]
            if len(tied) == 1:
                return tied[0], payoffs, shuffles, reshuffled
        # Identical tops (the same code, or jokers), or equal ranks under "reshuffle": the
        # tied players reshuffle their whole pay-off piles and compare again.
        for seat in tied:
            payoffs[seat] = shuffle(payoffs[seat], seed, deal_number, shuffles)
            shuffles += 1
            reshuffled.append(seat)
    return min(tied), payoffs, shuffles, reshuffled


def new_deal(state: dict, deal_number: int, events: list[dict]) -> None:
    """SAM-2.1, SAM-2.2 and SAM-11.2: a fresh deal from separated packs, and its first turn."""
    options, seed = state["options"], state["seed"]
    zones = deal_zones(options, seed, deal_number)
    first, payoffs, shuffles, reshuffled = first_player(
        zones["payoffs"], options, seed, deal_number, zones["shuffles"]
    )
    players = options["players"]
    state.update(
        phase="play",
        hands=zones["hands"],
        stock=zones["stock"],
        deal_number=deal_number,
        shuffles=shuffles,
        payoffs=payoffs,
        discards=[[[], [], [], []] for _ in range(players)],
        center=[],
        completed=[],
        next_pile=1,
        **BOOKKEEPING,
    )
    events.append(
        {
            "type": "deal",
            "deal": deal_number,
            "first": first,
            "payoff_tops": [pile[-1] for pile in payoffs],
            "payoff_counts": [len(pile) for pile in payoffs],
            "reshuffled": reshuffled,
            "hand_counts": [len(h) for h in zones["hands"]],
        }
    )
    start_turn(state, first, events)


def new_match(options: dict, seed: str) -> dict:
    """A new match: the first deal dealt and its first turn begun, no score and no deal in
    the ledger yet."""
    state = {**match_opening(options, seed, sides(options["players"])), "ledger": []}
    new_deal(state, 1, [])
    return in_order(state, FIELDS)
