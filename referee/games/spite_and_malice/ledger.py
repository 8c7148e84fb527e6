"""The ledger: what one deal can score (SAM-10.3, SAM-10.4) and its carried row (SAM-11.4)."""

from __future__ import annotations

from referee.engine import InvalidState
from referee.engine.wording import json_text

from .scoring import PLUS_FIVE
from .seats import sides


def deal_bounds(options: dict) -> tuple[int, int]:
    """The fewest and most points one deal gives its winner, the only side that scores
    (SAM-10.3): every other side keeps at least one pay-off card (a side whose piles are all
    empty has won the deal, SAM-10.1), and at most all its piles' cards (SAM-10.4), plus the
    five. Both bounds are reached: no other side need have played a pay-off card."""
    players = options["players"]
    others = len(sides(players)) - 1
    bonus = PLUS_FIVE if options["plus_five"] else 0
    return others + bonus, others * (players // (others + 1)) * options["payoff_size"] + bonus


def check_carried(options: dict, carried: dict, path: str) -> None:
    """The carried row holds what its deals can have scored, and the match went on after
    them (SAM-11.4): one winner a deal, each scoring within `deal_bounds`."""
    least, most = deal_bounds(options)
    deals, points = carried["deals"], carried["points"]
    fewest = most_wins = 0
    for side, total in points.items():
        # A side's total is the sum of the deals it won, each worth least to most points.
        low, high = (0, 0) if total == 0 else (-(-total // most), total // least)
        if low > high:
            raise InvalidState(
                f"no number of deals won, each worth {least} to {most} points with these "
                f"options, makes side {side}'s carried {total} points (SAM-10.3, SAM-11.4)",
                path=f"{path}.points.{side}",
            )
        fewest, most_wins = fewest + low, most_wins + high
    if not fewest <= deals <= most_wins:
        raise InvalidState(
            f"the carried points {json_text(points)} are won in {fewest} to {most_wins} "
            f"deal(s), each deal's winner alone scoring {least} to {most} points with these "
            f"options; the carried row stands for {deals} (SAM-10.3, SAM-11.4)",
            path=f"{path}.deals",
        )
    if options["match_mode"] == "target_score":
        top = max(points.values())
        if top >= options["target_score"]:
            raise InvalidState(
                f"a side had {top} points after the carried deals, reaching target_score: "
                "the match ended there (SAM-11.1, SAM-11.4)",
                path=f"{path}.points",
            )
