"""Posted states the rules cannot reach get a 422 naming the field."""

from __future__ import annotations

import pytest

from referee.engine import InvalidState
from referee.games.ronda import GAME
from tests.games.ronda.positions import position


def pending_position() -> dict:
    return position(
        hands=["7S 7H QD", "2D 6S KC"],
        table="4H 5C",
        round=2,
        stock=24,
        piles={"0": 4, "1": 4},
        declarations=["ronda", "ronda"],
        pending=[0, 1],
    )


def mid_round() -> dict:
    return position(
        hands=["4S AC 3D", "7C QD"], table="2S 4H 6D JH KC", to_move=0, stock=30, previous="4H"
    )


CASES = [
    # a seat to play that already played this cycle, or hands of the wrong size (RON-2.6)
    (mid_round, lambda s: {**s, "to_move": 1}, "state.hands.0"),
    # the stock does not match the round (RON-3.7)
    (mid_round, lambda s: {**s, "round": 3}, "state.stock"),
    # the previous play must be the previous seat's, and its card where it went (RON-8.2)
    (mid_round, lambda s: {**s, "last_play": None}, "state.last_play"),
    (mid_round, lambda s: {**s, "last_play": {**s["last_play"], "rank": "5"}}, "state.last_play"),
    (
        mid_round,
        lambda s: {**s, "last_play": {**s["last_play"], "chain": 2}},
        "state.last_play.chain",
    ),
    # a declaration missing once play has begun (RON-4.4)
    (mid_round, lambda s: {**s, "declarations": [None, "none"]}, "state.declarations.0"),
    # a holding that does not fit the hand (RON-4.1)
    (
        mid_round,
        lambda s: {**s, "holdings": [{"kind": "ronda", "ranks": ["4"]}, s["holdings"][1]]},
        "state.holdings.0",
    ),
    # pending declarations that would have been settled, or are not declarations (RON-4.11)
    (pending_position, lambda s: {**s, "pending": [1]}, "state.pending"),
    (pending_position, lambda s: {**s, "declarations": ["ronda", "none"]}, "state.pending"),
    # a side alone at the target would have won (RON-10.2)
    (mid_round, lambda s: {**s, "scores": {"0": 41, "1": 3}}, "state.scores"),
    (
        mid_round,
        lambda s: {**s, "phase": "finished", "to_move": None, "winner": "2"},
        "state.winner",
    ),
    # the sides of a two-player game (RON-0.4) and every card once (RON-1.1)
    (mid_round, lambda s: {**s, "scores": {"0": 0, "0+2": 0}}, "state.scores"),
    (mid_round, lambda s: {**s, "table": s["table"][1:]}, "state"),
]


@pytest.mark.parametrize("make, change, path", CASES)
def test_unreachable_states_name_their_field(make, change, path):
    # RON-0.4, RON-1.1, RON-2.6, RON-3.7, RON-4.1, RON-4.4, RON-4.11, RON-8.2, RON-10.2
    state = make()
    GAME.check_state(state)
    with pytest.raises(InvalidState) as refused:
        GAME.check_state(change(state))
    assert refused.value.path == path, refused.value.message


def test_a_state_of_another_schema_version_is_refused():
    state = mid_round()
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**state, "schema_version": 3})
    assert refused.value.path == "state.schema_version"
    assert "schema_version 3 is newer than this referee reads" in refused.value.message


def test_a_state_of_this_version_labelled_an_earlier_one_is_refused_by_its_field():
    with pytest.raises(InvalidState) as refused:
        GAME.load_state({**mid_round(), "schema_version": 1})
    assert refused.value.code == "not_upgradable" and refused.value.path == "state.deal_items"
    assert "holds `deal_items`, which no state of schema_version 1 holds" in refused.value.message


def test_a_state_in_the_declaration_phase_is_checked_too():  # RON-4.4, RON-3.2
    state = position(hands=["2D 5S JH", "3H 3C KS"], table="AH 4C 7D QS", stock=30, phase="declare")
    with pytest.raises(InvalidState) as early:
        GAME.check_state({**state, "declarations": [None, "none"], "to_move": 1})
    assert early.value.path.startswith("state.")
    with pytest.raises(InvalidState) as sequence:
        GAME.check_state(
            {
                **state,
                "table": ["AH", "2C", "3C", "4C"],
                "stock": [c for c in state["stock"] if c not in ("2C", "3C")] + ["7D", "QS"],
            }
        )
    assert sequence.value.path == "state.table"


def test_a_huge_deal_number_is_refused_at_once():  # RON-9.3
    state = {**mid_round(), "deal_number": 2**63 - 1}
    with pytest.raises(InvalidState) as refused:
        GAME.check_state(state)
    assert refused.value.path in {"state.ledger", "state.deal_number"}
