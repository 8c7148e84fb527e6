"""Older states upgraded step by step before they are parsed and checked; a version this
referee cannot read refused with why."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from referee.engine import InvalidState, MalformedInput
from referee.games.package import PackagedGame
from referee.games.registry import REGISTRY
from referee.games.seep import GAME as SEEP
from referee.games.upgrading import NotUpgradable, upgraded


def step(name: str):
    def to_next(state: dict) -> dict:
        return {**state, "steps": [*state.get("steps", []), name]}

    return to_next


STEPS = (step("1 to 2"), step("2 to 3"), step("3 to 4"))


def test_each_step_after_the_state_s_version_is_applied_in_order():
    state = {"game": "toy", "schema_version": 2, "seed": "s"}
    kept = copy.deepcopy(state)
    out = upgraded(state, "toy", 4, STEPS)
    assert out == {"game": "toy", "schema_version": 4, "seed": "s", "steps": ["2 to 3", "3 to 4"]}
    assert state == kept  # what was sent (and sealed) is left as it was


def test_a_step_handing_back_its_state_leaves_the_state_sent_as_it_was():
    state = {"game": "toy", "schema_version": 1}
    out = upgraded(state, "toy", 2, (lambda same: same,))
    assert out == {"game": "toy", "schema_version": 2} and state["schema_version"] == 1


@pytest.mark.parametrize(
    "data",
    [
        {"game": "toy", "schema_version": 4},
        {"game": "other", "schema_version": 1},
        {"game": "toy", "schema_version": "1"},
        {"game": "toy", "schema_version": True},
        {"game": "toy"},
        ["not", "a", "state"],
        None,
    ],
)
def test_anything_but_an_older_state_of_the_game_is_left_to_the_schema(data):
    assert upgraded(data, "toy", 4, STEPS) is data


@pytest.mark.parametrize("version", [5, 70])
def test_a_version_newer_than_the_referee_reads_is_refused(version):
    with pytest.raises(NotUpgradable) as refused:
        upgraded({"game": "toy", "schema_version": version}, "toy", 4, STEPS)
    assert refused.value.status == 422 and refused.value.code == "not_upgradable"
    assert refused.value.path == "state.schema_version"
    assert refused.value.message.startswith(f"schema_version {version} is newer than this referee")
    assert "schema_version 1 to 4" in refused.value.message


@pytest.mark.parametrize("version", [0, -3])
def test_a_version_below_1_is_refused(version):
    with pytest.raises(NotUpgradable, match="schema_version must be 1 to 4"):
        upgraded({"game": "toy", "schema_version": version}, "toy", 4, STEPS)


def test_a_step_that_finds_no_field_of_its_version_refuses_with_why():
    def reads(state: dict) -> dict:
        return {**state, "deal": state["deal"] + 1}

    with pytest.raises(NotUpgradable) as refused:
        upgraded({"game": "toy", "schema_version": 1}, "toy", 2, (reads,))
    assert refused.value.path == "state"
    assert refused.value.message == (
        "this toy state of schema_version 1 cannot be upgraded to 2: it does not hold the "
        "fields a state of schema_version 1 holds"
    )


def test_a_step_s_own_refusal_is_the_answer():
    def refusing(state: dict) -> dict:
        raise MalformedInput("state.x: no", path="state.x")

    with pytest.raises(MalformedInput, match="state.x: no"):
        upgraded({"game": "toy", "schema_version": 1}, "toy", 2, (refusing,))


def test_every_game_lists_one_step_per_earlier_version():
    for game in REGISTRY.values():
        assert len(game.roles.upgrades.UPGRADES) == game.schema_version - 1, game.id


def test_a_game_whose_steps_miss_a_version_is_no_game():
    roles = replace(SEEP.roles, upgrades=type("Steps", (), {"UPGRADES": ()}))
    with pytest.raises(TypeError, match="lists 1 step"):
        type("Broken", (PackagedGame,), {"id": "broken", "schema_version": 2, "roles": roles})


def test_a_refusal_of_an_upgraded_state_says_it_was_upgraded():
    state = SEEP.new_state(SEEP.resolve_options({}), "upgraded")
    old = {key: value for key, value in state.items() if key != "ledger"}
    old.update(schema_version=1, deal_number=0)
    assert SEEP.load_state(copy.deepcopy(old)) == state
    with pytest.raises(InvalidState) as refused:
        SEEP.load_state({**old, "plays": 3})
    assert refused.value.message.endswith("(in the state upgraded from schema_version 1 to 2)")
    with pytest.raises(InvalidState) as current:
        SEEP.load_state({**state, "plays": 3})
    assert "upgraded" not in current.value.message
