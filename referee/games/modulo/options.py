"""Modulo's options and their defaults, which are the game as the source rules give it (MOD-7)."""

from __future__ import annotations

from referee.engine import Option

OPTIONS: tuple[Option, ...] = (
    Option("players", 3, "always three players (MOD-1.1)", "MOD-1.1", values=(3,)),
    Option("deals", 9, "number of deals in the game", "MOD-7.1", minimum=1),
    Option("first_dealer", 0, "the seat that deals deal 1", "MOD-7.2", values=(0, 1, 2)),
    Option(
        "all_bid_enabled", True, "whether the all-bid (ALL) exists", "MOD-7.3", values=(True, False)
    ),
    Option("sweep_points", 10, "points for taking all 13 tricks, whatever the bid", "MOD-7.4"),
)
DEFAULTS = {option.name: option.default for option in OPTIONS}


def check_options(options: dict) -> None:
    """Nothing to check across options: each limits only itself (MOD-7), as its Option checks."""
