"""Upgrades of older Seep states, one step per schema_version (referee.games.upgrading).

Version 1 counted deals from 0 and kept the baazi's totals, its deal count and the baazis won,
but no ledger of the deals that made them. Its states become version 2 states dealing the same
cards (deal n is shuffled with the key n - 1, as version 1's deal n - 1 was): the deal number
plus 1, and a ledger opening with a carried row that holds those counts (SEP-11.5). A finished
match's last deal, whose piles and sweeps the state still holds, is written out as its own
row, scored from them as SEP-10.3 scores a deal; the carried row holds the match before it.
"""

from __future__ import annotations

from referee.games.upgrading import Step, inserted_after, integer, without

from . import baazi
from .scoring import deal_sheet


def _carried(deals: int, points: dict, played: int, won: dict) -> list[dict]:
    """The carried row of the match before deal `deals` + 1; none when nothing was scored."""
    if not (played or any(points.values()) or any(won.values())):
        return []
    return [
        {
            "carried": True,
            "deals": deals,
            "points": points,
            "baazi_deals": played,
            "baazis_won": won,
        }
    ]


def _ledger_of_v1(state: dict, number: int) -> list[dict]:
    scores, won, played = state["scores"], state["baazis_won"], integer(state["baazi_deals"])
    if state["phase"] != "finished":
        return _carried(number - 1, dict(scores), played, dict(won))
    _, last = deal_sheet(state)
    winner = baazi.leader(scores)  # the last deal ended the last baazi, and the match with it
    before = {side: score - last[side] for side, score in scores.items()}
    won_before = {side: count - (side == winner) for side, count in won.items()}
    rows = [{"number": number, "totals": last}]
    return [*_carried(number - 1, before, played - 1, won_before), *rows]


def version_2(state: dict) -> dict:
    """Version 1 to 2: deals from 1, and the ledger after `baazi_deals`."""
    without(state, ("ledger",), "seep", 1)
    number = integer(state["deal_number"]) + 1
    ledger = _ledger_of_v1(state, number)
    return inserted_after({**state, "deal_number": number}, "baazi_deals", "ledger", ledger)


UPGRADES: tuple[Step, ...] = (version_2,)
