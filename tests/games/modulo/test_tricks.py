"""Trick play: the lead, following suit, the winner of a trick, and the refusals of MOD-4."""

from __future__ import annotations

import pytest

from referee.engine import IllegalMove
from referee.games.modulo import GAME
from tests.games.modulo.positions import play_cards, trick_position


def trick_winner(state: dict, *plays: tuple[int, str]) -> int:
    state, events = play_cards(state, *plays)
    (trick,) = [event for event in events if event["type"] == "trick"]
    assert state["to_move"] == [trick["winner"]]  # MOD-4.9: the winner leads next
    return trick["winner"]


def refusal(state: dict, move: dict) -> IllegalMove:
    with pytest.raises(IllegalMove) as refused:
        GAME.play(state, move)
    return refused.value


def test_mod_9_1_1_following_suit_the_highest_of_the_led_suit_wins():
    # MOD-9.1.1, MOD-4.8, MOD-4.9, MOD-1.3
    state = trick_position(1, "8H", {1: ["9S"], 2: ["KS"], 0: ["5S"]})
    assert trick_winner(state, (1, "9S"), (2, "KS"), (0, "5S")) == 2


def test_mod_9_1_2_a_trump_played_when_void_wins():
    # MOD-9.1.2, MOD-4.7, MOD-4.8
    state = trick_position(2, "8H", {2: ["10D"], 0: ["6H"], 1: ["AD"]}, void={0: "D"})
    assert trick_winner(state, (2, "10D"), (0, "6H"), (1, "AD")) == 0


def test_mod_9_1_3_a_discard_never_wins():
    # MOD-9.1.3, MOD-4.7, MOD-4.8
    state = trick_position(0, "8C", {0: ["7S"], 1: ["QD"], 2: ["6S"]}, void={1: "S"})
    assert trick_winner(state, (0, "7S"), (1, "QD"), (2, "6S")) == 0


def test_mod_9_1_4_the_highest_trump_wins():
    # MOD-9.1.4, MOD-4.8
    state = trick_position(1, "8S", {1: ["JH"], 2: ["5S"], 0: ["10S"]}, void={2: "H", 0: "H"})
    assert trick_winner(state, (1, "JH"), (2, "5S"), (0, "10S")) == 0


def test_mod_9_1_5_the_ace_is_high():
    # MOD-9.1.5, MOD-1.3
    state = trick_position(2, "8D", {2: ["KC"], 0: ["AC"], 1: ["QC"]})
    assert trick_winner(state, (2, "KC"), (0, "AC"), (1, "QC")) == 0


def test_mod_9_1_6_trumps_led():
    # MOD-9.1.6, MOD-4.5, MOD-4.8, MOD-8.13: trumps may be led at any time
    state = trick_position(0, "8C", {0: ["9C"], 1: ["AH"], 2: ["KC"]}, void={1: "C"})
    assert trick_winner(state, (0, "9C"), (1, "AH"), (2, "KC")) == 2


def test_mod_9_1_7_legal_cards():
    # MOD-9.1.7, MOD-4.5, MOD-4.6, MOD-4.7
    state = trick_position(
        0, "8H", {0: ["7D"], 1: ["QD", "AS", "6H"], 2: ["KS", "9H", "10C"]}, void={1: "D", 2: "D"}
    )
    leads, _ = GAME.moves(state, 0)
    assert {move["card"] for move in leads} == set(state["hands"][0])  # any card to lead
    state, _ = play_cards(state, (0, "7D"))
    follows, _ = GAME.moves(state, 1)
    assert [move["card"] for move in follows] == ["QD"]
    for revoke in ("AS", "6H"):
        refused = refusal(state, {"player": 1, "type": "play", "card": revoke})
        assert (refused.code, refused.rule) == ("revoke", "MOD-4.6")
    state, _ = play_cards(state, (1, "QD"))
    void, _ = GAME.moves(state, 2)
    assert {move["card"] for move in void} == set(state["hands"][2])
    assert {"KS", "9H", "10C"} <= {move["card"] for move in void}


