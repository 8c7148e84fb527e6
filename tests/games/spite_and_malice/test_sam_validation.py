"""Posted states are checked (422 naming the field): copies of cards, piles, sizes, turn and bookkeeping."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState
from referee.games.spite_and_malice import GAME

STATE = GAME.new_state(GAME.resolve_options({}), "validation")


def path_of(change) -> str:
    state = copy.deepcopy(STATE)
    change(state)
    with pytest.raises(InvalidState) as refusal:
        GAME.check_state(state)
    return refusal.value.path


def test_a_dealt_state_is_valid():
    GAME.check_state(STATE)


# SAM-0.8
def test_copies_are_counted_sam_0_8():
    assert path_of(lambda s: s["stock"].append(s["stock"][0])).startswith(("state.stock", "state.payoffs"))
    assert path_of(lambda s: s["stock"].pop()) == "state"
    assert path_of(lambda s: s["payoffs"][0].append(s["hands"][1].pop())) in (
        "state.payoffs.0", "state.hands.1", "state.stock")


# SAM-4.1, SAM-7.1
def test_sizes_sam_4_1_sam_7_1():
    assert path_of(lambda s: s["hands"][0].append(s["stock"].pop())) == "state.hands.0"
    assert path_of(lambda s: s["discards"][1].append([])) == "state.discards.1"
    assert path_of(lambda s: s["hands"].pop()) == "state.hands"


# SAM-5.3, SAM-7.4, SAM-7.5
def test_piles_the_rules_can_build_sam_5_3_sam_7_4_sam_7_5():
    def bad_center(s):
        s["center"] = [{"pile": 1, "cards": ["2S"]}]
        s["stock"].remove("2S")
        s["next_pile"] = 2
    assert path_of(bad_center) == "state.center.0"

    def ace_discard(s):
        s["stock"].remove("AS")
        s["discards"][0][0] = ["AS"]
    assert path_of(ace_discard) == "state.discards.0.0"

    def rising_discard(s):
        for card in ("5S", "6S"):
            s["stock"].remove(card)
        s["discards"][0][1] = ["5S", "6S"]
    assert path_of(rising_discard) == "state.discards.0.1"


# SAM-8.7
def test_the_turn_and_the_stalemate_bookkeeping_sam_8_7():
    assert path_of(lambda s: s.update(second_chance=2, first_null=None)) == "state.first_null"
    assert path_of(lambda s: s.update(null_turns=1, first_null=s["to_move"])) == "state.first_null"
    assert path_of(lambda s: s.update(turn_discarded=True, turn_played=True)) == "state.turn_discarded"
    assert path_of(lambda s: s.update(to_move=None)) == "state.to_move"


# SAM-10.1
def test_a_finished_deal_and_the_scores_sam_10_1():
    assert path_of(lambda s: s.update(phase="finished", to_move=None)) == "state.payoffs"
    assert path_of(lambda s: s.update(scores={"0": 3, "1": 0})) == "state.scores"
    assert path_of(lambda s: s.update(scores={"A": 0, "B": 0})) == "state.scores"


# SAM-12.1
def test_options_are_checked_sam_12_1():
    assert path_of(lambda s: s["options"].update(packs=3)) == "state.options.packs"
    assert path_of(lambda s: s["options"].update(match_mode="x")) == "state.options.match_mode"
