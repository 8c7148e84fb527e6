"""Ronda states of schema_version 1 upgraded to 2: deals from 1, the scores carried in a first
row of the ledger or, in the first deal, the deal's carried line (RON-9.4)."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState
from referee.games.ronda import GAME
from referee.games.ronda.scoring import carried_line
from referee.games.ronda.upgrades import UPGRADES
from tests.games.corpus import names, state

RECORDS = ("deal_items", "ledger")


def states(name: str) -> tuple[dict, dict]:
    return state("ronda", 1, name), state("ronda", 2, name)


def test_one_step_brings_version_1_to_2():
    assert len(UPGRADES) == GAME.schema_version - 1 == 1


@pytest.mark.parametrize("name", names("ronda"))
def test_a_version_1_state_is_the_version_2_state_with_its_points_carried(name):  # RON-9.4
    old, new = states(name)
    upgraded = GAME.load_state(copy.deepcopy(old))
    assert upgraded["deal_number"] == old["deal_number"] + 1 == new["deal_number"]
    assert list(upgraded) == list(new)
    blank = dict.fromkeys(RECORDS)
    assert {**upgraded, **blank} == {**new, **blank}
    number, finished = new["deal_number"], new["phase"] == "finished"
    if not finished:
        if number == 1:
            # No deal stands before the first: what it scored so far is its carried line.
            lines = [carried_line(new["scores"])] if any(new["scores"].values()) else []
            assert upgraded["deal_items"] == lines and upgraded["ledger"] == []
        else:
            assert upgraded["deal_items"] == []
            assert upgraded["ledger"] == [
                {"carried": True, "deals": number - 1, "points": new["scores"]}
            ]
        return
    # Finished: the last deal is a row of its own, after the points no deal before it could
    # have taken past the target.
    last = upgraded["ledger"][-1]
    assert last["number"] == number
    target = new["options"]["target_score"]
    assert upgraded["ledger"][0] == {
        "carried": True,
        "deals": number - 1,
        "points": {side: min(score, target - 1) for side, score in new["scores"].items()},
    }


def test_a_state_holding_deal_items_is_no_version_1_state():
    _, new = states("2p-mid-deal.json")
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**new, "schema_version": 1})
    assert refused.value.code == "not_upgradable" and refused.value.path == "state.deal_items"


def test_a_version_1_deal_number_that_is_no_count_is_not_upgradable():
    old, _ = states("2p-dealt.json")
    for number in (True, "0", 0.5):
        with pytest.raises(InvalidState) as refused:
            GAME.load_state({**old, "deal_number": number})
        assert refused.value.code == "not_upgradable"
