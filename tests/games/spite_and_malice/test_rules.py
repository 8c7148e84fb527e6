"""Rules beyond the vectors: sources, targets, compulsory plays, discards, stock, stalemate.

Also the deal, partnerships, options and match modes; each test names the rule ids it checks.
"""

from __future__ import annotations

import pytest

from referee.engine import ConflictingOptions
from referee.games.spite_and_malice import GAME
from tests.games.spite_and_malice.positions import (
    cards,
    discard,
    draw,
    end,
    legal,
    payoff,
    pile,
    play,
    position,
    refused,
)

# -- options and the deal ---------------------------------------------------------------------


# SAM-12.1, SAM-12.5.2, SAM-D18
def test_defaults_follow_the_seat_count_sam_12_1_sam_12_5_2_sam_d18():
    assert GAME.resolve_options({})["payoff_size"] == 26
    four = GAME.resolve_options({}, 4)
    assert (four["mixed_deck_108"], four["packs"], four["payoff_size"]) == (True, 2, 15)
    six = GAME.resolve_options({"players": 6})
    assert (six["mixed_deck_108"], six["packs"], six["payoff_size"]) == (True, 3, 15)
    with pytest.raises(ConflictingOptions) as refusal:
        GAME.resolve_options({"players": 4, "mixed_deck_108": False})
    assert refusal.value.path == "options.mixed_deck_108"
    with pytest.raises(ConflictingOptions):
        GAME.resolve_options({"packs": 3})
    with pytest.raises(ConflictingOptions):  # SAM-12.1: a deal that cannot be made
        GAME.resolve_options({"payoff_size": 27})


# SAM-1.1, SAM-2.1, SAM-2.2
def test_the_standard_deal_sam_1_1_sam_2_1_sam_2_2():
    state = GAME.new_state(GAME.resolve_options({}), "deal")
    assert [len(p) for p in state["payoffs"]] == [26, 26]
    assert "JK" not in state["payoffs"][0] + state["payoffs"][1]
    assert len(set(state["payoffs"][0] + state["payoffs"][1])) == 52
    assert [len(h) for h in state["hands"]] == [5, 5] and len(state["stock"]) == 46


# SAM-12.2.1
def test_the_mixed_deal_sam_12_2_1():
    state = GAME.new_state(GAME.resolve_options({"mixed_deck_108": True}), "mixed")
    assert [len(p) for p in state["payoffs"]] == [20, 20] and len(state["stock"]) == 58


# SAM-12.4.1
def test_no_initial_hands_sam_12_4_1():
    state = GAME.new_state(GAME.resolve_options({"deal_initial_hands": False}), "no-hands")
    mover = state["to_move"]
    assert len(state["hands"][mover]) == 5 and len(state["hands"][1 - mover]) == 0
    assert len(state["stock"]) == 51


# SAM-12.5.1, SAM-0.4
def test_partnership_sides_sam_12_5_1_sam_0_4():
    assert set(GAME.new_state(GAME.resolve_options({}, 4), "x")["scores"]) == {"0+2", "1+3"}
    assert set(GAME.new_state(GAME.resolve_options({}, 6), "x")["scores"]) == {"0+3", "1+4", "2+5"}
    assert refused(position(), play("QH", "payoff", "new", owner=5)) == "SAM-0.4"


# SAM-2.5, SAM-0.6
def test_turns_alternate_and_only_the_mover_acts_sam_2_5_sam_0_6():
    state = legal(position(), end())
    assert state["to_move"] == 1
    assert refused(state, end(0)) == "SAM-0.6"
    assert legal(state, end(1))["to_move"] == 0


# SAM-12.5.6, SAM-D17
def test_first_player_in_partnerships_sam_12_5_6_sam_d17():
    from referee.games.spite_and_malice.deal import first_player

    options = GAME.resolve_options({}, 4)
    piles = [payoff(top, 3, below="5C 6C") for top in ("JK", "QS", "QH", "3D")]
    assert first_player(piles, options, "s", 1, 1)[0] == 1


# -- playing to the center ---------------------------------------------------------------------


