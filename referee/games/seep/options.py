"""The options of SEP-13, with their defaults and the rule each one sets."""

from __future__ import annotations

from referee.engine import MalformedInput, Option

OPTIONS: tuple[Option, ...] = (
    Option(
        "players",
        4,
        '4 players in two partnerships (sides "0+2" and "1+3"), '
        "or 2 players each holding a playing and a reserve hand (SEP-12)",
        "SEP-13",
        values=(4, 2),
    ),
    Option(
        "first_dealer",
        None,
        "seat of the first dealer; null draws it from the seed",
        "SEP-2.3",
        values=(None, 0, 1, 2, 3),
    ),
    Option(
        "baazi_margin",
        100,
        "lead that wins a baazi, tested after each deal",
        "SEP-11.1",
        minimum=1,
        maximum=10000,
    ),
    Option(
        "baazi_count",
        1,
        "baazis in the match; null plays on until stopped",
        "SEP-11.2",
        minimum=1,
        maximum=20,
        nullable=True,
    ),
    # Our decision, not the source rules' (SEP-11.1 knows only the margin; SEP-13 lists the
    # options): a baazi may also end after a fixed number of deals.
    Option(
        "deals_per_baazi",
        None,
        "null: no deal limit (SEP-11.1 alone). Otherwise our "
        "decision (SEP-11.1, SEP-13): a baazi also ends after this many completed deals "
        "(redeals do not count), won by the side with the higher total; if the totals are "
        "level after the last scheduled deal, deals go on until one ends with a side ahead. "
        "The baazi_margin test is made first at every deal end and wins first",
        "SEP-11.1",
        minimum=1,
        maximum=100,
        nullable=True,
    ),
    Option("sweep_points", 50, "points for an ordinary sweep", "SEP-9.1", minimum=0, maximum=1000),
    Option(
        "first_play_sweep_points",
        25,
        "points for a sweep on play 1",
        "SEP-9.1",
        minimum=0,
        maximum=1000,
    ),
    Option(
        "last_play_sweep_points",
        0,
        "points for a sweep on play 48",
        "SEP-9.1",
        minimum=0,
        maximum=1000,
    ),
    Option(
        "ten_of_diamonds_points",
        6,
        "points of the ten of diamonds",
        "SEP-10.1",
        minimum=0,
        maximum=100,
    ),
    Option(
        "most_cards_bonus",
        0,
        "bonus to the side with more captured cards (none on a tie)",
        "SEP-10.3",
        minimum=0,
        maximum=100,
    ),
    Option(
        "owner_may_throw",
        False,
        "whether a house owner may throw a loose card",
        "SEP-8.5",
        values=(False, True),
    ),
)

DEFAULTS = {option.name: option.default for option in OPTIONS}


def check_options(options: dict) -> None:
    """SEP-2.3: a first dealer given must be a seat of the chosen player count."""
    first = options["first_dealer"]
    if first is not None and first >= options["players"]:
        raise MalformedInput(
            f"first_dealer {first} is not a seat of a {options['players']}-player game",
            path="options.first_dealer",
        )
