"""Seep states of schema_version 1 upgraded to 2: deals from 1, the baazi's totals, its deals
and the baazis won carried in a first row of the ledger (SEP-11.5)."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState
from referee.games.seep import GAME, baazi
from referee.games.seep.upgrades import UPGRADES
from tests.games.corpus import names, state


def states(name: str) -> tuple[dict, dict]:
    return state("seep", 1, name), state("seep", 2, name)


def test_one_step_brings_version_1_to_2():
    assert len(UPGRADES) == GAME.schema_version - 1 == 1


@pytest.mark.parametrize("name", names("seep"))
def test_a_version_1_state_is_the_version_2_state_with_its_match_carried(name):  # SEP-11.5
    old, new = states(name)
    upgraded = GAME.load_state(copy.deepcopy(old))
    assert upgraded["deal_number"] == old["deal_number"] + 1 == new["deal_number"]
    assert list(upgraded) == list(new)
    assert {**upgraded, "ledger": None} == {**new, "ledger": None}
    sides = tuple(new["scores"])
    finished = new["phase"] == "finished"
    # What version 2 recorded deal by deal, the carried row holds in one.
    before = new["ledger"][:-1] if finished else new["ledger"]
    if before:
        played = baazi.replay(new["options"], sides, before)
        assert upgraded["ledger"][0] == {
            "carried": True,
            "deals": (new["deal_number"] - 1),
            "points": played.scores,
            "baazi_deals": played.baazi_deals,
            "baazis_won": played.baazis_won,
        }
    else:
        assert all("carried" not in row for row in upgraded["ledger"])
    if finished:
        # The last deal's row is scored from its piles and sweeps, as play scored it.
        assert upgraded["ledger"][-1] == new["ledger"][-1]


def test_a_state_holding_a_ledger_is_no_version_1_state():
    _, new = states("4p-later-deal.json")
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**new, "schema_version": 1})
    assert refused.value.code == "not_upgradable" and refused.value.path == "state.ledger"


def test_redeals_alone_carry_no_row():  # SEP-11.5, SEP-2.5
    old, _ = states("4p-dealt.json")
    redealt = GAME.load_state({**old, "deal_number": 2})
    assert redealt["deal_number"] == 3 and redealt["ledger"] == []
