"""Houses: building, breaking, the nine ways of cementing, merging, forced inclusion (SEP-6, SEP-7).

The test vectors TV-07 to TV-21.
"""

from __future__ import annotations

from referee.games.seep.houses import is_cemented
from tests.games.seep.positions import (
    added,
    build,
    capture,
    house,
    play,
    points,
    position,
    refused,
    throw,
)


def only_house(state: dict) -> dict:
    assert len(state["houses"]) == 1
    return state["houses"][0]


def shape(h: dict) -> tuple:
    return h["value"], sorted(h["cards"]), h["owners"], is_cemented(h)


# -- ordinary houses and breaking -----------------------------------------------------------


def test_tv07_a_seven_on_a_three_makes_a_ten_house():  # SEP-6.6, SEP-6.5
    state = position(hand="7C 10H", loose="3D 2S")
    outcome = play(state, build(0, "7C", 10, "3D"))
    assert shape(only_house(outcome.state)) == (10, ["3D", "7C"], [0], False)
    assert outcome.state["loose"] == ["2S"] and outcome.state["hands"][0] == ["10H"]
    refused(position(hand="7C 9H", loose="3D 2S"), build(0, "7C", 10, "3D"), "SEP-6.5", "no_key")
    later = position(hand="10H", plays=44, loose="2S", houses=(house(10, "3D 7C", 0),))
    taken = play(later, capture(0, "10H", "", [10]))
    assert taken.state["loose"] == ["2S"] and taken.state["houses"] == []  # SEP-8.6
    assert sorted(added(later, taken.state, "0+2")) == ["10H", "3D", "7C"]
    assert points(added(later, taken.state, "0+2")) == 0


def test_tv08_six_on_six_is_an_ordinary_twelve_house():  # SEP-6.6, SEP-4.2, D-24, SEP-6.3
    state = position(hand="6C QD", loose="6H 2S")
    outcome = play(state, build(0, "6C", 12, "6H"))
    assert shape(only_house(outcome.state)) == (12, ["6C", "6H"], [0], False)
    assert play(state, capture(0, "6C", "6H")).state["loose"] == ["2S"]
    refused(state, throw(0, "6C"), "SEP-4.2")
    refused(state, build(0, "6C", 6, "6H"), "SEP-6.3", "house_value_out_of_range")


def test_tv09_two_on_three_and_four_makes_a_nine_house():  # SEP-6.6
    state = position(hand="2D 9C", loose="3S 4H KC")
    outcome = play(state, build(0, "2D", 9, "3S 4H"))
    assert shape(only_house(outcome.state)) == (9, ["2D", "3S", "4H"], [0], False)
    assert outcome.state["loose"] == ["KC"]
    later = position(hand="9C", plays=44, loose="KC", houses=(house(9, "3S 4H 2D", 0),))
    taken = play(later, capture(0, "9C", "", [9]))
    assert taken.state["loose"] == ["KC"] and points(added(later, taken.state, "0+2")) == 3


def test_tv10_breaking_a_nine_into_an_eleven():  # SEP-6.7, SEP-6.8, SEP-8.2, SEP-8.6
    h9 = house(9, "3C 6D", 1)
    state = position(hand="2H JS", houses=(h9,), holds={1: "9H"})
    outcome = play(state, build(0, "2H", 11, "", [9]))
    assert shape(only_house(outcome.state)) == (11, ["2H", "3C", "6D"], [0], False)
    assert outcome.events[0]["method"] == "break"
    refused(
        position(hand="2H 8C", houses=(h9,), holds={1: "9H"}),
        build(0, "2H", 11, "", [9]),
        "SEP-6.5",
        "no_key",
    )
    own = position(hand="2H JS 9C", plays=36, houses=(house(9, "3C 6D", 0),))
    refused(own, build(0, "2H", 11, "", [9]), "SEP-6.8", "own_house_unbreakable")


def test_a_loose_card_may_not_join_the_raised_combination():  # SEP-6.7, SEP-6.4 (a)
    state = position(hand="AH QS", loose="2C", houses=(house(9, "3C 6D", 1),), holds={1: "9H"})
    refused(state, build(0, "AH", 12, "2C", [9]), "SEP-6.4", "house_not_usable")


