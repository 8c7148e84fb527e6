"""Upgrades of older Ronda states, one step per schema_version (referee.games.upgrading).

Version 1 counted deals from 0 and kept the scores, but neither the lines the current deal
had scored nor a ledger of finished deals. Its states become version 2 states dealing the
same cards (deal n is shuffled with the key n - 1, as version 1's deal n - 1 was): the deal
number plus 1, and the points the scores hold in a carried row for the finished deals (RON-9.4).
As version 1 kept no line of the deal in play, the points it scored so far are counted in that
carried row; in the first deal, which no row stands before, they are its carried line. A
finished match's last deal is its own row, with the points that took the winner to the top as
its carried line, those before it in the carried row.
"""

from __future__ import annotations

from referee.games.upgrading import Step, integer, without

from .scoring import carried_line


def _record_of_v1(state: dict, number: int) -> tuple[list[dict], list[dict]]:
    """The deal's lines and the ledger of a version 1 state in deal `number` (from 1)."""
    scores = state["scores"]
    if state["phase"] != "finished":
        if number == 1:
            return ([carried_line(dict(scores))] if any(scores.values()) else []), []
        return [], [{"carried": True, "deals": number - 1, "points": dict(scores)}]
    # Before the last deal no side was at the target (RON-10.2): what passes the mark below
    # it was scored in the last deal, so the points before it are at most the mark.
    mark = state["options"]["target_score"] - 1 if number > 1 else 0
    before = {side: min(score, mark) for side, score in scores.items()}
    last = {side: score - before[side] for side, score in scores.items()}
    lines = [carried_line(dict(last))] if any(last.values()) else []
    rows = [{"number": number, "totals": last}]
    if number == 1:
        return lines, rows
    return lines, [{"carried": True, "deals": number - 1, "points": before}, *rows]


def version_2(state: dict) -> dict:
    """Version 1 to 2: deals from 1, and `deal_items` and `ledger` at the end."""
    without(state, ("deal_items", "ledger"), "ronda", 1)
    number = integer(state["deal_number"]) + 1
    lines, ledger = _record_of_v1(state, number)
    return {**state, "deal_number": number, "deal_items": lines, "ledger": ledger}


UPGRADES: tuple[Step, ...] = (version_2,)
