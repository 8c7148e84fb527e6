"""How a finished match ended, in one shape for every game: the winners, the standings, why."""

from __future__ import annotations

from typing import TypedDict


class Standing(TypedDict):
    side: str
    score: int
    rank: int


class MatchOutcome(TypedDict):
    """`winners` rank first; every other side ranks below them by its final score."""

    winners: list[str]
    standings: list[Standing]
    reason: str
    rule: str


def match_outcome(
    scores: dict[str, int], winners: list[str], reason: str, rule: str
) -> MatchOutcome:
    """The outcome of a finished match from its final scores and the sides that won it.

    Winners are named by the game's rules, not always by the highest score (a failed Ronda
    challenge, an emptied Spite and Malice pay-off pile), so they rank 1 whatever their
    score; the other sides follow by score, sides on the same score sharing a rank ("1, 2,
    2, 4"). `reason` is a stable snake_case word, `rule` the rule that ended the match.
    """
    won = set(winners)
    others = [side for side in scores if side not in won]
    standings: list[Standing] = [
        {"side": side, "score": scores[side], "rank": 1} for side in scores if side in won
    ]
    for side in sorted(others, key=lambda side: -scores[side]):
        ahead = sum(1 for other in others if scores[other] > scores[side])
        standings.append({"side": side, "score": scores[side], "rank": len(won) + 1 + ahead})
    return {"winners": list(winners), "standings": standings, "reason": reason, "rule": rule}
