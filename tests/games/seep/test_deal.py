"""The deal, the bid, the first play, the order of play, two players (SEP-2, SEP-3, SEP-12).

The test vectors TV-22, TV-23 and TV-28.
"""

from __future__ import annotations

import pytest

from referee.engine import ConflictingOptions, MalformedInput, deal_seed, shuffled, standard_deck
from referee.engine.cards import VALUES
from referee.games.seep import GAME, seats
from referee.games.seep.scoring import sweep_value
from tests.games.seep.positions import (
    build,
    capture,
    opening,
    play,
    points,
    position,
    refused,
    throw,
)


def new(seed: str = "deal", **options) -> dict:
    return GAME.new_state(GAME.resolve_options(options), seed)


def bid(state: dict, value: int):
    return play(state, {"player": state["to_move"], "type": "bid", "value": value})


# SEP-3.1, SEP-3.2, SEP-2.7 (the cut changes nothing), D-3
def test_opening_deal_follows_the_deck_order():
    state = new(first_dealer=2)
    deck = shuffled(standard_deck(), deal_seed("deal", 0))
    assert state["dealer"] == 2 and state["to_move"] == 3 and state["phase"] == "bid"
    assert state["hands"] == [[], [], [], deck[:4]]
    assert state["floor_down"] == deck[4:8] and state["stock"] == deck[8:]


def test_deals_are_numbered_from_1_and_deal_n_is_shuffled_with_key_n_minus_1():  # SEP-3.1
    state = new(first_dealer=0)
    assert state["deal_number"] == 1 and state["ledger"] == []
    assert state["hands"][1] == shuffled(standard_deck(), deal_seed("deal", 0))[:4]
    assert GAME.view(state, None)["deal_number"] == 1
    assert state["loose"] == [] and state["bid"] is None


def test_first_dealer_is_the_option_or_drawn_from_the_seed():  # SEP-2.3
    assert new(first_dealer=1)["dealer"] == 1
    drawn = {new(f"seed-{i}")["dealer"] for i in range(40)}
    assert drawn == {0, 1, 2, 3}
    assert new("same")["dealer"] == new("same")["dealer"]
    with pytest.raises(ConflictingOptions):
        GAME.resolve_options({"first_dealer": 3}, players=2)


# SEP-3.3, SEP-3.5, SEP-3.6, D-5, SEP-3.8, D-6, SEP-3.9
def test_tv22_the_bid_and_the_bidders_first_play():
    # SEP-0.8: the source rules lack this list; D-5 fills it from pagat and other descriptions
    state = opening(dealer=0, hand="KH 9C 4D 2S", floor="3D 6C 4S 9H")
    moves, _ = GAME.legal_moves(state, 1, 1000)
    assert [m["value"] for m in moves] == [9, 13]
    outcome = bid(state, 13)
    assert outcome.events == [
        {"type": "bid", "player": 1, "value": 13},
        {"type": "reveal", "cards": ["3D", "6C", "4S", "9H"]},
    ]
    first = outcome.state
    assert first["phase"] == "first_play" and first["loose"] == ["3D", "6C", "4S", "9H"]
    a = play(first, capture(1, "KH", "9H 4S"))
    assert sorted(a.state["loose"]) == ["3D", "6C"] and points(a.state["piles"]["1+3"]) == 4
    assert sorted(play(first, capture(1, "KH", "3D 6C 4S")).state["loose"]) == ["9H"]
    refused(first, capture(1, "KH", "9H 4S 3D 6C"), "SEP-5.3")
    refused(first, throw(1, "KH"), "SEP-4.2")
    refused(first, build(1, "4D", 13, "9H"), "SEP-7.11")
    f = play(first, build(1, "4D", 13, "9H 3D 6C 4S"))
    assert f.state["houses"][0]["owners"] == [1] and f.state["sweeps"] == {"0+2": [], "1+3": []}
    assert "KH" in f.state["hands"][1]
    g = play(first, build(1, "9C", 13, "4S"))
    assert sorted(g.state["loose"]) == ["3D", "6C", "9H"]
    refused(first, capture(1, "9C", "9H 3D 6C"), "SEP-3.6", "first_play_not_bid")
    refused(first, build(1, "2S", 9, "3D 4S"), "SEP-3.6")
    refused(first, throw(1, "2S"), "SEP-3.6")
    # SEP-3.8: packets of four to P2, P3, P0, P1, P2, P3, P0, P1, P2, P3, P0
    stock = first["stock"]
    after = a.state
    assert [len(hand) for hand in after["hands"]] == [12, 11, 12, 12]
    assert after["hands"][2] == stock[0:4] + stock[16:20] + stock[32:36]
    assert after["hands"][1] == ["9C", "4D", "2S"] + stock[12:16] + stock[28:32]
    assert after["stock"] == [] and after["to_move"] == 2 and after["plays"] == 1
    assert a.events[-1]["type"] == "deal" and a.events[-1]["hand_counts"] == [12, 11, 12, 12]


