"""The ledger: what one game of the match can score (CAS-7.9) and its carried row (CAS-8.6)."""

from __future__ import annotations

from referee.engine import InvalidState
from referee.engine.wording import json_text

from .scoring import FIXED_POINTS, MAX_CAPTURES, match_winner


def game_bounds() -> tuple[int, int]:
    """The fewest and most points one game scores in all, when anyone captured (CAS-6.3: a
    game without a capture scores nothing).

    Once anyone captures, every card ends in a pile (CAS-6.2), so the 13 spades never tie and
    the fixed items give 11 points, or 8 when the cards tie 26-26 (CAS-7.1 to CAS-7.7, CAS-7.9);
    each sweep adds 1 (CAS-7.6), and a game has at most 24 captures, 48 cards being played
    and each capture taking two or more. Any split of such a total between the sides can
    happen: the fixed items reach every sum from 0 to 11 (0 to 8 on a tie), and the sweeps
    make up the rest, so a game's row is bounded by its total alone.
    """
    return FIXED_POINTS[0], FIXED_POINTS[1] + MAX_CAPTURES


def check_carried(options: dict, carried: dict, path: str) -> None:
    """The carried row holds what its games can have scored, and the match went on after
    them (CAS-8.6): nothing, or 8 to 35 points a game in all, with no side the winner."""
    games, points = carried["games"], carried["points"]
    low, high = game_bounds()
    total = sum(points.values())
    if total and not low <= total <= high * games:
        raise InvalidState(
            f"the carried {games} game(s) scored {total} point(s) in all; {games} game(s) "
            f"score {low} to {high * games}, or 0 when nobody captured (CAS-7.9, CAS-8.6)",
            path=f"{path}.points",
        )
    target = options["target_score"]
    if match_winner(points, target) is not None:
        raise InvalidState(
            f"the carried scores {json_text(points)} decided the match at target {target} "
            "(CAS-8.3); no game was played after them (CAS-8.6)",
            path=f"{path}.points",
        )
