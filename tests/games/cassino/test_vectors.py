"""The test vectors T-1..T-11 of the Cassino rules (CAS-12) and the CAS-13 scoring example."""

from referee.games.cassino import GAME
from tests.games.cassino.positions import (
    capture,
    card_sets,
    checked,
    moves_of,
    play,
    position,
    reserve,
    trail,
    violation,
)

FOUR = ["3H", "3C", "6D", "10D"]


def test_t1_queen_takes_one_group_of_three():  # T-1, CAS-4.3
    state = checked(position(FOUR, {0: ["QS"]}))
    out = play(state, capture("QS", ["3H", "3C", "6D"]))
    assert out.state["table"] == ["10D"]
    assert out.state["piles"]["0"][-4:] == ["QS", "3H", "3C", "6D"]
    assert out.state["sweeps"] == {"0": 0, "1": 0}
    assert [e["type"] for e in out.events] == ["capture"]
    assert card_sets(moves_of(state, card="QS", kind="capture")) == {frozenset({"3H", "3C", "6D"})}
    assert violation(state, trail("QS")) is None  # CAS-4.7


def test_t2_ten_takes_big_casino():  # T-2, CAS-4.3
    state = checked(position(FOUR, {0: ["10S"]}))
    out = play(state, capture("10S", ["10D"]))
    assert out.state["table"] == ["3H", "3C", "6D"]
    assert out.state["piles"]["0"][-2:] == ["10S", "10D"]
    assert card_sets(moves_of(state, card="10S", kind="capture")) == {frozenset({"10D"})}
    assert violation(state, trail("10S")) is None


def test_t3_six_takes_two_groups():  # T-3, CAS-4.3 (a capture may take several groups)
    state = checked(position(FOUR, {0: ["6C"]}))
    out = play(state, capture("6C", ["3H", "3C", "6D"]))
    assert out.state["table"] == ["10D"]
    assert sorted(out.state["piles"]["0"][-4:]) == sorted(["6C", "3H", "3C", "6D"])
    assert card_sets(moves_of(state, card="6C", kind="capture")) == {
        frozenset({"3H", "3C", "6D"}),
        frozenset({"6D"}),
        frozenset({"3H", "3C"}),
    }
    assert violation(state, trail("6C")) is None


def test_t4_a_card_serves_one_group_only():  # T-4, CAS-4.3 (d)
    state = checked(position(FOUR, {0: ["9S"]}))
    assert violation(state, capture("9S", ["3H", "3C", "6D"])) == ("not_a_sum", "CAS-4.3")
    out = play(state, capture("9S", ["3H", "6D"]))
    assert out.state["table"] == ["3C", "10D"]
    assert out.state["piles"]["0"][-3:] == ["9S", "3H", "6D"]
    assert card_sets(moves_of(state, card="9S", kind="capture")) == {
        frozenset({"3H", "6D"}),
        frozenset({"3C", "6D"}),
    }


def test_t5_two_disjoint_groups_and_a_sweep():  # T-5, CAS-4.3, CAS-4.5
    state = checked(position(["3H", "3C", "6D", "6C"], {0: ["9S"]}))
    out = play(state, capture("9S", ["3C", "6D", "3H", "6C"]))
    assert out.state["table"] == [] and out.state["reservations"] == []
    assert out.state["sweeps"]["0"] == 1
    assert [e["type"] for e in out.events] == ["capture", "sweep"]
    assert card_sets(moves_of(state, card="9S", kind="capture")) == {
        frozenset(s)
        for s in (["3H", "6D"], ["3H", "6C"], ["3C", "6D"], ["3C", "6C"], ["3H", "3C", "6D", "6C"])
    }
    assert violation(state, trail("9S")) is None


def test_t5_the_client_grouping_does_not_matter():  # T-5, CAS-4.2
    state = checked(position(["3H", "3C", "6D", "6C"], {0: ["9S"]}))
    wrong = {
        "player": 0,
        "type": "capture",
        "card": "9S",
        "groups": [["3H", "3C"], ["6D", "6C"]],
    }  # a wrong grouping, a legal set
    assert play(state, wrong).state["sweeps"]["0"] == 1
    assert violation(state, capture("9S", ["6C", "3H", "6D", "3C"])) is None


T6_TABLE = ["3H", "JC", "5D", "KD"]


def t6_after_reservation(answer="8S"):
    """P reserves {AC 3H} as 4; O holds `answer` (each follow-up is a separate position)."""
    state = checked(position(T6_TABLE, {0: ["AC", "4H"], 1: [answer, "2D"]}))
    return state, play(state, reserve("AC", ["3H"], 4))


