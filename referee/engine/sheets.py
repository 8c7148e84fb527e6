"""Score sheets in one shape for every game: items with their rules, totals, what they cover."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NotRequired, TypedDict

# What a sheet's items score: one deal (a "game" in Cassino, a "round" in Seep's baazi),
# the whole match, or a tally of a game played elsewhere.
COVERS = ("deal", "game", "round", "match", "tally")


class SheetItem(TypedDict):
    item: str
    label: str
    rule: str
    points: dict[str, int]
    detail: Any


class DealRow(TypedDict):
    number: int
    totals: dict[str, int]
    scores: dict[str, int]
    # Only on the row of a ledger's carried row, which stands for deals 1 to `number`.
    carried: NotRequired[bool]


class MatchTotals(TypedDict):
    scores: dict[str, int]
    target: int | None
    finished: bool
    winners: list[str] | None


class ScoreSheet(TypedDict):
    game: str
    covers: str
    number: int | None
    final: bool
    items: list[SheetItem]
    totals: dict[str, int]
    deals: list[DealRow]
    match: MatchTotals | None


def item(key: str, label: str, rule: str, points: dict[str, int], detail: Any = None) -> SheetItem:
    """One line of a sheet: a stable key, its words, the rule that scores it, points by side."""
    return {"item": key, "label": label, "rule": rule, "points": points, "detail": detail}


def match_totals(
    scores: dict[str, int],
    finished: bool,
    target: int | None = None,
    winners: list[str] | None = None,
) -> MatchTotals:
    """The match as it stands: its scores by side, the target where there is one, who won."""
    return {"scores": dict(scores), "target": target, "finished": finished, "winners": winners}


def sheet(
    game: str,
    covers: str,
    number: int | None,
    final: bool,
    sides: Iterable[str],
    items: list[SheetItem],
    deals: list[DealRow] | None = None,
    match: MatchTotals | None = None,
) -> ScoreSheet:
    """A sheet whose totals are the sum of its items' points, side by side.

    `number` is the deal it covers, counted from 1 in every game (None for the match or a
    tally); `deals` holds one row per finished deal of the match: its totals and the match
    scores right after it.
    """
    if covers not in COVERS:
        raise ValueError(f"a sheet covers one of {', '.join(COVERS)}; got {covers!r}")
    totals = {side: sum(line["points"].get(side, 0) for line in items) for side in sides}
    return {
        "game": game,
        "covers": covers,
        "number": number,
        "final": final,
        "items": items,
        "totals": totals,
        "deals": list(deals or []),
        "match": match,
    }
