"""Captures: same rank, sums, disjoint groups, complete capture, houses whole (SEP-5).

The test vectors TV-01 to TV-06.
"""

from __future__ import annotations

from tests.games.seep.positions import added, capture, house, play, points, position, refused, throw


def test_tv01_same_rank_capture_and_no_throw():  # SEP-5.1 (a), SEP-4.2, SEP-5.7
    state = position(hand="6S 9H", loose="6D 2C")
    outcome = play(state, capture(0, "6S", "6D"))
    assert outcome.state["loose"] == ["2C"]
    assert sorted(added(state, outcome.state, "0+2")) == ["6D", "6S"]
    assert points(added(state, outcome.state, "0+2")) == 6
    assert outcome.state["last_capturer"] == 0  # SEP-5.7: the mover is the last capturer
    refused(state, throw(0, "6S"), "SEP-4.2", "must_capture")


def test_tv02_every_card_of_the_rank_is_taken():  # SEP-5.4 (iii), D-2 (never completed silently)
    state = position(hand="KS 9H", loose="KH KD 2C")
    outcome = play(state, capture(0, "KS", "KH KD"))
    assert outcome.state["loose"] == ["2C"]
    assert points(added(state, outcome.state, "0+2")) == 13
    refused(state, capture(0, "KS", "KH"), "SEP-5.4", "incomplete_capture")


def test_tv03_a_sum_of_four_cards_and_a_sweep():  # SEP-5.1 (b), SEP-9.1, SEP-5.8
    state = position(hand="KC 4H", loose="AH AD 3C 8S")
    outcome = play(state, capture(0, "KC", "AH AD 3C 8S"))
    assert outcome.state["loose"] == [] and outcome.state["houses"] == []
    assert outcome.state["sweeps"]["0+2"] == [41]
    assert {"type": "sweep", "player": 0, "side": "0+2", "play": 41, "points": 50} in outcome.events
    assert points(added(state, outcome.state, "0+2")) == 10
    refused(state, capture(0, "KC", "AH 3C 8S"), "SEP-5.4", "not_a_group")


def test_tv04_two_groups_of_six():  # SEP-5.3, SEP-5.4
    state = position(hand="6H 9C", loose="2H 3C 3D 4S")
    outcome = play(state, capture(0, "6H", "2H 4S 3C 3D"))
    assert outcome.state["sweeps"]["0+2"] == [41]
    assert points(added(state, outcome.state, "0+2")) == 4
    refused(state, capture(0, "6H", "2H 4S"), "SEP-5.4", "incomplete_capture")


def test_tv05_one_three_stays_and_the_player_chooses_which():  # SEP-5.3, SEP-5.5
    state = position(hand="8S 9C", loose="3C 3H 5D")
    first = play(state, capture(0, "8S", "3C 5D"))
    assert first.state["loose"] == ["3H"]
    assert points(added(state, first.state, "0+2")) == 8
    second = play(state, capture(0, "8S", "3H 5D"))
    assert second.state["loose"] == ["3C"]
    refused(state, capture(0, "8S", "3C 3H 5D"), "SEP-5.3", "groups_overlap")


def test_tv06_a_single_card_and_a_sum_together():  # SEP-5.4
    state = position(hand="5H 9C", loose="2D 3S 5C")
    outcome = play(state, capture(0, "5H", "5C 2D 3S"))
    assert outcome.state["sweeps"]["0+2"] == [41]
    assert points(added(state, outcome.state, "0+2")) == 3
    refused(state, capture(0, "5H", "5C"), "SEP-5.4", "incomplete_capture")


def test_choice_between_different_complete_sets():  # SEP-5.5 (D-8): A 4 5 6 9 and a 10
    state = position(hand="10C 2H", loose="AH 4D 5C 6H 9S")
    assert play(state, capture(0, "10C", "AH 9S 4D 6H")).state["loose"] == ["5C"]
    assert sorted(play(state, capture(0, "10C", "AH 4D 5C")).state["loose"]) == ["6H", "9S"]
    refused(state, capture(0, "10C", "AH 9S"), "SEP-5.4", "incomplete_capture")


def test_a_house_is_taken_only_whole_and_only_by_its_value():  # SEP-5.2, SEP-0.4
    state = position(
        hand="JC 5D", plays=41, loose="2C", houses=(house(9, "9S 9H", 0),), holds={0: "9D"}
    )
    refused(state, capture(1, "JC", "2C", [9]), "SEP-5.2", "house_not_its_value")
    refused(state, capture(1, "JC", "9S 2C"), "SEP-5.2", "not_loose")


def test_the_house_of_the_cards_value_must_be_taken():  # SEP-5.4 (ii), SEP-5.2 (any player)
    state = position(
        hand="10C 3H", loose="10D 2S", houses=(house(10, "4S 6H", 1),), holds={1: "10S"}
    )
    refused(state, capture(0, "10C", "10D"), "SEP-5.4", "must_take_house")
    outcome = play(state, capture(0, "10C", "10D", [10]))  # an opponent's house may be taken
    assert outcome.state["houses"] == [] and outcome.state["loose"] == ["2S"]


def test_a_capture_must_take_something_that_is_on_the_floor():  # SEP-5.1, SEP-5.6, SEP-4.1
    state = position(hand="8S 9C", loose="3C 5D")
    refused(state, capture(0, "8S"), "SEP-5.1", "empty_capture")
    refused(state, capture(0, "8S", "3C 5H"), "SEP-5.1", "not_on_floor")
    refused(state, capture(0, "8S", "", [10]), "SEP-5.1", "no_such_house")
    refused(state, capture(0, "8D", "3C 5D"), "SEP-4.1", "card_not_in_hand")
    # SEP-5.6: 9C can capture nothing here, so it may be thrown
    assert play(state, throw(0, "9C")).state["loose"] == ["3C", "5D", "9C"]


# SEP-5.2, SEP-1.2: a 4 does not take 3 + 1 with itself
def test_the_played_card_never_joins_a_sum():
    state = position(hand="4C 9C", loose="3D 7S")
    refused(state, capture(0, "4C", "3D"), "SEP-5.4", "not_a_group")


def test_order_of_named_cards_does_not_matter():  # SEP-0.5
    state = position(hand="6H 9C", loose="2H 3C 3D 4S")
    one = play(state, capture(0, "6H", "3D 4S 2H 3C"))
    other = play(state, capture(0, "6H", "2H 3C 3D 4S"))
    assert one.state == other.state


def test_captured_cards_go_to_the_team_pile_and_the_last_capture_is_visible():  # SEP-2.1, SEP-4.5
    state = position(hand="6S 9H", plays=42, loose="6D 2C")  # play 43 is P2's
    outcome = play(state, capture(2, "6S", "6D"))
    assert added(state, outcome.state, "0+2") == ["6S", "6D"]
    assert outcome.state["last_capture"] == {"player": 2, "count": 2}
    from referee.games.seep import GAME

    view = GAME.view(outcome.state, 1)
    assert view["last_capture"] == {"player": 2, "card": "6S", "cards": ["6D"]}
    assert (
        view["pile_counts"]["0+2"] == len(outcome.state["piles"]["0+2"]) and view["piles"] is None
    )
    moves, _ = GAME.legal_moves(outcome.state, 3, 1000)
    after = play(outcome.state, next(m for m in moves if m["type"] != "capture"))
    assert after.state["last_capture"] is None and GAME.view(after.state, 0)["last_capture"] is None