# SAM-4.3, SAM-4.4
def test_sources_and_the_next_payoff_card_sam_4_3_sam_4_4():
    state = position(
        payoffs=[payoff("AS", 5, below="2S"), payoff("QH")],
        discards=[["3S", "", "", ""], ["", "", "", ""]],
        hands=["4S 5D 6D 7D 8D", "9S 9H 9C 8S 8H"],
    )
    state = legal(state, play("AS", "payoff", "new"))
    state = legal(state, play("2S", "payoff", 1))  # turned up at once, playable at once
    state = legal(state, play("3S", "discard", 1, slot=0))
    state = legal(state, play("4S", "hand", 1))
    assert pile(state, 1) == cards("AS 2S 3S 4S")
    assert refused(state, play("8D", "payoff", 1)) == "SAM-4.3"
    assert refused(state, play("8C", "hand", 1)) == "SAM-4.3"


# SAM-0.5, SAM-5.1
def test_center_piles_are_numbered_as_started_sam_0_5_sam_5_1():
    state = position(hands=["AS AH 2C JK 5D", "9S 9H 9C 8S 8H"])
    for card in ("AS", "AH", "JK"):
        state = legal(state, play(card, "hand", "new"))
    assert [p["pile"] for p in state["center"]] == [1, 2, 3] and state["next_pile"] == 4
    assert refused(state, play("5D", "hand", 7)) == "SAM-0.6"


# SAM-7.10, SAM-4.8
def test_only_the_top_of_a_discard_pile_and_never_an_opponents_sam_7_10_sam_4_8():
    state = position(center=["AS"], discards=[["2C 9H", "", "", ""], ["2D", "", "", ""]])
    assert refused(state, play("2C", "discard", 1, slot=0)) == "SAM-7.10"
    assert refused(state, play("2D", "discard", 1, slot=0, owner=1)) == "SAM-4.8"
    assert refused(state, play("QH", "payoff", "new", owner=1)) == "SAM-4.8"
    assert refused(state, play("9H", "discard", 1, slot=5)) == "SAM-7.1"


# SAM-5.4, SAM-5.7, SAM-6.1, SAM-D6
def test_a_joker_counts_as_its_position_and_is_never_compulsory_sam_5_4_sam_5_7_sam_6_1_sam_d6():
    state = position(
        hands=["JK 10S 10H 10C JS", "9S 9H 9C 8S 8H"],
        center=["AD 2H 3C"],
        discards=[["JK", "", "", ""], ["", "", "", ""]],
    )
    after = legal(state, play("JK", "hand", 1))
    assert GAME.view(after, 0)["center"][0]["needs"] == 5
    legal(state, end())  # jokers on piles are not compulsory
    started = legal(state, play("JK", "discard", "new", slot=0))
    assert pile(started, 2) == ["JK"]
    with_two = position(center=[], payoffs=[payoff("2C"), payoff("QH")])
    assert (
        refused(
            legal(
                position(
                    hands=["JK 9S 9H 9C 8S", "9S 9H 9C 8S 8H"], payoffs=[payoff("2C"), payoff("QH")]
                ),
                play("JK", "hand", "new"),
            ),
            end(),
        )
        == "SAM-6.6"
    )  # a joker A-pile makes the 2 compulsory
    legal(with_two, end())


# SAM-6.1, SAM-6.2, SAM-6.3, SAM-6.4
def test_compulsory_aces_and_chained_twos_sam_6_1_sam_6_2_sam_6_3_sam_6_4():
    state = position(
        payoffs=[payoff("AC"), payoff("QH")], discards=[["3D 2C 2H", "", "", ""], ["", "", "", ""]]
    )
    assert refused(state, end()) == "SAM-6.6"
    state = legal(state, play("AC", "payoff", "new"))
    assert refused(state, end()) == "SAM-6.6"  # now the 2H is compulsory
    state = legal(state, play("2H", "discard", 1, slot=0))
    legal(state, end())  # no A-pile left: 2C is free
    two_piles = position(center=["AS", "AD"], discards=[["3D 2C 2H", "", "", ""], ["", "", "", ""]])
    state = legal(two_piles, play("2H", "discard", 1, slot=0))
    assert refused(state, end()) == "SAM-6.6"  # the 2 beneath is compulsory in turn
    legal(legal(state, play("2C", "discard", 2, slot=0)), end())


# SAM-6.7, SAM-4.9
def test_hand_cards_are_never_compulsory_sam_6_7_sam_4_9():
    state = position(center=["AS"], hands=["AH 2D 9S 9H 9C", "9S 9H 9C 8S 8H"])
    legal(state, end())


