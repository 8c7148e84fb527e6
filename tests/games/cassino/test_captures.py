"""Turns, captures, sweeps and trails (CAS-1, CAS-2, CAS-4)."""

import pytest

from referee.engine.errors import IllegalMove, MalformedInput
from referee.games.cassino import GAME
from referee.games.cassino.seats import side_of, sides
from tests.games.cassino.positions import (
    capture,
    card_sets,
    checked,
    moves_of,
    play,
    position,
    trail,
    violation,
)


def test_cas_0_1_card_codes_and_cas_1_2_court_cards_are_numbers():  # CAS-0.1, CAS-1.2
    state = checked(position(["5D", "6C", "JH"], {0: ["KS"]}))
    assert violation(state, capture("KS", ["5D", "6C"])) is not None  # 11 is not 13
    state = checked(position(["AD", "QH", "6C", "5H"], {0: ["KS"]}))
    assert violation(state, capture("KS", ["AD", "QH"])) is None  # 1 + 12 = 13
    state = checked(position(["10D", "AH"], {0: ["JS"]}))
    assert violation(state, capture("JS", ["10D", "AH"])) is None  # 10 + 1 = J


def test_cas_1_3_suits_do_not_matter_in_play():  # CAS-1.3
    for card in ("7S", "7H", "7D", "7C"):
        state = checked(position(["3D", "4C"], {0: [card]}))
        assert violation(state, capture(card, ["3D", "4C"])) is None


def test_cas_4_1_card_must_be_in_hand():  # CAS-4.1
    state = checked(position(["3D"], {0: ["3S"]}))
    assert violation(state, capture("3C", ["3D"])) == ("card_not_in_hand", "CAS-4.1")
    assert violation(state, trail("KH")) == ("card_not_in_hand", "CAS-4.1")


def test_cas_4_1_no_pass_and_always_a_move():  # CAS-4.1
    state = checked(position([], {0: ["3S", "9D"]}))
    assert moves_of(state) == [trail("3S"), trail("9D")]
    with pytest.raises(MalformedInput):
        GAME.parse_move({"player": 0, "type": "pass"})


def test_cas_4_2_unknown_table_card():  # CAS-4.2
    state = checked(position(["3D", "6C"], {0: ["9S"]}))
    assert violation(state, capture("9S", ["3D", "6H"])) == ("card_not_on_table", "CAS-4.2")
    assert violation(state, capture("9S", ["9S"])) == ("card_not_on_table", "CAS-4.2")


def test_cas_4_2_sets_not_lists_and_groups_hint():  # CAS-4.2
    state = checked(position(["3D", "6C", "4H", "5S"], {0: ["9S"]}))
    a = play(state, capture("9S", ["5S", "6C", "4H", "3D"])).state
    b = play(state, capture("9S", ["3D", "6C", "4H", "5S"])).state
    assert a == b
    grouped = {
        "player": 0,
        "type": "capture",
        "card": "9S",
        "groups": [["3D", "4H"], ["6C", "5S"]],
    }  # wrong grouping, legal set
    assert play(state, grouped).state == a
    with pytest.raises(MalformedInput):
        GAME.parse_move(
            {
                "player": 0,
                "type": "capture",
                "card": "9S",
                "cards": ["3D", "6C"],
                "groups": [["3D", "4H"]],
            }
        )
    with pytest.raises(MalformedInput):
        GAME.parse_move(capture("9S", ["3D", "3D"]))
    with pytest.raises(MalformedInput):
        GAME.parse_move({"player": 0, "type": "capture", "card": "9S"})


def test_cas_4_3_a_capture_needs_a_table_card():  # CAS-4.3 (a)
    state = checked(position(["3D"], {0: ["3S"]}))
    assert violation(state, capture("3S", [])) == ("empty_capture", "CAS-4.3")


def test_cas_4_3_free_cards_must_split():  # CAS-4.3 (d)
    state = checked(position(["3D", "4C", "2H"], {0: ["7S"]}))
    assert violation(state, capture("7S", ["3D", "4C", "2H"])) == ("not_a_sum", "CAS-4.3")
    assert violation(state, capture("7S", ["3D", "2H"])) == ("not_a_sum", "CAS-4.3")
    assert card_sets(moves_of(state, card="7S", kind="capture")) == {frozenset({"3D", "4C"})}


