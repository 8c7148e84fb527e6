"""Posted states are checked: 422 naming the field for a position no play of Modulo can reach."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState
from referee.games.modulo import GAME
from tests.games.modulo.positions import bid_all, play_cards, trick_position


def bidding() -> dict:
    return GAME.play(
        GAME.new_state(GAME.resolve_options({}), "valid"), {"player": 1, "type": "bid", "value": 3}
    ).state


def playing() -> dict:
    """Trick 2 under way: seat 2 won 9S KS 5S and has led; seat 2 showed out of nothing."""
    state = trick_position(1, "8H", {1: ["9S"], 2: ["KS", "AD"], 0: ["5S"]})
    state, _ = play_cards(state, (1, "9S"), (2, "KS"), (0, "5S"), (2, "AD"))
    return state


def finished() -> dict:
    state, _ = bid_all(GAME.new_state(GAME.resolve_options({"deals": 1}), "valid"), 2, 3, 4)
    while not GAME.is_finished(state):
        state = GAME.play(state, GAME.moves(state)[0][0]).state
    return state


def edited(state: dict, edit) -> dict:
    state = copy.deepcopy(state)
    edit(state)
    return state


CASES = [
    # cards: MOD-1.2
    (playing, lambda s: s["hands"][0].__setitem__(0, "2S"), "state.hands.0"),
    (playing, lambda s: s["hands"][1].__setitem__(0, s["hands"][0][0]), "state.hands.1"),
    (playing, lambda s: s["hands"][1].append(s["hands"][0].pop()), "state.hands.0"),
    (bidding, lambda s: s["stock"].pop(), "state"),
    (bidding, lambda s: s["stock"].__setitem__(3, "JK"), "state.stock"),
    # phase, deal number, options
    (bidding, lambda s: s.update(phase="dealing"), "state.phase"),
    (bidding, lambda s: s.update(deal_number=0), "state.deal_number"),
    (bidding, lambda s: s.update(deal_number=10), "state.deal_number"),
    (bidding, lambda s: s["options"].update(deals=0), "state.options.deals"),
    (bidding, lambda s: s["options"].update(deals=1000000000), "state.options.deals"),  # MOD-7.1
    (bidding, lambda s: s["options"].update(sweep_points=101), "state.options.sweep_points"),
    (bidding, lambda s: s["options"].update(first_dealer=3), "state.options.first_dealer"),
    # scores and the record of scored deals: MOD-1.6, MOD-5
    (bidding, lambda s: s.update(scores={"0": 0, "1": 0}), "state.scores"),
    (bidding, lambda s: s.update(scores={"0": 1, "1": 0, "2": 0}), "state.scores"),
    (bidding, lambda s: s.update(deal_number=2), "state.scored_deals"),
    (
        bidding,
        lambda s: s.update(
            deal_number=2, scored_deals=[{"bids": ["ALL", 2, 2], "tricks": [1, 1, 11]}]
        ),
        "state.scored_deals.0.bids.0",
    ),
    (
        bidding,
        lambda s: s.update(deal_number=2, scored_deals=[{"bids": [2, 2, 2], "tricks": [1, 1, 10]}]),
        "state.scored_deals.0.tricks",
    ),
    # bidding: MOD-3
    (bidding, lambda s: s.update(to_move=[0, 1, 2]), "state.to_move"),
    (bidding, lambda s: s.update(bids=[2, 3, 4], to_move=[]), "state.bids"),
    (bidding, lambda s: s["bids"].__setitem__(0, 5), "state.bids.0"),
    (bidding, lambda s: s["bids"].__setitem__(0, "ALL"), "state.bids.0"),
    (bidding, lambda s: s.update(turn_up=s["stock"].pop()), "state.stock"),
    (bidding, lambda s: s.update(bids=[None, 3]), "state.bids"),
    # trick play: MOD-2.5, MOD-2.6, MOD-4
    (playing, lambda s: s["bids"].__setitem__(1, None), "state.bids.1"),
    (playing, lambda s: s.update(to_move=[1]), "state.to_move"),
    (playing, lambda s: s.update(leader=1, to_move=[2]), "state.leader"),
    (playing, lambda s: s["tricks"].__setitem__(0, ["KS", "9S", "5S"]), "state.leader"),
    (playing, lambda s: s["tricks"][0].pop() and s["trick"].append("5S"), "state.tricks.0"),
    (bidding, lambda s: s.update(leader=1), "state.tricks"),
    (
        bidding,
        lambda s: s.update(
            deal_number=2, scored_deals=[{"bids": [2, 2, 2], "tricks": [-1, 1, 13]}]
        ),
        "state.scored_deals.0.tricks",
    ),
    (playing, lambda s: s.update(turn_up=None, trick=s["trick"] + [s["turn_up"]]), "state.turn_up"),
    (playing, lambda s: s.update(hands=[[], [], []], stock=sum(s["hands"], [])), "state.stock"),
    (playing, lambda s: s.update(trick=[]), "state"),
]


@pytest.mark.parametrize("make, edit, path", CASES)
def test_an_unreachable_state_is_refused_naming_the_field(make, edit, path):
    # MOD-1.2, MOD-1.6, MOD-2.5, MOD-2.6, MOD-3.3, MOD-3.5, MOD-3.6, MOD-3.7, MOD-4.3, MOD-4.8
    state = edited(make(), edit)
    with pytest.raises(InvalidState) as refused:
        GAME.check_state(state)
    assert refused.value.path == path, refused.value.message
    assert refused.value.message


def test_reachable_states_pass():
    # MOD-3.3, MOD-4.9, MOD-6.1: a deal being bid, a trick under way, a finished game
    for make in (bidding, playing, finished):
        GAME.check_state(make())


def test_a_seat_that_showed_out_of_a_suit_cannot_hold_it():
    # MOD-4.6, MOD-4.7: seat 0 discarded on a diamond lead, so it held no diamond
    state = trick_position(2, "8H", {2: ["10D"], 0: ["6C"], 1: ["AD"]}, void={0: "D"})
    state, _ = play_cards(state, (2, "10D"), (0, "6C"), (1, "AD"))
    GAME.check_state(state)
    diamond = next(card for card in state["hands"][1] if card.endswith("D"))
    other = next(card for card in state["hands"][0] if not card.endswith("D"))
    moved = edited(
        state,
        lambda s: (
            s["hands"][0].remove(other),
            s["hands"][0].append(diamond),
            s["hands"][1].remove(diamond),
            s["hands"][1].append(other),
        ),
    )
    with pytest.raises(InvalidState) as refused:
        GAME.check_state(moved)
    assert refused.value.path == "state.hands.0" and "MOD-4.6" in refused.value.message


def test_a_finished_game_holds_no_bids_and_no_mover():
    # MOD-6.1
    for edit, path in (
        (lambda s: s.update(bids=[2, 2, 2]), "state.bids"),
        (lambda s: s.update(to_move=[0]), "state.to_move"),
        (lambda s: s.update(scored_deals=[]), "state.scored_deals"),
    ):
        with pytest.raises(InvalidState) as refused:
            GAME.check_state(edited(finished(), edit))
        assert refused.value.path == path


def test_a_state_of_another_format_is_refused():
    version = GAME.schema_version
    state = {**bidding(), "schema_version": version + 1}
    with pytest.raises(InvalidState) as refused:
        GAME.check_state(state)
    assert refused.value.path == "state.schema_version"
    assert refused.value.message == f"schema_version must be {version}; got {version + 1}"
