"""Views show each seat what SAM-3 lets it see: its own hand, pay-off tops, the open piles."""

from __future__ import annotations

from referee.games.spite_and_malice import GAME
from tests.games.spite_and_malice.positions import payoff, position


# SAM-3.1
def test_payoff_cards_beneath_the_top_are_hidden_from_everyone_sam_3_1():
    state = position(payoffs=[payoff("QS", 5, below="7C 7D 7H 7S"), payoff("QH", 3, below="4C 4D")])
    for seat in (None, 0, 1):
        view = GAME.view(state, seat)
        assert view["payoff_tops"] == ["QS", "QH"] and view["payoff_counts"] == [5, 3]
        assert "payoffs" not in view and "7C" not in str(view) and "4D" not in str(view)


# SAM-3.2
def test_hands_are_their_owners_alone_partners_included_sam_3_2():
    state = position(
        options={"players": 4},
        hands=["2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "7H 8H 9H 10H JH", "7S 8S 9S 10S JS"],
    )
    view = GAME.view(state, 0)
    assert view["hand"] == ["2C", "3C", "4C", "5C", "6C"] and view["hand_counts"] == [5, 5, 5, 5]
    assert "7H" not in str(view) and GAME.view(state, None)["hand"] is None


# SAM-3.3
def test_the_stock_is_a_count_sam_3_3():
    view = GAME.view(position(stock=["7C", "7D"]), 1)
    assert view["stock_count"] == 2 and "stock" not in view and "7C" not in str(view)


# SAM-3.4, SAM-3.5, SAM-3.6, SAM-3.7
def test_discard_center_and_completed_piles_are_open_sam_3_4_sam_3_5_sam_3_6_sam_3_7():
    state = position(
        discards=[["8C JK", "", "", ""], ["KH QC", "", "", ""]],
        center=["AS 2S"],
        completed=[["JK"] * 13],
    )
    view = GAME.view(state, None)
    assert view["discards"][1][0] == ["KH", "QC"] and view["discard_values"][0][0] == [[8], [7, 8]]
    assert view["center"] == [{"pile": 2, "cards": ["AS", "2S"], "needs": 3}]
    assert view["completed"] == [{"pile": 1, "cards": ["JK"] * 13}]


# SAM-8.3
def test_the_second_chance_duty_is_told_to_the_mover_only_sam_8_3():
    state = position(hands=["AH 9S 9H 9C 8S", "9S 9H 9C 8S 8H"], second_chance=2, first_null=0)
    assert GAME.view(state, 0)["must_play"]["rule"] == "SAM-8.3"
    assert GAME.view(state, 1)["must_play"] is None and GAME.view(state, None)["must_play"] is None
    compulsory = position(payoffs=[payoff("AD"), payoff("QH")])
    assert GAME.view(compulsory, 1)["must_play"]["rule"] == "SAM-6.6"


# SAM-6.6, SAM-12.5.4, SAM-8.3
def test_must_play_names_the_pile_the_compulsory_card_tops_sam_6_6_sam_12_5_4_sam_8_3():
    # A 2 on the partner's fourth discard pile, while an A-pile exists: named as a play would.
    state = position(
        options={"players": 4},
        discards=[["", "", "", ""], ["", "", "", ""], ["", "", "", "9S 2C"], ["", "", "", ""]],
        center=["AS"],
    )
    for seat in (None, 0, 1):
        must = GAME.view(state, seat)["must_play"]
        assert must["rule"] == "SAM-6.6"
        assert (must["source"], must["owner"], must["slot"]) == ("discard", 2, 3)
    second = position(hands=["AH 9S 9H 9C 8S", "9S 9H 9C 8S 8H"], second_chance=2, first_null=0)
    must = GAME.view(second, 0)["must_play"]
    assert (must["source"], must["owner"], must["slot"]) == ("hand", 0, None)
    payoff_ace = GAME.view(position(payoffs=[payoff("AD"), payoff("QH")]), 1)["must_play"]
    assert (payoff_ace["source"], payoff_ace["owner"], payoff_ace["slot"]) == ("payoff", 0, None)