def test_first_lead_is_the_dealers_left_and_play_goes_left():
    # MOD-4.2, MOD-4.3, MOD-1.1, MOD-8.1
    state = trick_position(2, "8H", {})
    assert state["to_move"] == [2] and GAME.view(state, None)["dealer"] == 1
    card = state["hands"][2][0]
    after, _ = play_cards(state, (2, card))
    assert after["to_move"] == [0]


def test_a_play_out_of_turn_is_refused_and_changes_nothing():
    # MOD-4.4, MOD-4.11, MOD-8.15
    state = trick_position(1, "8H", {0: ["AS"]})
    before = dict(state)
    refused = refusal(state, {"player": 0, "type": "play", "card": "AS"})
    assert (refused.code, refused.rule) == ("not_your_turn", "MOD-4.4")
    assert refused.rule == GAME.turn_rule and state == before


def test_a_card_not_in_hand_and_a_string_that_is_not_a_play_card():
    # MOD-4.1, MOD-1.4, MOD-1.2: the 2s, 3s and 4s are not play cards
    state = trick_position(1, "8H", {0: ["AS"]})
    refused = refusal(state, {"player": 1, "type": "play", "card": "AS"})
    assert (refused.code, refused.rule) == ("not_in_hand", "MOD-4.1")
    for junk in ("2S", "4D", "JK", "1S", "ZZ", "", "x" * 500):
        refused = refusal(state, {"player": 1, "type": "play", "card": junk})
        assert (refused.code, refused.rule) == ("not_a_play_card", "MOD-1.4")
        assert len(refused.message) < 200


def test_the_turn_comes_before_the_card_in_the_order_of_citation():
    # MOD-4.11, MOD-8.20: out of turn and not a card: the turn is cited
    state = trick_position(1, "8H", {})
    refused = refusal(state, {"player": 2, "type": "play", "card": "2S"})
    assert refused.rule == "MOD-4.4"


def test_thirteen_tricks_then_the_deal_is_scored():
    # MOD-4.1, MOD-4.10, MOD-5.1, MOD-8.14: all 13 tricks are played, no claims
    state = trick_position(1, "8H", {})
    tricks = 0
    while state["phase"] == "play":
        assert all(len(hand) >= 13 - tricks - 1 for hand in state["hands"])
        moves, _ = GAME.moves(state)
        outcome = GAME.play(state, moves[0])
        state = outcome.state
        tricks += sum(event["type"] == "trick" for event in outcome.events)
    assert tricks == 13
    (deal_end,) = [e for e in outcome.events if e["type"] == "deal_end"]
    assert sum(deal_end["tricks"]) == 13 and state["phase"] == "bid"
    assert outcome.events[-1] == {
        "type": "bidding",
        "deal": 2,
        "dealer": 1,  # MOD-2.2, 2.3
        "all_bid_eligible": GAME.view(state, None)["all_bid_eligible"],
    }
    assert state["deal_number"] == 2 and state["hands"] == [[], [], []]


def test_played_cards_and_tricks_are_public():
    # MOD-4.12, MOD-8.16, MOD-2.7
    state = trick_position(1, "8H", {1: ["9S"], 2: ["KS"], 0: ["5S"]})
    state, _ = play_cards(state, (1, "9S"), (2, "KS"), (0, "5S"))
    state, _ = play_cards(state, (2, state["hands"][2][0]))
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert view["tricks"] == [{"leader": 1, "cards": ["9S", "KS", "5S"], "winner": 2}]
        assert view["tricks_won"] == [0, 0, 1] and view["trick"] == state["trick"]
        assert view["turn_up"] == "8H" and view["trump"] == "H" and view["bids"] == [2, 2, 2]
        assert view["hand_counts"] == [12, 12, 11]
        assert view["hand"] == (None if seat is None else state["hands"][seat])
