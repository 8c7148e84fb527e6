"""Reservations: creation, protection, steals, overrides, the obligation (CAS-5, CAS-9)."""

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


def test_cas_5_1_several_reservations_at_once():  # CAS-5.1, D-13
    state = checked(
        position(
            ["2D", "KC"], {0: ["5S", "7H"], 1: ["9H", "3C"]}, reservations=[(["6H", "3S"], 9, 1)]
        )
    )
    out = play(state, reserve("5S", ["2D"], 7))
    assert [r["owner"] for r in out.state["reservations"]] == [1, 0]


def test_cas_5_2_e_the_declared_value_stays_in_hand():  # CAS-5.2 (e), D-6
    state = checked(position(["3H"], {0: ["AS", "AH", "8C"]}))
    # AS + 3H = 4, but no 4 in hand
    assert violation(state, reserve("AS", ["3H"], 4)) == ("declared_value_not_in_hand", "CAS-5.2")
    state = checked(position(["3H", "AD"], {0: ["AS", "AH"]}))
    # the played card does not count: AS with AD declared 1 needs another A in hand
    assert violation(state, reserve("AS", ["AD"], 1)) is None
    state = checked(position(["3H", "AD"], {0: ["AS", "4C"]}))
    assert violation(state, reserve("AS", ["AD"], 1)) == ("declared_value_not_in_hand", "CAS-5.2")


def test_cas_5_2_2_pairing_and_single_groups():  # CAS-5.2.2, D-24
    state = checked(position(["5D", "KH"], {0: ["5H", "5C"]}))
    out = play(state, reserve("5H", ["5D"], 5))
    assert out.state["reservations"] == [{"cards": ["5H", "5D"], "value": 5, "owner": 0}]
    state = checked(position(["8C", "5S", "3D"], {0: ["8H", "8S"]}))
    assert violation(state, reserve("8H", ["8C", "5S", "3D"], 8)) is None


def test_cas_5_2_c_partial_override_is_illegal():  # CAS-5.2 (c), CAS-5.5
    state = checked(
        position(["KC"], {0: ["2C", "6C"], 1: ["4D", "9H"]}, reservations=[(["AC", "3H"], 4, 1)])
    )
    assert violation(state, reserve("2C", ["AC"], 3)) == ("reservation_split", "CAS-5.2")


def test_cas_5_3_protection_binds_the_owner_too():  # CAS-5.3
    state = checked(
        position(["5D", "KC"], {0: ["4H", "8S", "9C"]}, reservations=[(["AC", "3H"], 4, 0)])
    )
    assert violation(state, capture("8S", ["AC", "3H", "4H"])) == ("card_not_on_table", "CAS-4.2")
    assert violation(state, capture("9C", ["AC", "3H", "5D"])) == ("reservation_value", "CAS-5.3")
    assert violation(state, capture("4H", ["3H"])) == ("reservation_split", "CAS-5.3")


def test_cas_5_4_steal_with_other_groups_of_that_value():  # CAS-5.4, D-4
    state = checked(
        position(
            ["AD", "3S", "4C", "KH"],
            {0: ["4S", "9D"], 1: ["4H", "QC"]},
            reservations=[(["AC", "3H"], 4, 1)],
        )
    )
    sets = card_sets(moves_of(state, card="4S", kind="capture"))
    assert frozenset({"AC", "3H", "AD", "3S", "4C"}) in sets
    assert frozenset({"AD", "3S"}) in sets
    out = play(state, capture("4S", ["AD", "3S", "AC", "3H", "4C"]))
    assert out.state["table"] == ["KH"] and out.state["reservations"] == []
    assert [e["type"] for e in out.events] == ["capture", "steal"]
    assert out.events[0]["cards"] == ["AC", "3H", "AD", "3S", "4C"]


def test_cas_5_4_two_reservations_of_one_value_taken_together():  # CAS-5.4, D-4
    state = checked(
        position(
            ["KH"],
            {0: ["6S", "6D"], 1: ["6H", "QC"]},
            reservations=[(["2C", "4D"], 6, 1), (["AS", "5C"], 6, 0)],
        )
    )
    # the owner must include their own; the opponent's may come along
    assert card_sets(moves_of(state, kind="capture")) == {
        frozenset({"AS", "5C"}),
        frozenset({"AS", "5C", "2C", "4D"}),
    }
    out = play(state, capture("6S", ["2C", "4D", "AS", "5C"]))
    assert [e["type"] for e in out.events] == ["capture", "steal"]


