"""The options (SAM-11.1, SAM-12.1), the defaults the seat count sets, and checks across them."""

from __future__ import annotations

from referee.engine import MalformedInput, Option
from referee.engine.wording import json_text

MAX_PAYOFF = 81  # half of three packs: the most a pay-off pile can start with
# The highest target_score. Every deal scores at least one point, so a target_score match
# lasts at most this many deals, which bounds the ledger a state keeps.
MAX_TARGET = 10_000

OPTIONS: tuple[Option, ...] = (
    Option(
        "players",
        2,
        "2 players, or 4 or 6 in partnerships sitting opposite (SAM-12.5.1)",
        "SAM-12.1",
        values=(2, 4, 6),
    ),
    Option(
        "mixed_deck_108",
        False,
        "deal pay-off piles, hands and stock from all the packs "
        "shuffled together; always true with 4 or 6 players, and true by default there "
        "(SAM-12.2.1)",
        "SAM-12.2.1",
        values=(False, True),
    ),
    Option(
        "packs",
        2,
        "52-card packs in play, each with two jokers; 3 only with the mixed deal, "
        "and 3 by default with 6 players (SAM-12.1, SAM-12.5.2)",
        "SAM-12.1",
        values=(2, 3),
    ),
    Option(
        "payoff_size",
        26,
        "cards in each pay-off pile; by default 26, 20 with the mixed deal, "
        "15 with 4 or 6 players (SAM-12.1)",
        "SAM-12.1",
        minimum=1,
        maximum=MAX_PAYOFF,
    ),
    Option(
        "free_discard",
        False,
        "any non-ace card may go on any of the mover's discard piles (SAM-12.3.1)",
        "SAM-12.3.1",
        values=(False, True),
    ),
    Option(
        "deal_initial_hands",
        True,
        "deal 5 cards to every hand with the pay-off piles; when "
        "false every first refill draws 5 (SAM-12.4.1)",
        "SAM-12.4.1",
        values=(True, False),
    ),
    Option(
        "first_player_tie",
        "suit",
        "equal highest pay-off tops: the higher suit starts "
        '("suit"), or the tied players reshuffle ("reshuffle") (SAM-2.4, SAM-12.4.2)',
        "SAM-12.4.2",
        values=("suit", "reshuffle"),
    ),
    Option(
        "refill_after_discard_empties_hand",
        False,
        "a discard that empties the hand draws 5 "
        "and the turn goes on as if it had just begun (SAM-12.6.1)",
        "SAM-12.6.1",
        values=(False, True),
    ),
    Option(
        "hand_two_may_block_discard_two",
        False,
        "a hand 2 or a joker may take the last A-pile "
        "from a discard-pile 2, never from a pay-off 2 (SAM-12.6.2)",
        "SAM-12.6.2",
        values=(False, True),
    ),
    Option(
        "stock_refill_threshold",
        12,
        "completed piles go under the stock when it holds this "
        "many cards or fewer at a stock check (SAM-9.2)",
        "SAM-9.2",
        minimum=0,
        maximum=162,
    ),
    Option(
        "plus_five",
        True,
        "the winner of a deal scores 5 more than the cards left in the "
        "other pay-off piles (SAM-10.3)",
        "SAM-10.3",
        values=(True, False),
    ),
    Option(
        "match_mode",
        "single_deal",
        "one deal; deals until a side reaches target_score; or deal_count deals (SAM-11.1)",
        "SAM-11.1",
        values=("single_deal", "target_score", "fixed_deals"),
    ),
    Option(
        "target_score",
        100,
        "the total that ends a target_score match (SAM-11.1)",
        "SAM-11.1",
        minimum=1,
        maximum=MAX_TARGET,
    ),
    Option(
        "deal_count",
        3,
        "deals in a fixed_deals match (SAM-11.1)",
        "SAM-11.1",
        minimum=1,
        maximum=100,
    ),
)

HAND_SIZE = 5  # a full hand (SAM-4.1)


def seat_defaults(given: dict, players: object) -> dict:
    """The client's options with the defaults SAM-12.1 ties to the seat count and the deal.

    Only a value the client left out is filled in, so a contradiction the client wrote is
    still refused by `check_options`.
    """
    if players not in (2, 4, 6):
        return given
    out = dict(given)
    teams = players > 2
    if teams:
        out.setdefault("mixed_deck_108", True)
    if players == 6:
        out.setdefault("packs", 3)
    mixed = out.get("mixed_deck_108", False)
    out.setdefault("payoff_size", 15 if teams else 20 if mixed is True else 26)
    return out


def card_count(options: dict) -> int:
    """Cards in play: 52 naturals and 2 jokers per pack (SAM-1.1, SAM-12.1)."""
    return 54 * options["packs"]


def option_problem(options: dict) -> tuple[str, str] | None:
    """The first option that contradicts another (name, reason), or None (SAM-12.1, SAM-12.2.1)."""
    players, mixed = options["players"], options["mixed_deck_108"]
    if players > 2 and not mixed:
        return (
            "mixed_deck_108",
            f"the mixed deal is always used with {players} players (SAM-12.5.2)",
        )
    if options["packs"] == 3 and not mixed:
        return "packs", "3 packs are allowed only with the mixed deal (SAM-12.1)"
    hands = HAND_SIZE if options["deal_initial_hands"] else 0
    size = options["payoff_size"]
    if mixed:
        if players * (size + hands) > card_count(options):
            return "payoff_size", (
                f"{players} pay-off piles of {size} and {players} hands of "
                f"{hands} need more than the {card_count(options)} cards "
                "(SAM-12.1)"
            )
    elif players * size > 52 or players * hands > 56:
        # The separate deal takes the pay-off piles from one 52-card pack (SAM-2.1).
        return "payoff_size", (
            f"{players} pay-off piles of {size} need more than the 52 cards "
            "of the pay-off pack (SAM-2.1, SAM-12.1)"
        )
    return None


def check_options(options: dict) -> None:
    """MalformedInput naming the first option that contradicts another (`option_problem`)."""
    problem = option_problem(options)
    if problem is not None:
        name, reason = problem
        raise MalformedInput(f"option {json_text(name)}: {reason}", path=f"options.{name}")
