"""Dealing and rotation, the shuffle after the reveal, the turn-up, the options (MOD-2, MOD-7)."""

from __future__ import annotations

import pytest

from referee.engine import MalformedInput, deal_seed, shuffled
from referee.games.modulo import GAME
from referee.games.modulo.deal import dealer_of, distribute, first_leader
from referee.games.modulo.pack import PACK
from tests.games.modulo.positions import bid_all


def test_mod_9_5_1_deck_order_to_hands():
    # MOD-9.5.1, MOD-2.5, MOD-2.6, MOD-8.8, MOD-8.9
    deck = [card for card in PACK if card != "8H"] + ["8H"]
    hands, turn_up = distribute(deck, 0)
    assert set(hands[1]) == {deck[i] for i in range(0, 39, 3)}
    assert set(hands[2]) == {deck[i] for i in range(1, 39, 3)}
    assert set(hands[0]) == {deck[i] for i in range(2, 39, 3)}
    assert turn_up == "8H" and all("8H" not in hand for hand in hands)
    assert first_leader(0) == 1


def test_mod_9_5_2_rotation_with_defaults():
    # MOD-9.5.2, MOD-2.3, MOD-4.2, MOD-8.2
    options = GAME.resolve_options({})
    dealers = [dealer_of(options, deal) for deal in range(1, 10)]
    assert dealers == [0, 1, 2, 0, 1, 2, 0, 1, 2]
    assert [first_leader(d) for d in dealers] == [1, 2, 0, 1, 2, 0, 1, 2, 0]


def test_the_pack_is_shuffled_from_the_seed_only_when_the_bids_are_in():
    # MOD-2.4, MOD-2.2, MOD-1.2
    state = GAME.new_state(GAME.resolve_options({}), "shuffle")
    assert state["stock"] == list(PACK) and len(set(PACK)) == 40
    assert not any(card[:-1] in ("2", "3", "4") for card in PACK)
    dealt, events = bid_all(state, 2, 3, 4)
    deck = shuffled(list(PACK), deal_seed("shuffle", 1))
    hands, turn_up = distribute(deck, 0)
    assert dealt["hands"] == hands and dealt["turn_up"] == turn_up and dealt["stock"] == []
    (announced,) = [event for event in events if event["type"] == "deal"]
    assert announced == {
        "type": "deal",
        "deal": 1,
        "dealer": 0,
        "turn_up": turn_up,
        "trump": turn_up[-1],
        "hand_counts": [13, 13, 13],
        "leader": 1,
    }
    assert bid_all(state, 4, 4, 4)[0]["hands"] == hands  # the bids never change the deal


def test_the_turn_up_stays_face_up_and_out_of_play_all_deal():
    # MOD-2.6, MOD-8.9
    state, _ = bid_all(GAME.new_state(GAME.resolve_options({}), "turn-up"), 2, 2, 2)
    turn_up = state["turn_up"]
    while state["phase"] == "play":
        assert GAME.view(state, None)["turn_up"] == turn_up
        assert turn_up not in [move["card"] for move in GAME.moves(state)[0]]
        state = GAME.play(state, GAME.moves(state)[0][0]).state


def test_options_and_their_defaults():
    # MOD-7.1, MOD-7.2, MOD-7.3, MOD-7.4, MOD-7.5, MOD-8.21
    described = {option["name"]: option for option in GAME.describe()["options"]}
    assert {name: option["default"] for name, option in described.items()} == {
        "players": 3,
        "deals": 9,
        "first_dealer": 0,
        "all_bid_enabled": True,
        "sweep_points": 10,
    }
    assert described["deals"]["rule"] == "MOD-7.1" and described["players"]["rule"] == "MOD-1.1"
    options = GAME.resolve_options({"deals": 4, "first_dealer": 2, "sweep_points": 6})
    assert [dealer_of(options, deal) for deal in range(1, 5)] == [2, 0, 1, 2]
    for bad in (
        {"deals": 0},
        {"deals": 101},
        {"deals": 1000000000},
        {"sweep_points": 101},
        {"sweep_points": -101},
        {"first_dealer": 3},
        {"all_bid_enabled": 1},
        {"players": 4},
        {"sweep_points": "10"},
    ):
        with pytest.raises(MalformedInput) as refused:
            GAME.resolve_options(bad)
        assert refused.value.path == f"options.{next(iter(bad))}"


def test_every_integer_option_has_a_finite_range():
    # MOD-7.1, MOD-7.4: a game lasts 1 to 100 deals; a sweep is worth -100 to 100
    described = {option["name"]: option for option in GAME.describe()["options"]}
    assert (described["deals"]["minimum"], described["deals"]["maximum"]) == (1, 100)
    assert (described["sweep_points"]["minimum"], described["sweep_points"]["maximum"]) == (
        -100,
        100,
    )
    for option in described.values():
        if "values" not in option:
            assert None not in (option["minimum"], option["maximum"]), option["name"]
    longest = GAME.resolve_options({"deals": 100, "sweep_points": -100})
    assert (longest["deals"], longest["sweep_points"]) == (100, -100)