def test_t6_reserve_an_ace_with_a_three_as_four():  # T-6, CAS-4.6, CAS-5.2, D-25 (AC)
    _, out = t6_after_reservation()
    assert out.state["table"] == ["JC", "5D", "KD"]
    assert out.state["reservations"] == [{"cards": ["AC", "3H"], "value": 4, "owner": 0}]
    assert out.state["hands"][0] == ["4H"]
    assert out.events == [
        {"type": "reserve", "player": 0, "card": "AC", "cards": ["3H"], "value": 4}
    ]


def test_t6_followups_protection_and_steal():  # T-6 F1-F4, CAS-5.3, CAS-5.4
    def after(answer):
        return t6_after_reservation(answer)[1].state

    assert violation(after("3S"), capture("3S", ["3H"], 1)) == ("reservation_split", "CAS-5.3")
    assert violation(after("QH"), capture("QH", ["AC", "JC"], 1)) == (
        "reservation_split",
        "CAS-5.3",
    )
    assert violation(after("9C"), capture("9C", ["AC", "3H", "5D"], 1)) == (
        "reservation_value",
        "CAS-5.3",
    )
    steal = play(after("4D"), capture("4D", ["AC", "3H"], 1))
    assert steal.state["reservations"] == []
    assert steal.state["piles"]["1"] == ["4D", "AC", "3H"]
    assert [e["type"] for e in steal.events] == ["capture", "steal"]
    assert steal.events[1]["owner"] == 0
    # P's obligation ended with the reservation: trailing 4H is legal again (CAS-5.4)
    assert violation(steal.state, trail("4H")) is None


def test_t6_f5_owner_must_capture_next_turn():  # T-6 F5, CAS-5.6
    _, out = t6_after_reservation()
    state = play(out.state, trail("8S", 1)).state
    assert moves_of(state) == [capture("4H", ["AC", "3H"])]
    assert violation(state, trail("4H")) == ("owner_must_capture", "CAS-5.6")


T7_TABLE = ["3H", "JC", "5D", "KD"]


def test_t7_reserve_two_groups_as_five():  # T-7, CAS-5.2
    state = checked(position(T7_TABLE, {0: ["2S", "5H"], 1: ["10C", "5S"]}))
    out = play(state, reserve("2S", ["3H", "5D"], 5))
    assert out.state["table"] == ["JC", "KD"]
    assert out.state["reservations"] == [{"cards": ["2S", "3H", "5D"], "value": 5, "owner": 0}]
    assert out.state["hands"][0] == ["5H"]
    after = out.state
    assert violation(after, capture("10C", ["2S", "3H", "5D"], 1)) == (
        "reservation_value",
        "CAS-5.3",
    )
    assert violation(after, capture("5S", ["5D"], 1)) == ("reservation_split", "CAS-5.3")  # D-5
    steal = play(after, capture("5S", ["2S", "3H", "5D"], 1))
    assert steal.state["piles"]["1"] == ["5S", "2S", "3H", "5D"]


def test_t7_also_a_smaller_bundle():  # T-7 Also, CAS-5.2.1 (D-7)
    state = checked(position(T7_TABLE, {0: ["2S", "5H"], 1: ["10C", "5S"]}))
    assert violation(state, reserve("2S", ["3H"], 5)) is None
    assert card_sets(moves_of(state, card="2S", kind="reserve")) == {
        frozenset({"3H", "5D"}),
        frozenset({"3H"}),
    }


def test_t8_the_played_card_is_always_in_the_reservation():  # T-8, CAS-5.2 (b), (d)
    state = checked(position(T7_TABLE, {0: ["2S", "8H"]}))
    assert violation(state, reserve("2S", ["3H", "5D"], 8)) == ("not_a_sum", "CAS-5.2")
    assert moves_of(state, card="2S") == [trail("2S")]
    assert violation(state, capture("8H", ["3H", "5D"])) is None


def test_t9_a_reservation_needs_a_table_card():  # T-9, CAS-5.2 (a)
    state = checked(position(["JD", "3H"], {0: ["AS", "AH"]}))
    assert violation(state, reserve("AS", [], 1)) == ("reservation_needs_table_card", "CAS-5.2")
    assert moves_of(state) == [trail("AS"), trail("AH")]


T10_TABLE = ["JC", "5D", "KD"]
R1_OF = {"cards": ["AC", "3H"], "value": 4}


def t10(owner, hand, other=("4D", "9H")):
    hands = {0: list(hand), 1: list(other)}
    return checked(position(T10_TABLE, hands, reservations=[dict(R1_OF, owner=owner)]))


