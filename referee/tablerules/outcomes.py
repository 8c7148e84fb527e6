"""The outcomes of a match ended at the table, in the shape every game's outcome has.

A timeout under `forfeit` and a resignation rank the seat's side last and the others by
score; an abort has no result. Each cites its table rule and names the seat concerned. A
transcript keeps only the ending (`ending_of`: its reason and seat), from which the final
scores give the outcome again (`outcome_of_ending`).
"""

from __future__ import annotations

from ..engine.sides import side_seats
from ..engine.standings import Standing
from . import ABORT, RESIGNATION, TIMEOUT

TIMEOUT_REASON, RESIGNED, ABORTED = "timeout", "resigned", "aborted"
RULE_OF = {TIMEOUT_REASON: TIMEOUT, RESIGNED: RESIGNATION, ABORTED: ABORT}
REASONS = tuple(RULE_OF)


def last_place(scores: dict[str, int], seat: int, reason: str) -> dict:
    """The outcome of a match ended by `seat` (timed out, resigned): its side ranks last,
    the other sides by score (sharing a rank on the same score), and the best of them win."""
    loser = next(side for side in scores if seat in side_seats(side))
    others = [side for side in scores if side != loser]
    standings: list[Standing] = []
    for side in sorted(others, key=lambda side: -scores[side]):
        ahead = sum(1 for other in others if scores[other] > scores[side])
        standings.append({"side": side, "score": scores[side], "rank": 1 + ahead})
    standings.append({"side": loser, "score": scores[loser], "rank": len(others) + 1})
    winners = [standing["side"] for standing in standings if standing["rank"] == 1 and others]
    return {
        "winners": winners,
        "standings": standings,
        "reason": reason,
        "rule": RULE_OF[reason],
        "seat": seat,
    }


def no_result() -> dict:
    """The outcome of an aborted match: no winners and no standings."""
    return {"winners": [], "standings": [], "reason": ABORTED, "rule": ABORT}


def ending_of(outcome: dict) -> dict:
    """What a transcript keeps of a table's ending to reproduce it: its reason and seat."""
    found = {"reason": outcome["reason"]}
    if "seat" in outcome:
        found["seat"] = outcome["seat"]
    return found


def outcome_of_ending(scores: dict[str, int], ending: dict) -> dict:
    """The outcome a transcript's ending (`ending_of`) comes to on the final `scores`."""
    if ending["reason"] == ABORTED:
        return no_result()
    return last_place(scores, ending["seat"], ending["reason"])