def test_the_first_play_always_has_a_legal_move_of_the_bid_value():  # SEP-3.7, SEP-3.6
    for i in range(60):
        state = new(f"first-{i}")
        moves, _ = GAME.legal_moves(state, state["to_move"], 1000)
        if moves[0]["type"] == "redeal":
            continue
        first = bid(state, moves[-1]["value"]).state
        listed, _ = GAME.legal_moves(first, first["to_move"], 1000)
        assert listed
        for move in listed:
            value = move["value"] if move["type"] == "build" else VALUES[move["card"]]
            assert value == first["bid"]


def test_tv23_bid_and_redeal():  # SEP-3.3, SEP-3.4, D-4, SEP-2.5
    dry = opening(dealer=0, hand="8C 7D 2S 5H", floor="3D 6C 4S 9H")
    assert GAME.legal_moves(dry, 1, 1000) == ([{"player": 1, "type": "redeal"}], False)
    refused(dry, {"player": 1, "type": "bid", "value": 9}, "SEP-3.3", "bid_not_held")
    redealt = play(dry, {"player": 1, "type": "redeal"})
    assert redealt.events[0] == {"type": "redeal", "player": 1, "shown": ["2S", "5H", "7D", "8C"]}
    assert redealt.events[1] == {"type": "deal_end", "deal_number": 1, "reason": "redeal"}
    assert redealt.state["dealer"] == 0 and redealt.state["deal_number"] == 2
    # Deal n is shuffled with the key n - 1.
    assert redealt.state["hands"][1] == shuffled(standard_deck(), deal_seed("hand-built", 1))[:4]
    wet = opening(dealer=0, hand="9D 8S 3C 2H", floor="3D 6C 4S 9H")
    assert bid(wet, 9).state["bid"] == 9
    refused(wet, {"player": 1, "type": "bid", "value": 8}, "SEP-3.3", "bid_out_of_range")
    refused(wet, {"player": 1, "type": "bid", "value": 10}, "SEP-3.3", "bid_not_held")
    refused(wet, {"player": 1, "type": "redeal"}, "SEP-3.4", "must_bid")
    refused(wet, throw(1, "9D"), "SEP-3.3", "bid_first")


def test_no_bid_once_play_has_begun():  # SEP-3.3, SEP-3.11 (the bid binds play 1 only), D-7
    state = position(hand="6S 9H", loose="6D 2C")
    refused(state, {"player": 0, "type": "bid", "value": 9}, "SEP-3.3", "bid_made")
    refused(state, {"player": 0, "type": "redeal"}, "SEP-3.4", "bid_made")
    assert state["bid"] == 9 and play(state, capture(0, "6S", "6D"))  # a 6 is fine after play 1


def test_there_is_no_pass():  # SEP-4.1
    state = position(hand="6S 9H", loose="6D 2C")
    with pytest.raises(MalformedInput):
        GAME.parse_move({"player": 0, "type": "pass"})
    assert all(
        m["type"] in ("throw", "capture", "build") for m in GAME.legal_moves(state, 0, 1000)[0]
    )