def test_cas_4_3_no_duty_to_take_the_most():  # CAS-4.3, the source rules' examples 1-5
    state = checked(position(["4D", "4C", "8H"], {0: ["8S"]}))
    assert card_sets(moves_of(state, card="8S", kind="capture")) == {
        frozenset({"4D", "4C"}),
        frozenset({"8H"}),
        frozenset({"4D", "4C", "8H"}),
    }
    assert violation(state, trail("8S")) is None


def test_cas_4_4_capture_effect_and_last_capturer():  # CAS-4.4, CAS-2.3
    state = checked(position(["4D", "QH"], {0: ["4S", "9C"]}, last_capturer=1))
    out = play(state, capture("4S", ["4D"]))
    assert out.state["last_capturer"] == 0
    assert out.state["piles"]["0"][-2:] == ["4S", "4D"]
    assert out.state["hands"][0] == ["9C"]
    assert out.state["to_move"] == 1  # CAS-4.9
    assert out.events == [
        {"type": "capture", "player": 0, "side": "0", "card": "4S", "cards": ["4D"]}
    ]
    assert out.score_deltas == {"0": 0, "1": 0}


def test_cas_4_5_sweep_counts_only_for_captures():  # CAS-4.5
    state = checked(position(["5D"], {0: ["5S", "9C"]}))
    out = play(state, capture("5S", ["5D"]))
    assert out.state["sweeps"]["0"] == 1
    assert out.events[-1] == {"type": "sweep", "player": 0, "side": "0", "sweeps": 1}
    assert out.score_deltas == {"0": 0, "1": 0}  # CAS-7.10: points at game end


def test_cas_4_5_not_a_sweep_while_a_reservation_remains():  # CAS-4.5
    state = checked(
        position(["5D"], {0: ["5S", "9C"], 1: ["9H", "2D"]}, reservations=[(["6H", "3C"], 9, 1)])
    )
    out = play(state, capture("5S", ["5D"]))
    assert out.state["sweeps"]["0"] == 0
    assert [e["type"] for e in out.events] == ["capture"]


def test_cas_4_5_sweep_on_the_last_turn_of_a_round_counts():  # CAS-4.5, D-15
    state = checked(position(["5D"], {0: ["8S"], 1: ["5S", "9H"]}, to_move=1, leader=0, round_=5))
    assert state["hands"][0] == ["8S"]
    out = play(state, capture("5S", ["5D"], 1))
    assert out.state["sweeps"]["1"] == 1 and out.state["to_move"] == 0


def test_cas_4_7_trail_adds_a_free_card_even_when_a_capture_exists():  # CAS-4.7
    state = checked(position(["5D"], {0: ["5S", "9C"]}))
    out = play(state, trail("5S"))
    assert out.state["table"] == ["5D", "5S"]
    assert out.events == [{"type": "trail", "player": 0, "card": "5S"}]
    assert out.state["last_capturer"] == state["last_capturer"]


def test_cas_4_8_empty_table_means_trail():  # CAS-4.8
    state = checked(position([], {0: ["5S", "9C"]}))
    assert moves_of(state) == [trail("5S"), trail("9C")]
    assert violation(state, capture("5S", [])) == ("empty_capture", "CAS-4.3")


def test_cas_4_9_and_cas_2_2_turn_order():  # CAS-4.9, CAS-2.2, D-2
    state = checked(position(["KD"], {0: ["2S", "3S"]}, players=4))
    seats = []
    for _ in range(4):
        seat = state["to_move"]
        seats.append(seat)
        state = play(state, trail(state["hands"][seat][0], seat)).state
    assert seats == [0, 1, 2, 3]
    with pytest.raises(IllegalMove) as refused:
        GAME.play(state, GAME.parse_move(trail(state["hands"][1][0], 1)))
    assert refused.value.rule == "CAS-4.9"


def test_cas_0_2_and_cas_9_1_sides_are_seats_or_teams():  # CAS-0.2, CAS-9.1, CAS-2.3
    assert sides(2) == ("0", "1") and [side_of(2, s) for s in (0, 1)] == ["0", "1"]
    assert sides(4) == ("0+2", "1+3")
    assert [side_of(4, s) for s in range(4)] == ["0+2", "1+3", "0+2", "1+3"]


def test_cas_2_3_team_captures_pool_into_the_team_pile():  # CAS-2.3, CAS-9.3
    state = checked(position(["4D", "7H"], {1: ["4S", "9C"]}, players=4, to_move=1, leader=1))
    out = play(state, capture("4S", ["4D"], 1))
    assert out.events[0]["side"] == "1+3"
    assert out.state["piles"]["1+3"][-2:] == ["4S", "4D"]
    assert out.score_deltas == {"0+2": 0, "1+3": 0}
