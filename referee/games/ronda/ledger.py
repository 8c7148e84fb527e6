"""The ledger: the most one deal can score (RON-4 to RON-11), and its carried row (RON-9.4)."""

from __future__ import annotations

from referee.engine import InvalidState
from referee.engine.wording import json_text

from .declarations import FALSE_PENALTY
from .options import CHAIN_POINTS, PACK_SIZE, rounds, table_start
from .scoring import THRESHOLD, leader_at_target

RANKS = 10  # A, 2-7, J, Q, K, four cards each (RON-1.1)


def deal_max(options: dict) -> int:
    """The most points one side can score in one deal, every source at its most.

    - Plays (RON-6, RON-7): a chain takes the four cards of a rank, so a rank gives a side at
      most two Estes (two cards placed, each taken by the next player), or with three players
      a Five, or with four an Este and the Ten two plays later (the Five between is the other
      side's); and each play of the side at most one Mesa (RON-7.1).
    - Declarations (RON-4.8 to RON-4.10), each round: the award, at most every seat's
      declaration at its highest value, and from each opposing seat the larger of a false
      declaration's cost and an undeclared holding's penalty.
    - The card count (RON-9.2): every card over the threshold, all 40 in one pile at most.
    - The dealer's last play (RON-11.2, RON-11.4): 5, when the option is on.
    """
    players = options["players"]
    este, five, ten = CHAIN_POINTS[options["chain_points"]]
    per_rank = {2: 2 * este, 3: max(2 * este, five), 4: max(2 * este, este + ten)}[players]
    seats = 2 if players == 4 else 1
    plays = seats * (PACK_SIZE - table_start(options)) // players
    highest = max(options["tringa_points"], 2)
    penalty = max(*FALSE_PENALTY.values(), 2 * options["undeclared_ronda_penalty"])
    declarations = rounds(options) * (players * highest + (players - seats) * penalty)
    last_play = 5 if options["dealer_last_play"] else 0
    return RANKS * per_rank + plays + declarations + PACK_SIZE - THRESHOLD[players] + last_play


def check_row(options: dict, totals: dict, path: str, what: str) -> None:
    """InvalidState unless each side's points are within what one deal can score."""
    most = deal_max(options)
    for side, points in totals.items():
        if points > most:
            raise InvalidState(
                f"{what} gives side {side} {points} points; one deal scores a side at most "
                f"{most} with these options (RON-4.8 to RON-11.4)",
                path=path,
            )


def check_carried(options: dict, carried: dict, path: str) -> None:
    """The carried row holds what its deals can have scored, and the match went on after
    them (RON-9.4): at most `deal_max` a side a deal, and no side alone at the top at or above
    the target (RON-10.2)."""
    deals, points = carried["deals"], carried["points"]
    most = deal_max(options)
    for side, total in points.items():
        if total > deals * most:
            raise InvalidState(
                f"side {side}'s carried {total} points are out of reach in {deals} deal(s): "
                f"a deal scores a side at most {most} with these options (RON-9.4)",
                path=f"{path}.points.{side}",
            )
    leader = leader_at_target(points, options["target_score"])
    if leader is not None:
        raise InvalidState(
            f"the carried scores {json_text(points)} have side {leader} alone at the top with "
            f"at least {options['target_score']}: the game ended there (RON-10.2, RON-9.4)",
            path=f"{path}.points",
        )
