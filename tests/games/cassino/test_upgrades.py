"""Cassino states of schema_version 1 upgraded to 2: the ledger opens with a carried row for
the finished games (CAS-8.6); a finished match's last game is its own row."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState
from referee.games.cassino import GAME
from referee.games.cassino.upgrades import UPGRADES
from tests.games.corpus import names, state

POSITIONS = names("cassino")


def states(name: str) -> tuple[dict, dict]:
    """The same position as version 1 and version 2 wrote it."""
    return state("cassino", 1, name), state("cassino", 2, name)


def test_one_step_brings_version_1_to_2():
    assert len(UPGRADES) == GAME.schema_version - 1 == 1


@pytest.mark.parametrize("name", POSITIONS)
def test_a_version_1_state_is_the_version_2_state_with_its_games_carried(name):  # CAS-8.6
    old, new = states(name)
    upgraded = GAME.load_state(copy.deepcopy(old))
    assert list(upgraded) == list(new)  # the fields in the order version 2 writes them
    assert {**upgraded, "ledger": None} == {**new, "ledger": None}
    finished = new["phase"] == "finished"
    before = new["game_number"] - 1
    ledger = upgraded["ledger"]
    if before:
        assert ledger[0] == {
            "carried": True,
            "games": before,
            "points": {
                side: sum(row["totals"][side] for row in new["ledger"][:before])
                for side in new["scores"]
            },
        }
    if finished:
        # The last game's row is scored from its piles, as version 2 scored it in play.
        assert ledger[-1] == new["ledger"][-1]
    assert len(ledger) == bool(before) + finished


def test_a_state_holding_a_ledger_is_no_version_1_state():
    _, new = states("2p-later-deal.json")
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**new, "schema_version": 1})
    assert refused.value.code == "not_upgradable" and refused.value.path == "state.ledger"


def test_what_a_version_1_state_breaks_is_said_of_the_upgraded_state():
    old, _ = states("2p-later-deal.json")
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**old, "scores": {"0": 9, "1": 200}})
    assert refused.value.message.endswith("(in the state upgraded from schema_version 1 to 2)")


def test_a_version_1_state_without_the_fields_of_one_is_not_upgradable():
    old, _ = states("2p-finished.json")
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**old, "piles": ["10D"]})
    assert refused.value.code == "not_upgradable" and refused.value.path == "state"
    assert "does not hold the fields a state of schema_version 1 holds" in refused.value.message