# SEP-2.2, SEP-3.9, SEP-3.10, SEP-0.3, D-1
def test_order_of_play_is_counter_clockwise_from_the_dealer():
    assert [seats.mover(4, 3, n) for n in (1, 2, 3, 4, 48)] == [0, 1, 2, 3, 3]
    assert [seats.expected_hand(4, 3, 0, n - 1) for n in (41, 37, 45)] == [2, 3, 1]
    assert seats.side_of(4, 0) == seats.side_of(4, 2) == "0+2" and seats.side_of(4, 1) == "1+3"
    assert seats.partner(4, 1) == 3
    state = new("order", first_dealer=0)
    assert state["to_move"] == 1  # the bidder is the dealer's right-hand neighbour
    seen = []
    while state["plays"] < 9:
        moves, _ = GAME.legal_moves(state, state["to_move"], 1000)
        if state["phase"] != "bid":
            seen.append(state["to_move"])
        state = GAME.play(state, moves[0]).state
    assert seen == [1, 2, 3, 0, 1, 2, 3, 0, 1]


# -- two players ---------------------------------------------------------------------------------


def test_tv28_two_player_sequence():  # SEP-12.1, SEP-12.2, SEP-12.3, SEP-12.4, SEP-12.5, D-22
    state = new("two", players=2, first_dealer=0)
    assert state["to_move"] == 1 and len(state["hands"]) == 2 and state["reserves"] == [[], []]
    assert state["scores"] == {"0": 0, "1": 0}
    moves, _ = GAME.legal_moves(state, 1, 1000)
    state = GAME.play(state, moves[0]).state
    stock = state["stock"]
    movers = []
    while True:
        moves, _ = GAME.legal_moves(state, state["to_move"], 1000)
        movers.append(state["to_move"])
        outcome = GAME.play(state, moves[0])
        if state["plays"] == 0:
            assert outcome.state["reserves"][0] == stock[0:4] + stock[16:20] + stock[32:36]
            assert outcome.state["reserves"][1] == stock[4:8] + stock[20:24] + stock[36:40]
            assert [len(h) for h in outcome.state["hands"]] == [12, 11]
        state = outcome.state
        if state["plays"] == 24:
            assert {"type": "pickup", "hand_counts": [12, 12]} in outcome.events
            assert state["reserves"] == [[], []] and state["to_move"] == 1
        if state["plays"] == 0 or state["phase"] == "finished":
            break
    assert movers[:4] == [1, 0, 1, 0] and len(movers) == 48
    assert sweep_value(24, GAME.resolve_options({}, 2)) == 50  # SEP-12.6
    assert sweep_value(48, GAME.resolve_options({}, 2)) == 0


def test_two_player_reserves_are_not_keys():  # SEP-12.7, SEP-12.1
    state = position(hand="7C 2H", players=2, dealer=1, plays=20, loose="3D")
    assert state["to_move"] == 0 and len(state["reserves"][0]) == 12
    tens = [c for c in state["piles"]["0"] + state["hands"][1] if c.startswith("10")]
    zone = "piles" if tens[0] in state["piles"]["0"] else "hands"
    swap = state["reserves"][0][0]
    state["reserves"][0][0] = tens[0]
    if zone == "piles":
        state["piles"]["0"][state["piles"]["0"].index(tens[0])] = swap
    else:
        state["hands"][1][state["hands"][1].index(tens[0])] = swap
    GAME.check_state(state)
    refused(state, build(0, "7C", 10, "3D"), "SEP-6.5")  # the reserve 10 does not count


def test_two_player_sweep_on_play_24_then_pickup():  # SEP-12.6, SEP-12.5
    state = position(hand="8D", players=2, dealer=0, plays=23, loose="5C 3H")
    outcome = play(state, capture(0, "8D", "5C 3H"))
    assert {"type": "sweep", "player": 0, "side": "0", "play": 24, "points": 50} in outcome.events
    assert outcome.events[-1] == {"type": "pickup", "hand_counts": [12, 12]}
    assert outcome.state["hands"] == [state["reserves"][0], state["reserves"][1]]
    assert outcome.state["to_move"] == 1


def test_two_player_dealer_rule():  # SEP-12.8
    from referee.games.seep.deal import next_baazi_dealer, next_dealer

    assert next_dealer(2, 0, {"0": 10, "1": 10}) == 0
    assert next_dealer(2, 0, {"0": 11, "1": 10}) == 1
    assert next_baazi_dealer(2, 0, {"0": 150, "1": 10}) == 1  # the loser deals
    assert next_baazi_dealer(2, 0, {"0": 10, "1": 150}) == 0
