"""Modulo's options and their defaults, which are the game as the source rules give it (MOD-7)."""

from __future__ import annotations

from referee.engine import Option

# Every state carries each scored deal and replays them all when posted, and every view and
# score sheet shows one row per deal: 100 deals (eleven times the source rules' game, some
# 4,200 moves) keep a finished state within a few kilobytes.
MAX_DEALS = 100
# Any sweep worth a variant may want, a penalty included, while scores stay small integers.
SWEEP_POINTS_LIMIT = 100

OPTIONS: tuple[Option, ...] = (
    Option("players", 3, "always three players (MOD-1.1)", "MOD-1.1", values=(3,)),
    Option("deals", 9, "number of deals in the game", "MOD-7.1", minimum=1, maximum=MAX_DEALS),
    Option("first_dealer", 0, "the seat that deals deal 1", "MOD-7.2", values=(0, 1, 2)),
    Option(
        "all_bid_enabled", True, "whether the all-bid (ALL) exists", "MOD-7.3", values=(True, False)
    ),
    Option(
        "sweep_points",
        10,
        "points for taking all 13 tricks, whatever the bid",
        "MOD-7.4",
        minimum=-SWEEP_POINTS_LIMIT,
        maximum=SWEEP_POINTS_LIMIT,
    ),
)
DEFAULTS = {option.name: option.default for option in OPTIONS}


def check_options(options: dict) -> None:
    """Nothing to check across options: each limits only itself (MOD-7), as its Option checks."""