def test_a_cemented_house_and_a_thirteen_cannot_be_raised():  # SEP-6.8, SEP-7.0
    state = position(hand="2H JS", houses=(house(9, "9C 9D", 1),), holds={1: "9H"})
    refused(state, build(0, "2H", 11, "", [9]), "SEP-6.8", "cemented_house_unbreakable")


# -- cemented houses: the nine methods --------------------------------------------------------


def test_tv11_method_1_a_nine_on_a_nine():  # SEP-7.1, SEP-5.2, SEP-4.3
    state = position(hand="9H 9D", loose="9S 2C")
    outcome = play(state, build(0, "9H", 9, "9S"))
    assert shape(only_house(outcome.state)) == (9, ["9H", "9S"], [0], True)
    assert outcome.state["hands"][0] == ["9D"]
    refused(position(hand="9H 5C", loose="9S 2C"), build(0, "9H", 9, "9S"), "SEP-6.5")
    b = position(
        hand="JC 5D", plays=41, loose="2C", houses=(house(9, "9S 9H", 0),), holds={0: "9D"}
    )
    refused(b, capture(1, "JC", "2C", [9]), "SEP-5.2")
    refused(b, capture(1, "JC", "9S 2C"), "SEP-5.2")
    thrown = play(b, throw(1, "JC"))
    assert thrown.state["loose"] == ["2C", "JC"] and len(thrown.state["houses"]) == 1
    c = position(hand="9D", plays=44, loose="2C JC", houses=(house(9, "9S 9H", 0),))
    taken = play(c, capture(0, "9D", "", [9]))
    assert taken.state["loose"] == ["2C", "JC"] and points(added(c, taken.state, "0+2")) == 9


def test_tv12_method_2_a_ten_on_ace_three_six():  # SEP-7.2
    state = position(hand="10H 10C", loose="AC 3D 6S")
    outcome = play(state, build(0, "10H", 10, "AC 3D 6S"))
    assert shape(only_house(outcome.state)) == (10, ["10H", "3D", "6S", "AC"], [0], True)
    assert outcome.state["hands"][0] == ["10C"]
    other = position(hand="10H 5C", loose="AC 3D 6S")
    refused(other, build(0, "10H", 10, "AC 3D 6S"), "SEP-6.5")
    refused(other, throw(0, "10H"), "SEP-4.2")
    taken = play(other, capture(0, "10H", "AC 3D 6S"))
    assert taken.state["sweeps"]["0+2"] == [41] and points(added(other, taken.state, "0+2")) == 7


def test_tv13_method_3_eight_on_three_beside_a_loose_jack():  # SEP-7.3, SEP-7.11, D-9
    state = position(hand="8H JS", loose="3C JD")
    outcome = play(state, build(0, "8H", 11, "3C JD"))
    assert shape(only_house(outcome.state)) == (11, ["3C", "8H", "JD"], [0], True)
    assert outcome.state["hands"][0] == ["JS"]
    refused(state, build(0, "8H", 11, "3C"), "SEP-7.11", "must_include_loose")
    refused(position(hand="8H 4C", loose="3C JD"), build(0, "8H", 11, "3C JD"), "SEP-6.5")


def test_tv14_method_3_with_a_loose_sum():  # SEP-7.3, SEP-7.11
    state = position(hand="8S JC", loose="3C 4D 7H")
    outcome = play(state, build(0, "8S", 11, "3C 4D 7H"))
    assert shape(only_house(outcome.state)) == (11, ["3C", "4D", "7H", "8S"], [0], True)
    refused(state, build(0, "8S", 11, "3C"), "SEP-7.11")


def test_tv15_method_4_breaking_beside_loose_cards_of_the_new_value():  # SEP-7.4, SEP-8.2
    state = position(hand="3H QC", loose="2S 10H", houses=(house(9, "4C 5D", 1),), holds={1: "9S"})
    outcome = play(state, build(0, "3H", 12, "2S 10H", [9]))
    assert shape(only_house(outcome.state)) == (12, ["10H", "2S", "3H", "4C", "5D"], [0], True)
    refused(state, build(0, "3H", 12, "", [9]), "SEP-7.11")


