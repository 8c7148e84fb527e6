"""Upgrades of older Spite and Malice states, one step per schema_version (referee.games.upgrading).

Version 1 kept the match scores but no ledger of the deals that made them. Its states become
version 2 states whose ledger opens with a carried row for the finished deals (SAM-11.4);
a finished match's last deal, the one on the table, is written out as its own row, scored
from the pay-off cards left as SAM-10.3 scores it.
"""

from __future__ import annotations

from referee.games.upgrading import Step, inserted_after, refuse, without

from .scoring import deal_items, deal_winner, payoff_left, totals


def _ledger_of_v1(state: dict) -> list[dict]:
    scores, number = state["scores"], state["deal_number"]
    if state["phase"] != "finished":
        return [] if number == 1 else [{"carried": True, "deals": number - 1, "points": scores}]
    options = state["options"]
    players = options["players"]
    winner = deal_winner(players, state["payoffs"])
    if winner is None:
        raise refuse(
            1,
            "spite-and-malice",
            "it is finished, but no side's pay-off piles are empty, so its last deal has no "
            "winner to score (SAM-10.1)",
            "state.payoffs",
        )
    left = payoff_left(players, state["payoffs"])
    last = totals(deal_items(players, left, winner, options["plus_five"]))
    rows = [{"number": number, "totals": last}]
    if number == 1:
        return rows
    before = {side: scores[side] - last.get(side, 0) for side in scores}
    return [{"carried": True, "deals": number - 1, "points": before}, *rows]


def version_2(state: dict) -> dict:
    """Version 1 to 2: the ledger, after `scores`."""
    without(state, ("ledger",), "spite-and-malice", 1)
    return inserted_after(state, "scores", "ledger", _ledger_of_v1(state))


UPGRADES: tuple[Step, ...] = (version_2,)