def test_t10a_override_an_opponents_reservation():  # T-10a, CAS-5.5
    state = t10(1, ["2C", "6C"])
    out = play(state, reserve("2C", ["AC", "3H"], 6))
    assert out.state["reservations"] == [{"cards": ["2C", "AC", "3H"], "value": 6, "owner": 0}]
    assert out.state["table"] == T10_TABLE and out.state["hands"][0] == ["6C"]
    assert out.events[0]["type"] == "override"
    assert out.events[0]["replaced"] == [dict(R1_OF, owner=1)]
    # O has no obligation; no 4 takes the old cards any more, only a 6 takes R2 whole
    assert violation(out.state, trail("9H", 1)) is None
    assert violation(out.state, capture("4D", ["AC", "3H"], 1)) == ("reservation_split", "CAS-5.3")


def test_t10b_override_own_reservation_meets_the_obligation():  # T-10b, CAS-5.6
    state = t10(0, ["2C", "6C", "4S"])
    assert violation(state, reserve("2C", ["AC", "3H"], 6)) is None
    assert play(state, reserve("2C", ["AC", "3H"], 6)).state["hands"][0] == ["6C", "4S"]
    assert moves_of(state) == [reserve("2C", ["AC", "3H"], 6), capture("4S", ["AC", "3H"])]
    assert violation(state, trail("6C")) == ("owner_must_capture", "CAS-5.6")


def test_t10c_override_with_a_free_card():  # T-10c, CAS-5.5
    state = t10(1, ["3C", "QC"])
    out = play(state, reserve("3C", ["AC", "3H", "5D"], 12))
    assert out.state["reservations"] == [
        {"cards": ["3C", "AC", "3H", "5D"], "value": 12, "owner": 0}
    ]
    assert out.state["table"] == ["JC", "KD"] and out.state["hands"][0] == ["QC"]


def test_t10d_same_move_on_own_reservation():  # T-10d, CAS-5.5, CAS-5.6
    state = t10(0, ["3C", "QC", "4S"])
    assert violation(state, reserve("3C", ["AC", "3H", "5D"], 12)) is None


def test_t11_override_regroups_the_old_cards():  # T-11, CAS-5.2 (d), D-10
    for owner, hand in ((1, ["3C", "6C"]), (0, ["3C", "6C", "4S"])):
        state = t10(owner, hand)
        out = play(state, reserve("3C", ["AC", "3H", "5D"], 6))
        assert out.state["reservations"] == [
            {"cards": ["3C", "AC", "3H", "5D"], "value": 6, "owner": 0}
        ]
        assert out.state["table"] == ["JC", "KD"]
        assert out.state["hands"][0] == hand[1:]
        assert violation(state, reserve("3C", ["AC", "3H"], 6)) == ("not_a_sum", "CAS-5.2")
        assert violation(state, reserve("3C", ["AC", "3H", "5D"], 12)) == (
            "declared_value_not_in_hand",
            "CAS-5.2",
        )


CAS13_A = (
    "AS 3S 4S 7S 9S JS KS AD 4D 6D 8D 10D QD KD 2H 3H 5H 6H 9H JH QH 3C 5C 7C 8C 10C JC KC"
).split()
CAS13_B = ("2S 5S 6S 8S 10S QS 2D 3D 5D 7D 9D JD AH 4H 7H 8H 10H KH AC 2C 4C 6C 9C QC").split()


def test_cas13_worked_scoring_example():  # CAS-13, CAS-7.1 to CAS-7.6
    sheet = GAME.score_tally(
        {
            "players": 2,
            "sides": {"0": {"cards": CAS13_A, "sweeps": 1}, "1": {"cards": CAS13_B, "sweeps": 2}},
        }
    )
    points = {item["item"]: item["points"] for item in sheet["items"]}
    assert points == {
        "cards": {"0": 3, "1": 0},
        "spades": {"0": 1, "1": 0},
        "big_casino": {"0": 2, "1": 0},
        "little_casino": {"0": 0, "1": 1},
        "aces": {"0": 2, "1": 2},
        "sweeps": {"0": 1, "1": 2},
    }
    assert sheet["totals"] == {"0": 9, "1": 5}
    details = {item["item"]: item["detail"] for item in sheet["items"]}
    assert details["cards"] == {"0": 28, "1": 24} and details["spades"] == {"0": 7, "1": 6}
    assert [item["rule"] for item in sheet["items"]] == [
        "CAS-7.1",
        "CAS-7.2",
        "CAS-7.3",
        "CAS-7.4",
        "CAS-7.5",
        "CAS-7.6",
    ]
