"""Owners and their obligations: keys, the partner exception, throwing (SEP-4.4, SEP-8, TV-24)."""

from __future__ import annotations

import random

from referee.games.seep import GAME
from tests.games.seep.positions import (
    added,
    build,
    capture,
    house,
    play,
    points,
    position,
    random_position,
    refused,
    throw,
)


def test_tv24_an_owner_may_not_throw():  # SEP-8.5, SEP-8.3, D-15
    state = position(hand="10C 3H", loose="2D", houses=(house(10, "4S 6H", 0),))
    refused(state, throw(0, "3H"), "SEP-8.5", "owner_may_not_throw")
    taken = play(state, capture(0, "10C", "", [10]))  # SEP-8.3: the last key may take the house
    assert taken.state["loose"] == ["2D"] and points(added(state, taken.state, "0+2")) == 4
    lenient = position(
        hand="10C 3H",
        loose="2D",
        houses=(house(10, "4S 6H", 0),),
        options={"owner_may_throw": True},
    )
    thrown = play(lenient, throw(0, "3H"))
    assert thrown.state["loose"] == ["2D", "3H"] and len(thrown.state["houses"]) == 1


def test_joint_owners_may_not_throw_either():  # SEP-8.5: alone or jointly
    state = position(
        hand="KD 3H", loose="2D", houses=(house(13, "6C 7D KH", [0, 1]),), holds={1: "KS"}
    )
    refused(state, throw(0, "3H"), "SEP-8.5")


def test_the_last_key_may_not_go_into_another_house():  # SEP-8.3, SEP-4.4
    state = position(hand="10C QD 2H", plays=36, loose="2S", houses=(house(10, "4S 6H", 0),))
    refused(state, build(0, "10C", 12, "2S"), "SEP-8.3", "owner_needs_key")


def test_the_last_key_may_not_cement_the_own_house():  # SEP-8.3, SEP-6.5
    state = position(hand="10C 3H", houses=(house(10, "4S 6H", 0),))
    refused(state, build(0, "10C", 10, "", [10]), "SEP-6.5", "no_key")


def test_what_an_owner_may_do():  # SEP-8.4, SEP-8.2 (already an owner: unchanged)
    state = position(hand="10C 10D 5C", plays=36, loose="5H", houses=(house(10, "4S 6H", 0),))
    assert play(state, capture(0, "5C", "5H")).state["houses"][0]["owners"] == [0]
    added_to = play(state, build(0, "10D", 10, "", [10]))
    assert added_to.state["houses"][0]["owners"] == [0]
    assert added_to.state["houses"][0]["cards"] == ["4S", "6H", "10D"]  # canonical order


def test_a_co_owned_house_keeps_its_owners():  # SEP-8.2 (D-14): one owner per team already
    state = position(
        hand="KC 4S", plays=42, houses=(house(13, "6C 7D KH", [0, 1]),), holds={0: "KS", 1: "KD"}
    )  # play 43 is P2's; P2's partner P0 owns it
    outcome = play(state, build(2, "KC", 13, "", [13]))
    assert outcome.state["houses"][0]["owners"] == [0, 1]


def test_ownership_ends_by_capture_break_and_merge():  # SEP-8.6
    captured = play(
        position(hand="10H", plays=44, loose="2S", houses=(house(10, "3D 7C", 0),)),
        capture(0, "10H", "", [10]),
    )
    assert captured.state["houses"] == []
    broken = play(
        position(hand="2H JS", houses=(house(9, "3C 6D", 1),), holds={1: "9H"}),
        build(0, "2H", 11, "", [9]),
    )
    assert [h["owners"] for h in broken.state["houses"]] == [[0]]


def test_partner_exception_applies_only_to_an_existing_house():  # SEP-7.10, D-12
    # P2 (partner) holds a J, but a new 11-house needs P0's own key
    state = position(hand="8H 4C", loose="3C", holds={2: "JS"})
    refused(state, build(0, "8H", 11, "3C"), "SEP-6.5")


def test_an_owner_always_has_a_legal_move():  # SEP-8.7 (a): a key can take the house
    rng = random.Random(87)
    checked = 0
    while checked < 40:
        state = random_position(rng)
        if state is None:
            continue
        owned = [h["value"] for h in state["houses"] if state["to_move"] in h["owners"]]
        if not owned:
            continue
        checked += 1
        moves, _ = GAME.legal_moves(state, state["to_move"], 1000)
        for value in owned:
            assert any(m["type"] == "capture" and value in m["houses"] for m in moves)