def test_tv16_method_5_breaking_into_another_house_merges():  # SEP-7.5, SEP-7.10, SEP-8.2, D-10
    h9 = house(9, "4C 5D", 1)
    state = position(hand="3H QC", houses=(h9, house(12, "2S 10H", 3)), holds={1: "9S", 3: "QD"})
    outcome = play(state, build(0, "3H", 12, "", [9, 12]))
    assert shape(only_house(outcome.state)) == (12, ["10H", "2S", "3H", "4C", "5D"], [0, 3], True)
    assert outcome.events[0]["method"] == "merge"
    refused(state, build(0, "3H", 12, "", [9]), "SEP-6.2", "two_houses_of_a_value")
    partner = position(hand="3H 8C", houses=(h9, house(12, "2S 10H", 2)), holds={1: "9S", 2: "QD"})
    merged = play(partner, build(0, "3H", 12, "", [9, 12]))
    assert only_house(merged.state)["owners"] == [2]  # SEP-7.10: P0 needs no Q
    opponent = position(hand="3H 8C", houses=(h9, house(12, "2S 10H", 3)), holds={1: "9S", 3: "QD"})
    refused(opponent, build(0, "3H", 12, "", [9, 12]), "SEP-6.5", "no_key")


def test_tv17_method_6_a_king_on_six_and_seven():  # SEP-7.6, SEP-7.10, SEP-6.3, SEP-6.8
    state = position(hand="KH 4S", houses=(house(13, "6C 7D", 2),), holds={2: "KS"})
    outcome = play(state, build(0, "KH", 13, "", [13]))
    assert shape(only_house(outcome.state)) == (13, ["6C", "7D", "KH"], [2], True)
    assert outcome.events[0]["method"] == "add"
    opponent = position(hand="KH KC", houses=(house(13, "6C 7D", 1),), holds={1: "KS"})
    assert only_house(play(opponent, build(0, "KH", 13, "", [13])).state)["owners"] == [0, 1]
    keyless = position(hand="KH 4S", houses=(house(13, "6C 7D", 1),), holds={1: "KS"})
    refused(keyless, build(0, "KH", 13, "", [13]), "SEP-6.5")
    refused(keyless, throw(0, "KH"), "SEP-4.2")
    taken = play(keyless, capture(0, "KH", "", [13]))
    assert taken.state["sweeps"]["0+2"] == [41] and points(added(keyless, taken.state, "0+2")) == 0
    refused(state, build(0, "4S", 17, "", [13]), "SEP-6.3")


def test_tv18_method_7_card_and_loose_card_on_an_ordinary_house():  # SEP-7.7, SEP-7.12
    state = position(hand="4H 2C", loose="9S", houses=(house(13, "6C 7D", 2),), holds={2: "KS"})
    outcome = play(state, build(0, "4H", 13, "9S", [13]))
    assert shape(only_house(outcome.state)) == (13, ["4H", "6C", "7D", "9S"], [2], True)
    thrown = play(state, throw(0, "4H"))  # cementing is optional
    assert thrown.state["loose"] == ["9S", "4H"] and len(thrown.state["houses"]) == 1
    refused(state, build(0, "4H", 13, "9S"), "SEP-6.2")


def test_tv19_method_8_a_third_jack():  # SEP-7.8
    state = position(hand="JH 5S", houses=(house(11, "JC JD", 2),), holds={2: "JS"})
    outcome = play(state, build(0, "JH", 11, "", [11]))
    assert shape(only_house(outcome.state)) == (11, ["JC", "JD", "JH"], [2], True)
    refused(state, throw(0, "JH"), "SEP-4.2")
    assert play(state, capture(0, "JH", "", [11])).state["sweeps"]["0+2"] == [41]


def test_tv20_method_9_card_and_loose_card_on_a_cemented_house():  # SEP-7.9, SEP-7.12, D-11
    state = position(hand="4D 2H", loose="7S", houses=(house(11, "JC JD", 2),), holds={2: "JS"})
    outcome = play(state, build(0, "4D", 11, "7S", [11]))
    assert shape(only_house(outcome.state)) == (11, ["4D", "7S", "JC", "JD"], [2], True)
    assert play(state, throw(0, "4D")).state["loose"] == ["7S", "4D"]