# SAM-6.5, SAM-D5
def test_blocking_applies_to_jokers_from_any_pile_sam_6_5_sam_d5():
    state = position(
        center=["AS"],
        payoffs=[payoff("2C"), payoff("QH")],
        discards=[["JK", "", "", ""], ["", "", "", ""]],
        hands=["JK 9S 9H 9C 8S", "9S 9H 9C 8S 8H"],
    )
    assert refused(state, play("JK", "hand", 1)) == "SAM-6.5"
    assert refused(state, play("JK", "discard", 1, slot=0)) == "SAM-6.5"
    state = legal(state, play("JK", "discard", "new", slot=0))  # a second A-pile: k=2 > m=1
    legal(state, play("JK", "hand", 1))


# SAM-12.6.2, SAM-D21
def test_under_the_option_a_joker_may_take_a_discard_twos_pile_sam_12_6_2_sam_d21():
    def state(**options):
        return position(
            center=["AS"],
            options=options,
            hands=["JK 9S 9H 9C 8S", "9S 9H 9C 8S 8H"],
            payoffs=[payoff(options.pop("top", "8H")), payoff("QH")],
            discards=[["2C", "", "", ""], ["", "", "", ""]],
        )

    assert refused(state(), play("JK", "hand", 1)) == "SAM-6.5"
    legal(legal(state(hand_two_may_block_discard_two=True), play("JK", "hand", 1)), end())
    pay_two = position(
        center=["AS"],
        options={"hand_two_may_block_discard_two": True},
        hands=["JK 9S 9H 9C 8S", "9S 9H 9C 8S 8H"],
        payoffs=[payoff("2H"), payoff("QH")],
    )
    assert refused(pay_two, play("JK", "hand", 1)) == "SAM-6.5"


# SAM-12.2.2
def test_a_payoff_joker_plays_wild_and_is_never_compulsory_sam_12_2_2():
    state = position(
        options={"mixed_deck_108": True}, payoffs=[payoff("JK"), payoff("QH")], center=["AS 2S"]
    )
    legal(state, end())
    assert pile(legal(state, play("JK", "payoff", 1)), 1)[-1] == "JK"


# -- discards ----------------------------------------------------------------------------------


# SAM-7.2, SAM-7.3, SAM-7.5, SAM-7.6, SAM-7.7, SAM-D1, SAM-D13
def test_discard_rules_sam_7_2_sam_7_3_sam_7_5_sam_7_6_sam_7_7_sam_d1_sam_d13():
    state = position(
        hands=["KS JK AD 5C 9H", "9S 9H 9C 8S 8H"],
        discards=[["QD", "JK", "9C", ""], ["", "", "", ""]],
    )
    assert refused(state, discard("4C", 3)) == "SAM-7.2"
    assert refused(state, discard("KS", 0)) == "SAM-7.6"
    legal(state, discard("KS", 1))  # a lone joker may stand for K
    legal(state, discard("5C", 1))  # ... or for anything (SAM-D13)
    legal(state, discard("KS", 3))  # any non-ace starts a pile
    legal(state, discard("JK", 2))  # a joker goes on any pile
    assert refused(state, discard("AD", 3)) == "SAM-7.5"
    assert refused(state, {**discard("9H", 0), "owner": 1}) == "SAM-4.8"


# SAM-12.3.1, SAM-D16
def test_free_discarding_keeps_aces_out_sam_12_3_1_sam_d16():
    state = position(
        options={"free_discard": True},
        hands=["KS 2D AD 5C 9H", "9S 9H 9C 8S 8H"],
        discards=[["3D", "", "", ""], ["", "", "", ""]],
    )
    legal(state, discard("KS", 0))
    assert refused(state, discard("AD", 0)) == "SAM-7.5"


# SAM-12.6.1, SAM-D20
def test_refill_after_an_emptying_discard_sam_12_6_1_sam_d20():
    state = position(
        options={"refill_after_discard_empties_hand": True},
        hands=["9D", "9S 9H 9C 8S 8H"],
        discards=[["10S", "", "", ""], ["", "", "", ""]],
        turn_played=True,
    )
    after = legal(state, discard("9D", 0))
    assert after["to_move"] == 0 and len(after["hands"][0]) == 5 and after["turn_discarded"]
    legal(after, discard("8C", 1))  # the turn goes on; it may discard again


