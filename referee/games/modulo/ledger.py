"""The record of scored deals: the carried row that may open it (MOD-6.4)."""

from __future__ import annotations

from referee.engine import InvalidState

from .pack import NUMBERS


def deal_change_bounds(options: dict) -> tuple[int, int]:
    """The most a seat's score can fall and rise in one deal (MOD-5.7): a bid of b gains or
    loses b - 1, the largest bid (4) 3 either way, a missed ALL loses 3, and all 13 tricks give
    sweep_points, which may be below -3 or above 3. A reset (MOD-5.5) only raises a score of 0
    or less to 0, which stays within these bounds however many deals were played."""
    stake = NUMBERS[-1] - 1
    sweep = options["sweep_points"]
    return min(-stake, sweep), max(stake, sweep)


def check_carried(options: dict, carried: dict, path: str) -> None:
    """Each seat's carried score is one its deals can reach from 0 (MOD-6.4): within what
    `deal_change_bounds` allows a deal, that many times over."""
    deals = carried["deals"]
    low, high = deal_change_bounds(options)
    for side, score in carried["points"].items():
        if not deals * low <= score <= deals * high:
            raise InvalidState(
                f"seat {side}'s carried score {score} is out of reach in {deals} deal(s): a "
                f"deal moves a score by {low} to {high} with these options, so {deals} deal(s) "
                f"end between {deals * low} and {deals * high} (MOD-5.7, MOD-6.4)",
                path=f"{path}.points.{side}",
            )