def test_cas_5_5_override_merging_two_reservations():  # CAS-5.5, D-9
    state = checked(
        position(
            ["KC"],
            {0: ["AS", "5C", "8H"], 1: ["6D", "9C", "JD"]},
            reservations=[(["4H", "2C"], 6, 1), (["3D", "5S"], 8, 0)],
        )
    )
    out = play(state, reserve("AS", ["4H", "2C", "3D", "5S"], 5))
    assert out.state["reservations"] == [
        {"cards": ["AS", "4H", "2C", "3D", "5S"], "value": 5, "owner": 0}
    ]
    assert out.events[0]["type"] == "override"
    assert [r["owner"] for r in out.events[0]["replaced"]] == [1, 0]
    assert out.state["table"] == ["KC"]


def test_cas_5_5_override_to_the_same_value_changes_owner():  # CAS-5.5, D-8
    state = checked(
        position(
            ["KC", "4S"],
            {0: ["2H", "6C", "6S"], 1: ["6D", "9C", "JD"]},
            reservations=[(["2C", "4D"], 6, 1)],
        )
    )
    out = play(state, reserve("2H", ["2C", "4D", "4S"], 6))
    assert out.state["reservations"] == [
        {"cards": ["2H", "2C", "4D", "4S"], "value": 6, "owner": 0}
    ]
    # the previous owner's obligation ended: seat 1 may trail
    assert violation(out.state, trail("9C", 1)) is None


def test_cas_5_5_owner_may_play_the_card_of_the_old_value():  # CAS-5.5, CAS-5.7 (a), D-12
    state = checked(position(["KC"], {0: ["4S", "8D"]}, reservations=[(["AC", "3H"], 4, 0)]))
    assert violation(state, reserve("4S", ["AC", "3H"], 8)) is None


def test_cas_5_6_owner_obligation_is_strict():  # CAS-5.6, D-11
    state = checked(
        position(["5D", "2H", "KC"], {0: ["4H", "7S", "JC"]}, reservations=[(["AC", "3H"], 4, 0)])
    )
    assert violation(state, trail("7S")) == ("owner_must_capture", "CAS-5.6")
    assert violation(state, capture("7S", ["5D", "2H"])) == ("owner_must_capture", "CAS-5.6")
    assert violation(state, reserve("7S", ["5D", "2H"], 7)) == ("owner_must_capture", "CAS-5.6")
    assert violation(state, capture("4H", ["AC", "3H"])) is None
    assert violation(state, reserve("7S", ["AC", "3H"], 11)) is None
    listed = moves_of(state)
    assert all(set(m.get("cards", ())) >= {"AC", "3H"} for m in listed)
    assert not any(m["type"] == "trail" for m in listed)


def test_cas_5_7_b_one_reservation_per_owner_after_override():  # CAS-5.7 (b)
    state = checked(
        position(["2D", "KC"], {0: ["5S", "JH", "4C"]}, reservations=[(["AC", "3H"], 4, 0)])
    )
    # a new reservation of the owner must fold the old one in
    assert violation(state, reserve("5S", ["2D"], 7)) == ("owner_must_capture", "CAS-5.6")
    out = play(state, reserve("5S", ["AC", "3H", "2D"], 11))
    assert len(out.state["reservations"]) == 1


def test_cas_9_4_partner_is_bound_and_may_steal_or_override():  # CAS-9.4, D-14
    # seat 0 (team 0+2) owns {AC 3H}=4; seat 2 is the partner
    state = checked(
        position(
            ["5D", "KC"],
            {0: ["4D", "7D", "8D", "9D", "JD"], 2: ["4S", "9H", "2H", "6C", "8C", "9C"]},
            players=4,
            to_move=2,
            leader=0,
            reservations=[(["AC", "3H"], 4, 0)],
            last_capturer=1,
        )
    )
    assert violation(state, capture("9H", ["AC", "3H", "5D"], 2)) == (
        "reservation_value",
        "CAS-5.3",
    )
    assert violation(state, trail("9H", 2)) is None  # only the owner is obliged
    steal = play(state, capture("4S", ["AC", "3H"], 2))
    assert steal.events[1] == {
        "type": "steal",
        "player": 2,
        "owner": 0,
        "cards": ["AC", "3H"],
        "value": 4,
    }
    over = play(state, reserve("2H", ["AC", "3H"], 6, 2))
    assert over.state["reservations"][0]["owner"] == 2


def test_cas_9_5_hand_conditions_look_at_the_movers_hand_only():  # CAS-9.5
    state = checked(
        position(
            ["3H", "KC"],
            {0: ["AS", "9C", "9D", "9H", "9S", "QC"], 2: ["4D", "2C", "2D", "2H", "2S", "3C"]},
            players=4,
        )
    )
    # the partner (seat 2) holds a 4, but seat 0 does not
    assert violation(state, reserve("AS", ["3H"], 4)) == ("declared_value_not_in_hand", "CAS-5.2")
