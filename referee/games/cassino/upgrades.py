"""Upgrades of older Cassino states, one step per schema_version (referee.games.upgrading).

Version 1 kept the match totals but no ledger of the games that made them. Its states become
version 2 states whose ledger opens with a carried row for the finished games (CAS-8.6); a
finished match's last game, whose piles the state still holds, is written out as its own
row, scored from them as CAS-7 scores a game.
"""

from __future__ import annotations

from referee.games.upgrading import Step, inserted_after, without

from .scoring import game_points


def _ledger_of_v1(state: dict) -> list[dict]:
    scores, number = state["scores"], state["game_number"]
    if state["phase"] != "finished":
        return [] if number == 1 else [{"carried": True, "games": number - 1, "points": scores}]
    last = game_points(state["piles"], state["sweeps"])
    rows = [{"number": number, "totals": last}]
    if number == 1:
        return rows
    before = {side: scores[side] - last.get(side, 0) for side in scores}
    return [{"carried": True, "games": number - 1, "points": before}, *rows]


def version_2(state: dict) -> dict:
    """Version 1 to 2: the ledger, after `scores`."""
    without(state, ("ledger",), "cassino", 1)
    return inserted_after(state, "scores", "ledger", _ledger_of_v1(state))


UPGRADES: tuple[Step, ...] = (version_2,)
