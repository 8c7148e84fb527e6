"""Spite and Malice states of schema_version 1 upgraded to 2: the ledger opens with a carried
row for the finished deals (SAM-11.4); a finished match's last deal is its own row."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState
from referee.games.spite_and_malice import GAME
from referee.games.spite_and_malice.upgrades import UPGRADES
from tests.games.corpus import names, state

GAME_ID = "spite-and-malice"


def states(name: str) -> tuple[dict, dict]:
    return state(GAME_ID, 1, name), state(GAME_ID, 2, name)


def test_one_step_brings_version_1_to_2():
    assert len(UPGRADES) == GAME.schema_version - 1 == 1


@pytest.mark.parametrize("name", names(GAME_ID))
def test_a_version_1_state_is_the_version_2_state_with_its_deals_carried(name):  # SAM-11.4
    old, new = states(name)
    upgraded = GAME.load_state(copy.deepcopy(old))
    assert list(upgraded) == list(new)
    assert {**upgraded, "ledger": None} == {**new, "ledger": None}
    finished = new["phase"] == "finished"
    before = new["deal_number"] - 1
    if before:
        assert upgraded["ledger"][0] == {
            "carried": True,
            "deals": before,
            "points": {
                side: sum(row["totals"][side] for row in new["ledger"][:before])
                for side in new["scores"]
            },
        }
    if finished:
        # The last deal's row is scored from the pay-off cards left, as play scored it.
        assert upgraded["ledger"][-1] == new["ledger"][-1]
    assert len(upgraded["ledger"]) == bool(before) + finished


def test_a_finished_version_1_state_without_a_deal_winner_is_not_upgradable():
    old, _ = states("2p-finished.json")
    # Seat 0's emptied pay-off pile holds a card again: the step refuses before any card check.
    payoffs = [["AS"], *old["payoffs"][1:]]
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**old, "payoffs": payoffs})
    assert refused.value.code == "not_upgradable" and refused.value.path == "state.payoffs"
    assert "no side's pay-off piles are empty" in refused.value.message


def test_a_state_holding_a_ledger_is_no_version_1_state():
    _, new = states("2p-later-deal.json")
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**new, "schema_version": 1})
    assert refused.value.code == "not_upgradable" and refused.value.path == "state.ledger"
