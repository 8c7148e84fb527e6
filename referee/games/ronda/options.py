"""The options (RON-12.1, RON-2.5), their defaults, and what they fix: hand sizes and rounds."""

from __future__ import annotations

from functools import cache

from referee.engine import MalformedInput, Option

OPTIONS: tuple[Option, ...] = (
    Option(
        "players",
        2,
        "2 or 3 players each for himself, or 4 in two partnerships (seats 0+2 against 1+3)",
        "RON-2.1",
        values=(2, 3, 4),
    ),
    Option(
        "first_dealer",
        None,
        "seat of the first dealer; null draws it from the seed",
        "RON-2.5",
        values=(None, 0, 1, 2, 3),
    ),
    Option(
        "deal_to_table",
        True,
        "false: no cards to the table and four-card hands (2 or 4 players only)",
        "RON-12.2",
        values=(True, False),
    ),
    Option(
        "dealer_last_play",
        False,
        "true: the dealer's last play of a deal scores or concedes 5 points",
        "RON-11.2",
        values=(False, True),
    ),
    Option("tringa_points", 3, "value of a tringa", "RON-4.2", values=(3, 5)),
    Option(
        "tie_split",
        "one_each",
        "how sides tied for the best ronda score: 1 each, or the total split and rounded down",
        "RON-4.8",
        values=("one_each", "split_round_down"),
    ),
    Option(
        "combo_rank_order",
        "king_high",
        "rank order comparing rondas and tringas",
        "RON-12.3",
        values=("king_high", "ace_high"),
    ),
    Option(
        "chain_points",
        "1-5-10",
        "points for Este / Five / Ten",
        "RON-12.4",
        values=("1-5-10", "1-6-15"),
    ),
    Option(
        "undeclared_ronda_penalty",
        1,
        "penalty for an undeclared ronda (twice this for two rondas)",
        "RON-4.10",
        values=(1, 5),
    ),
    Option("target_score", 41, "points that end the game", "RON-10.1", minimum=1, maximum=10000),
)

CHAIN_POINTS = {"1-5-10": (1, 5, 10), "1-6-15": (1, 6, 15)}
PACK_SIZE = 40


def check_options(options: dict) -> None:
    """Cross-option checks: a first dealer within the seats; no table-less deal for three."""
    players = options["players"]
    first = options["first_dealer"]
    if first is not None and first >= players:
        raise MalformedInput(
            f"option 'first_dealer' {first} is not a seat of a {players}-player game (RON-2.5)",
            path="options.first_dealer",
        )
    if not options["deal_to_table"] and players == 3:
        raise MalformedInput(
            "options 'deal_to_table' = false and 'players' = 3 cannot be "
            "combined: the variant without table cards is for 2 or 4 players "
            "(RON-12.2)",
            path="options.deal_to_table",
        )


@cache
def _layout(players: int, deal_to_table: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each round's hand size and the stock left once it is dealt (RON-3.7, RON-12.2)."""
    left = PACK_SIZE - (4 if deal_to_table else 0)
    sizes: list[int] = []
    stocks: list[int] = []
    while left > 0:
        # Without table cards two players always get four, four players four in round 1 only.
        size = 4 if not deal_to_table and (players == 2 or not sizes) else 3
        sizes.append(size)
        left -= players * size
        stocks.append(left)
    return tuple(sizes), tuple(stocks)


def table_start(options: dict) -> int:
    """Cards dealt to the table at the start of a deal (RON-3.1, RON-12.2)."""
    return 4 if options["deal_to_table"] else 0


def hand_size(options: dict, round_number: int) -> int:
    """Cards dealt to each hand in a round: 3, or 4 in the table-less variant (RON-12.2)."""
    sizes = _layout(options["players"], options["deal_to_table"])[0]
    return sizes[min(round_number, len(sizes)) - 1]


def rounds(options: dict) -> int:
    """RON-3.7: 6, 4 or 3 rounds with 2, 3 or 4 players; 5 and 3 without table cards."""
    return len(_layout(options["players"], options["deal_to_table"])[0])


def stock_after(options: dict, round_number: int) -> int:
    """Cards left in the stock once round `round_number` has been dealt."""
    return _layout(options["players"], options["deal_to_table"])[1][round_number - 1]