def test_tv21_forced_inclusion_after_cementing():  # SEP-7.11, SEP-8.2, D-13
    state = position(
        hand="10H 10S", loose="4H 6S", houses=(house(10, "3C 7D", 1),), holds={1: "10C"}
    )
    outcome = play(state, build(0, "10H", 10, "4H 6S", [10]))
    assert shape(only_house(outcome.state)) == (10, ["10H", "3C", "4H", "6S", "7D"], [0, 1], True)
    assert outcome.state["hands"][0] == ["10S"]
    refused(state, build(0, "10H", 10, "", [10]), "SEP-7.11")
    taken = play(state, capture(0, "10H", "4H 6S", [10]))
    assert taken.state["sweeps"]["0+2"] == [41] and points(added(state, taken.state, "0+2")) == 6


# -- the general form ------------------------------------------------------------------------


def test_house_plays_need_a_floor_item_and_a_fitting_sum():  # SEP-6.4, D-25, SEP-6.1
    state = position(hand="9H 9D", loose="4C")
    refused(state, build(0, "9H", 9), "SEP-6.4", "empty_house_play")
    refused(state, build(0, "9H", 13, "4C"), "SEP-6.5", "no_key")  # 9 + 4 = 13, but no K is held
    refused(position(hand="9H KD", loose="4C"), build(0, "9H", 12, "4C"), "SEP-6.4", "not_a_sum")
    refused(position(hand="KH QD", loose="4C"), build(0, "KH", 12, "4C"), "SEP-6.4", "not_a_sum")


def test_a_house_play_may_use_only_the_broken_house_and_the_house_of_its_value():  # SEP-6.4 (c)
    state = position(
        hand="2H KD",
        loose="2C",
        houses=(house(9, "3C 6D", 1), house(10, "4S 6S", 3)),
        holds={1: "9H", 3: "10C"},
    )
    refused(state, build(0, "2H", 13, "", [9, 10]), "SEP-6.4", "house_not_usable")


def test_forced_inclusion_with_a_choice_of_groups():  # SEP-7.11: any choice that leaves none
    state = position(hand="5H 10C 2D", plays=36, loose="5D 5S AC 4C")
    # 5H alone on 10: the loose 5s and A+4 make the loose groups of 10 that must join
    outcome = play(state, build(0, "5H", 10, "5D 5S AC 4C"))
    assert is_cemented(only_house(outcome.state))
    refused(state, build(0, "5H", 10, "5D"), "SEP-7.11")


def test_one_house_per_value_merge_keeps_a_single_house():  # SEP-6.2, SEP-8.1
    state = position(hand="9H 9D", loose="9S", houses=(house(9, "4C 5D", 1),), holds={1: "9C"})
    refused(state, build(0, "9H", 9, "9S"), "SEP-6.2")
    outcome = play(state, build(0, "9H", 9, "9S", [9]))
    assert shape(only_house(outcome.state)) == (9, ["4C", "5D", "9H", "9S"], [0, 1], True)


def test_the_nine_methods_table_maps_onto_the_general_form():  # SEP-7.13
    cases = [  # (position kwargs, move, method, cemented)
        (dict(hand="7C 10H", loose="3D"), build(0, "7C", 10, "3D"), "build", False),
        (
            dict(hand="2H JS", houses=(house(9, "3C 6D", 1),), holds={1: "9H"}),
            build(0, "2H", 11, "", [9]),
            "break",
            False,
        ),
        (dict(hand="9H 9D", loose="9S"), build(0, "9H", 9, "9S"), "build", True),
        (
            dict(hand="KH 4S", houses=(house(13, "6C 7D", 2),), holds={2: "KS"}),
            build(0, "KH", 13, "", [13]),
            "add",
            True,
        ),
    ]
    for kwargs, move, method, cemented in cases:
        outcome = play(position(**kwargs), move)
        assert outcome.events[0]["method"] == method
        assert outcome.events[0]["house"]["cemented"] is cemented


def test_house_plays_are_never_sweeps():  # SEP-9.1
    state = position(hand="8H JS", loose="3C JD")
    outcome = play(state, build(0, "8H", 11, "3C JD"))
    assert outcome.state["loose"] == [] and outcome.state["sweeps"]["0+2"] == []
    assert not any(event["type"] == "sweep" for event in outcome.events)