# -- drawing and the stock ---------------------------------------------------------------------


# SAM-4.5, SAM-D7, SAM-4.6
def test_draw_is_an_optional_action_sam_4_5_sam_d7_sam_4_6():
    state = position(hands=["", "9S 9H 9C 8S 8H"], turn_played=True)
    assert len(legal(state, draw())["hands"][0]) == 5
    assert legal(state, end())["to_move"] == 1
    full = position(hands=["9D 9S 9H 8C 8S", "9S 9H 9C 8S 8H"])
    legal(full, end())  # END even when a discard is possible


# SAM-9.1, SAM-9.4, SAM-D9
def test_short_draws_and_nothing_to_draw_sam_9_1_sam_9_4_sam_d9():
    state = position(hands=["", "9S 9H 9C 8S 8H"], stock=["7C", "7D"], turn_played=True)
    assert legal(state, draw())["hands"][0] == ["7C", "7D"]
    empty = position(hands=["", "9S 9H 9C 8S 8H"], stock=[], turn_played=True)
    assert refused(empty, draw()) == "SAM-9.4"
    # SAM-9.1: the check before a DRAW takes the center piles when the stock is short.
    short = position(hands=["", "9S 9H 9C 8S 8H"], stock=["7C"], center=["AS 2S"], turn_played=True)
    after = legal(short, draw())
    assert after["center"] == [] and len(after["hands"][0]) == 3


# SAM-4.2, SAM-D22
def test_a_short_hand_is_topped_up_sam_4_2_sam_d22():
    state = position(hands=["9S 9H 9C 8S 8H", "9D 9C"])
    after = legal(state, end())
    assert len(after["hands"][1]) == 5


# -- the stalemate -----------------------------------------------------------------------------


# SAM-8.1, SAM-D10
def test_drawing_is_not_a_play_for_a_null_turn_sam_8_1_sam_d10():
    state = legal(position(hands=["", "9S 9H 9C 8S 8H"]), draw())
    after = GAME.play(state, end())
    assert {"type": "turn_end", "player": 0, "null": True} in after.events
    assert after.state["null_turns"] == 1 and after.state["first_null"] == 0


# SAM-8.4, SAM-8.2
def test_a_played_second_chance_turn_cancels_the_phase_sam_8_4_sam_8_2():
    state = position(
        center=["AS 2S"], hands=["3C 9S 9H 9C 8S", "9S 9H 9C 8S 8H"], second_chance=2, first_null=0
    )
    after = legal(legal(state, play("3C", "hand", 1)), end())
    assert (after["second_chance"], after["null_turns"], after["first_null"]) == (0, 0, None)


# SAM-8.5, SAM-8.6, SAM-D12, SAM-D23
def test_stalemates_repeat_and_a_deal_is_never_drawn_sam_8_5_sam_8_6_sam_d12_sam_d23():
    state = position(hands=["9S 9H 9C 8S 8H", "9S 9H 9C 8S 8H"], completed=[["JK"] * 13])
    reshuffles = 0
    for _ in range(12):
        outcome = GAME.play(state, end(state["to_move"]))
        state = outcome.state
        reshuffles += sum(event["type"] == "reshuffle" for event in outcome.events)
        assert not outcome.finished
    assert reshuffles >= 2 and state["completed"] == []


# SAM-8.7
def test_missing_bookkeeping_means_a_fresh_turn_sam_8_7():
    state = position(center=["AS"], hands=["2D 9S 9H 9C 8S", "9S 9H 9C 8S 8H"])
    for name in (
        "turn_played",
        "turn_discarded",
        "hand_low_played",
        "null_turns",
        "first_null",
        "second_chance",
    ):
        del state[name]
    outcome = GAME.play(state, end())
    assert outcome.state["null_turns"] == 1 and outcome.state["second_chance"] == 0


# SAM-12.5.7
def test_four_players_need_four_null_turns_sam_12_5_7():
    state = position(options={"players": 4})
    for seat in range(4):
        outcome = GAME.play(state, end(seat))
        state = outcome.state
    assert state["second_chance"] == 4 and state["first_null"] == 0 and state["to_move"] == 0


# -- partnerships ------------------------------------------------------------------------------


# SAM-12.5.3, SAM-12.5.4, SAM-12.5.5
def test_partners_piles_sam_12_5_3_sam_12_5_4_sam_12_5_5():
    state = position(
        options={"players": 4},
        center=["AS"],
        payoffs=[[], payoff("QH"), payoff("2C"), payoff("QH")],
        discards=[["", "", "", ""], ["", "", "", ""], ["3D", "", "", ""], ["", "", "", ""]],
    )
    assert refused(state, end()) == "SAM-6.6"  # the partner's pay-off 2 is compulsory
    after = legal(state, play("2C", "payoff", 1, owner=2))
    after = legal(after, play("3D", "discard", 1, slot=0, owner=2))
    assert pile(after, 1) == cards("AS 2C 3D")
    assert refused(after, {**discard("10S", 0), "owner": 2}) == "SAM-12.5.3"
    assert refused(after, play("QH", "payoff", 1, owner=1)) == "SAM-4.8"
    assert after["to_move"] == 0  # an empty own pile still plays


# SAM-10.1, SAM-10.4
def test_a_partnership_wins_with_both_piles_empty_sam_10_1_sam_10_4():
    state = position(
        options={"players": 4},
        center=["AS 2S 3S 4S 5S"],
        payoffs=[[], payoff("QH", 4), payoff("6H", 1), payoff("QH", 7)],
    )
    outcome = GAME.play(state, play("6H", "payoff", 1, owner=2))
    assert outcome.result["winner"] == "0+2" and outcome.score_deltas == {"0+2": 16, "1+3": 0}


# -- the match ---------------------------------------------------------------------------------


def _winning(earlier: list[dict], **options) -> dict:
    """Seat 0 about to empty its pay-off pile in the deal after the `earlier` deals' totals."""
    scores = {side: sum(points[side] for points in earlier) for side in ("0", "1")}
    ledger = [{"number": n, "totals": points} for n, points in enumerate(earlier, 1)]
    return position(
        payoffs=[payoff("6H", 1), payoff("QH", 10)],
        center=["AS 2S 3S 4S 5S"],
        options=options,
        scores=scores,
        ledger=ledger,
        deal_number=len(earlier) + 1,
    )


# SAM-11.1, SAM-11.2, SAM-11.3, SAM-D19
def test_match_modes_sam_11_1_sam_11_2_sam_11_3_sam_d19():
    earlier = [{"0": 45, "1": 0}, {"0": 0, "1": 55}, {"0": 45, "1": 0}, {"0": 0, "1": 40}]
    outcome = GAME.play(_winning(earlier, match_mode="target_score"), play("6H", "payoff", 1))
    assert outcome.finished and outcome.result["winner"] == "0"  # 105 reaches 100
    outcome = GAME.play(_winning([], match_mode="target_score"), play("6H", "payoff", 1))
    assert not outcome.finished and outcome.state["deal_number"] == 2
    assert outcome.state["ledger"] == [{"number": 1, "totals": {"0": 15, "1": 0}}]
    assert any(e["type"] == "deal" for e in outcome.events)
    assert [len(p) for p in outcome.state["payoffs"]] == [26, 26]  # a fresh deal
    fixed = GAME.play(
        _winning([{"0": 0, "1": 15}], match_mode="fixed_deals", deal_count=2),
        play("6H", "payoff", 1),
    )
    assert fixed.finished and fixed.result["winner"] is None  # equal totals: drawn


# SAM-10.3
def test_scores_of_a_deal_played_elsewhere_sam_10_3():
    sheet = GAME.score_tally(GAME.parse_tally({"players": 2, "payoff_left": {"0": 0, "1": 7}}))
    assert sheet["totals"] == {"0": 12, "1": 0}
    assert [item["rule"] for item in sheet["items"]] == ["SAM-10.3", "SAM-10.3"]


# SAM-0.2, SAM-0.7
def test_ranks_and_refusals_sam_0_2_sam_0_7():
    state = position(
        center=["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S"], hands=["JD QD KD 9S 8S", "9S 9H 9C 8S 8H"]
    )
    assert refused(state, play("QD", "hand", 1)) == "SAM-5.3"  # nothing changed; still P1
    for card in ("JD", "QD", "KD"):  # J=11, Q=12, K=13
        state = legal(state, play(card, "hand", 1))
    assert state["completed"][0]["cards"][-3:] == ["JD", "QD", "KD"] and state["to_move"] == 0
