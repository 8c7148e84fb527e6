"""Every test vector of the Ronda rules (RON-14), each citing its id and the rules it checks."""

from __future__ import annotations

import pytest

from referee.engine import IllegalMove
from referee.games.ronda import GAME
from referee.games.ronda.deal import correct_table, table_fault
from referee.games.ronda.pack import RANK, is_sequence
from referee.games.ronda.scoring import card_count_of
from tests.games.ronda.positions import cards, declare, declare_all, play, plays, position


def points(outcome) -> dict:
    return {side: delta for side, delta in outcome.score_deltas.items() if delta}


def test_tv01_the_run_example():  # TV-01, RON-5.3, RON-5.6, RON-1.4, RON-0.2
    state = position(
        hands=["AD 3S QH", "5S 2H QC"],
        table="4C 5D 6H 7S JC KD",
        round=2,
        stock=24,
        piles={"0": 2, "1": 2},
    )
    outcome = play(state, 1, "5S", takes="5D 6H 7S JC")
    assert outcome.state["table"] == ["4C", "KD"]
    assert len(outcome.state["piles"]["1"]) == 2 + 5 and points(outcome) == {}
    assert outcome.events[0]["action"] == "capture" and "combination" not in outcome.events[0]


def test_tv02_duplicate_ranks_on_the_starting_table():  # TV-02, RON-3.3
    assert table_fault(cards("2D 6S 2C 2H")) == ["2C", "2H"]
    assert table_fault(cards("5S KH 5D KC")) == ["5D", "KC"]


def test_tv03_a_sequence_dealt_out_of_order():  # TV-03, RON-3.2, RON-3.4, D-23, RON-1.4
    assert table_fault(cards("3S 5H 4D 2C")) == ["2C"]
    assert table_fault(cards("3S 5H 4D KD")) == []
    assert table_fault(cards("6S JD 7H QS")) == ["QS"] and is_sequence(cards("6S JD 7H QS"))
    assert table_fault(cards("KC AD 2H 3S")) == [] and not is_sequence(cards("KC AD 2H 3S"))


def test_the_correction_repeats_until_the_table_is_valid_and_replays():  # RON-3.5, RON-3.3
    stock = [card for card in cards("AS 2S 3S 4S 5S 6S 7S JS QS KS AH 2H 3H 4H 5H 6H 7H JH QH KH")]
    table = cards("2D 6D 2C 2H")
    first = correct_table(table, stock, "seed", 3)
    assert first == correct_table(table, stock, "seed", 3)
    fixed, rest, corrections = first
    assert corrections >= 1 and not table_fault(fixed) and len(fixed) == 4
    assert fixed[:2] == ["2D", "6D"] and sorted(fixed + rest) == sorted(table + stock)


def test_tv04_este():  # TV-04, RON-6.1
    state = position(hands=["4S AC 3D", "4H 7C QD"], table="2S 6D JH KC", stock=30)
    placed, este = plays(state, [(1, "4H"), (0, "4S")])
    assert placed.events[0]["action"] == "place" and points(placed) == {}
    assert este.events[0]["cards"] == ["4H"] and este.events[0]["combination"] == "este"
    assert points(este) == {"0": 1}
    assert este.state["table"] == cards("2S 6D JH KC")
    assert {side: len(pile) for side, pile in este.state["piles"].items()} == {"0": 2, "1": 0}


def test_tv05_no_este_when_the_previous_card_comes_in_the_run():  # TV-05, RON-6.2
    state = position(hands=["3H KD 2S", "4C JD 6S"], table="3D 7H QS AC", stock=30)
    _, capture = plays(state, [(1, "4C"), (0, "3H")])
    assert sorted(capture.events[0]["cards"]) == ["3D", "4C"] and points(capture) == {}
    assert sorted(capture.state["table"]) == sorted(cards("AC 7H QS"))


def test_tv06_no_este_across_a_redeal():  # TV-06, RON-8.2, RON-6.7, RON-3.6
    state = position(
        hands=["6C", ""],
        table="2D JS",
        to_move=0,
        stock=30,
        stock_top="6H 4S KD AH 3C QD",
        piles={"0": 4, "1": 3},
        previous="capture",
    )
    last = play(state, 0, "6C", takes="")
    dealt = last.state
    assert dealt["round"] == 2 and dealt["phase"] == "declare" and len(dealt["stock"]) == 24
    assert dealt["hands"] == [cards("AH 3C QD"), cards("6H 4S KD")]
    assert dealt["last_play"] is None
    first = play(declare_all(dealt, {}).state, 1, "6H", takes="6C")
    assert points(first) == {} and "combination" not in first.events[0]
    assert first.state["table"] == cards("2D JS")


def test_tv07_five_with_three_players():  # TV-07, RON-6.3, RON-6.5
    state = position(3, hands=["3S 5C QD", "3D 6H QC", "3C 7D 2S"], table="AS 4H JC KS", stock=27)
    placed, este, five = plays(state, [(1, "3D"), (2, "3C"), (0, "3S")])
    assert points(este) == {"2": 1} and len(este.state["piles"]["2"]) == 3
    assert five.events[0]["action"] == "steal" and five.events[0]["combination"] == "five"
    assert points(five) == {"0": 5}
    assert sorted(five.state["piles"]["0"]) == sorted(cards("3S 3C 3D 4H"))
    assert five.state["piles"]["2"] == [] and five.state["scores"] == {"0": 5, "1": 0, "2": 1}
    assert five.state["table"] == cards("AS JC KS")


def test_tv08_ten_with_four_players():  # TV-08, RON-6.4, RON-2.2, RON-0.4
    state = position(
        4, hands=["JC 3H AH", "JH 3C 6D", "JS 4D AC", "JD 6S KC"], table="2H 5S 7C QD", stock=24
    )
    _, este, five, ten = plays(state, [(1, "JH"), (2, "JS"), (3, "JD"), (0, "JC")])
    assert points(este) == {"0+2": 1} and sorted(este.events[0]["cards"]) == ["JH", "QD"]
    assert points(five) == {"1+3": 5} and five.state["piles"]["0+2"] == []
    assert points(ten) == {"0+2": 10} and ten.events[0]["combination"] == "ten"
    assert ten.state["scores"] == {"0+2": 11, "1+3": 5}
    assert len(ten.state["piles"]["0+2"]) == 5 and ten.state["piles"]["1+3"] == []
    assert ten.state["table"] == cards("2H 5S 7C")


def test_tv09_mesa_two_six_eleven():  # TV-09, RON-7.1, RON-7.2
    state = position(
        4,
        hands=["KS 6C QH", "2H KC 5D", "KD 7S AH", "KH 4C JD"],
        table="2C 3S",
        round=2,
        stock=12,
        piles={"0+2": 7, "1+3": 7},
    )
    mesa, placed, two, six, eleven = plays(
        state, [(1, "2H"), (2, "KD"), (3, "KH"), (0, "KS"), (1, "KC")]
    )
    assert points(mesa) == {"1+3": 1} and mesa.events[0]["combination"] == "mesa"
    assert points(placed) == {}
    assert points(two) == {"1+3": 2} and two.events[0]["combination"] == "two"
    assert points(six) == {"0+2": 6} and six.events[0]["combination"] == "six"
    assert points(eleven) == {"1+3": 11} and eleven.events[0]["combination"] == "eleven"
    assert eleven.state["scores"] == {"0+2": 6, "1+3": 14}
    assert {side: len(p) for side, p in eleven.state["piles"].items()} == {"0+2": 7, "1+3": 14}
    assert eleven.state["table"] == []


def test_tv10_no_mesa_on_the_last_play_of_the_deal():  # TV-10, RON-8.1, RON-9.2, RON-9.3
    state = position(
        hands=["5C", "QS"],
        table="QC 5H 6D",
        round=6,
        stock=0,
        piles={"0": 18, "1": 17},
        previous="capture",
    )
    queen, last = plays(state, [(1, "QS"), (0, "5C")])
    assert points(queen) == {}
    assert last.events[0]["cards"] == ["5H", "6D"] and "combination" not in last.events[0]
    steps = [event for event in last.events if event["type"] == "score"]
    assert [step["step"] for step in steps] == ["card_count"]
    assert steps[0]["items"][0]["detail"] == {"0": 21, "1": 19}
    assert points(last) == {"0": 1}
    # RON-9.3: the next dealer deals afresh; scores carry over, piles start empty.
    fresh = last.state
    assert fresh["dealer"] == 1 and fresh["deal_number"] == 2 and fresh["phase"] == "declare"
    assert fresh["piles"] == {"0": [], "1": []} and fresh["scores"] == {"0": 1, "1": 0}


def test_tv11_the_sweep_goes_to_the_last_table_capturer():  # TV-11, RON-9.1, RON-9.2
    state = position(
        3,
        hands=["JH", "AD", "6S"],
        table="4S 6H",
        round=4,
        stock=0,
        piles={"0": 14, "1": 12, "2": 9},
        previous="capture",
    )
    _, capture, last = plays(state, [(1, "AD"), (2, "6S"), (0, "JH")])
    assert capture.events[0]["cards"] == ["6H"] and points(capture) == {}
    sweep = next(event for event in last.events if event["type"] == "sweep")
    assert sweep["player"] == 2 and sorted(sweep["cards"]) == sorted(cards("AD 4S JH"))
    assert points(last) == {"0": 1, "2": 1}


def test_tv11_further_card_counts():  # TV-11, RON-9.2
    assert card_count_of({"0": 26, "1": 14}, 2)["points"] == {"0": 6, "1": 0}
    assert card_count_of({"0+2": 20, "1+3": 20}, 4)["points"] == {"0+2": 0, "1+3": 0}
    assert card_count_of({"0": 14, "1": 13, "2": 13}, 3)["points"] == {"0": 1, "1": 0, "2": 0}


def test_tv12_reaching_41_during_play_ends_the_game():  # TV-12, RON-10.2, RON-10.7
    state = position(
        hands=["AD 2H 6C", "4H 7S KC"],
        table="4D 5C",
        round=3,
        stock=18,
        piles={"0": 7, "1": 7},
        scores={"0": 35, "1": 40},
    )
    won = play(state, 1, "4H", takes="4D 5C")
    assert won.finished and won.result == {"winner": "1", "scores": {"0": 35, "1": 41}}
    # No sweep and no card count: the deal ends with the game, its sheet as it stood.
    assert [event["type"] for event in won.events] == ["play", "score", "deal_end", "game_end"]
    sheet = won.events[2]["sheet"]
    assert [line["item"] for line in sheet["items"]] == ["mesa"] and sheet["final"]
    assert sheet["deals"][-1] == {
        "number": 2,
        "totals": {"0": 0, "1": 1},
        "scores": {"0": 35, "1": 41},
    }
    with pytest.raises(IllegalMove) as refused:
        GAME.play(won.state, {"player": 0, "type": "play", "card": "AD", "takes": []})
    assert refused.value.rule == "RON-10.7"


def declaring(hands: list[str], table: str = "AH 4C 7D QS", **kw) -> dict:
    return position(hands=hands, table=table, stock=30, phase="declare", **kw)


def test_tv13a_a_lone_ronda_scores_at_once():  # TV-13, RON-4.7, RON-4.8
    state = declaring(["2D 5S JH", "3H 3C KS"])
    outcome = declare_all(state, {1: "ronda", 0: "none"})
    assert points(outcome) == {"1": 1} and outcome.state["pending"] == []


@pytest.mark.parametrize("tringa_points, gain", [(3, 4), (5, 6)])
def test_tv13b_a_tringa_beats_a_ronda_and_collects_it(
    tringa_points, gain
):  # TV-13, RON-4.3, RON-4.2
    state = declaring(["KD KH KS", "2C 2S 5H"], table="AH 4C 7D QC", tringa_points=tringa_points)
    outcome = declare_all(state, {1: "ronda", 0: "tringa"})
    assert points(outcome) == {"0": gain}


def test_tv13c_competing_rondas_wait_for_the_last_card():  # TV-13, RON-4.6, RON-4.11
    state = declaring(["4C 4D JS", "6S 6H AC"], table="2H 7C QD KS")
    outcome = declare_all(state, {1: "ronda", 0: "ronda"})
    assert outcome.state["pending"] == [0, 1] and points(outcome) == {}
    steps = plays(outcome.state, [(1, "AC"), (0, "JS"), (1, "6S"), (0, "4C"), (1, "6H"), (0, "4D")])
    assert all(points(step) == {} for step in steps[:-1])
    assert sorted(steps[4].events[0]["cards"]) == sorted(cards("6S 7C JS QD KS"))
    assert steps[5].events[0]["cards"] == ["4C"] and "combination" not in steps[5].events[0]
    assert points(steps[5]) == {"1": 2}


@pytest.mark.parametrize("tie_split", ["one_each", "split_round_down"])
def test_tv13d_a_tie_gives_each_side_one(tie_split):  # TV-13, RON-4.8
    state = declaring(["KD KC 5S", "KS KH 2D"], table="3C 6H JD AS", tie_split=tie_split)
    outcome = declare_all(state, {1: "ronda", 0: "ronda"})
    steps = plays(outcome.state, [(1, "KS"), (0, "5S"), (1, "KH"), (0, "KD"), (1, "2D"), (0, "KC")])
    assert all("combination" not in step.events[0] for step in steps)
    assert points(steps[-1]) == {"0": 1, "1": 1}


def test_tv13e_an_undeclared_ronda_costs_a_point():  # TV-13, RON-4.10, D-08
    state = declaring(["4C 4D JS", "6S AC 2H"], table="3C 6H QD AS")
    outcome = declare_all(state, {})
    steps = plays(outcome.state, [(1, "2H"), (0, "4C"), (1, "6S"), (0, "JS"), (1, "AC"), (0, "4D")])
    assert sorted(steps[4].events[0]["cards"]) == sorted(cards("AS 2H 3C 4C"))
    assert all(points(step) == {} for step in steps[:-1])
    assert points(steps[-1]) == {"1": 1}
    assert steps[-1].events[1]["items"][0]["item"] == "undeclared_holding"


def test_tv13f_a_lone_false_declaration_is_exposed_at_once():  # TV-13, RON-4.9, D-05
    state = declaring(["4C JD KS", "2D 5S 7C"], table="AH 6C 7D QS")
    outcome = declare_all(state, {1: "tringa", 0: "none"})
    assert points(outcome) == {"0": 5}


def bluff(scores=(40, 37), seat1="2D 6S KC") -> dict:
    state = position(
        hands=["7S 7H QD", seat1],
        table="4H 5C",
        round=2,
        stock=24,
        piles={"0": 4, "1": 4},
        phase="declare",
        scores={"0": scores[0], "1": scores[1]},
    )
    outcome = declare_all(state, {1: "ronda", 0: "ronda"})
    assert outcome.state["pending"] == [0, 1] and points(outcome) == {}
    return outcome.state


def test_tv13g_i_the_bluff_challenged():  # TV-13, RON-4.13, RON-4.12, D-10
    won = GAME.play(bluff(), {"player": 0, "type": "challenge", "target": 1})
    assert points(won) == {"0": 1} and won.finished and won.result["winner"] == "0"


def test_tv13g_ii_a_true_declaration_challenged():  # TV-13, RON-4.13, RON-10.5
    won = GAME.play(bluff(), {"player": 1, "type": "challenge", "target": 0})
    assert points(won) == {} and won.finished and won.result["winner"] == "0"
    assert won.state["scores"] == {"0": 40, "1": 37}


def test_tv13g_iii_no_challenge_settles_after_the_last_card():  # TV-13, RON-4.11, RON-4.9
    steps = plays(bluff(), [(1, "2D"), (0, "QD"), (1, "6S"), (0, "7S"), (1, "KC"), (0, "7H")])
    assert steps[-1].events[0]["cards"] == ["7S"] and "combination" not in steps[-1].events[0]
    settlement = [e for e in steps[-1].events if e["type"] == "score"]
    assert len(settlement) == 1 and settlement[0]["points"] == {"0": 2, "1": 0}
    assert steps[-1].finished and steps[-1].result == {"winner": "0", "scores": {"0": 42, "1": 37}}


def test_tv13g_iv_a_mesa_wins_before_the_declarations_settle():  # TV-13, RON-4.12
    state = bluff(scores=(40, 40), seat1="4D 6S KC")
    won = play(state, 1, "4D", takes="4H 5C")
    assert points(won) == {"1": 1} and won.finished and won.result["winner"] == "1"


def test_tv14_four_card_hands():  # TV-14, RON-12.2, RON-4.1
    state = position(
        hands=["AS 2H 7D QC", "5S 5H 5D 5C"], stock=32, phase="declare", deal_to_table=False
    )
    assert state["holdings"][1] == {"kind": "two_rondas", "ranks": ["5", "5"]}
    assert points(declare_all(state, {1: "two_rondas"})) == {"1": 2}
    assert points(declare_all(state, {1: "tringa"})) == {"0": 5}
    other = position(
        hands=["QS QH 7D AC", "3S 3H KD KC"], stock=32, phase="declare", deal_to_table=False
    )
    outcome = declare_all(other, {1: "two_rondas", 0: "ronda"})
    assert outcome.state["pending"] == [0, 1]
    first = play(outcome.state, 1, "3S", takes="")
    assert first.state["table"] == ["3S"] and points(first) == {}


@pytest.mark.parametrize(
    "table, card, gains",
    [
        ("KS 3D", "KH", {"0": 5 + 2}),  # (a) a K takes: +5; the sweep gives seat 0 22 cards
        ("AD 6H", "AC", {"0": 2, "1": 5}),  # (b) an ace: +5 to the opponent
        ("2S 4D", "6C", {"1": 5 + 1}),  # (c) nothing taken: +5, and the sweep goes to seat 1
        ("QD 2H", "QC", {"0": 2}),  # (d) nothing extra
    ],
)
def test_tv15_the_dealers_last_play(table, card, gains):  # TV-15, RON-11.1, RON-11.2, RON-11.4
    state = position(
        hands=[card, ""],
        table=table,
        round=6,
        stock=0,
        to_move=0,
        piles={"0": 19, "1": 18},
        previous="capture",
        dealer_last_play=True,
    )
    assert state["last_capturer"] == 1
    outcome = play(state, 0, card)
    assert points(outcome) == gains
    assert "combination" not in outcome.events[0]  # RON-8.1: no Mesa on the last play


def test_tv15_without_the_option_nothing_extra():  # TV-15, RON-11.1
    state = position(
        hands=["KH", ""],
        table="KS 3D",
        round=6,
        stock=0,
        to_move=0,
        piles={"0": 19, "1": 18},
        previous="capture",
    )
    assert points(play(state, 0, "KH")) == {"0": 2}


def test_tv13_declare_move_refusals():  # RON-4.4, TV-13
    state = declaring(["2D 5S JH", "3H 3C KS"])
    with pytest.raises(IllegalMove) as early:
        GAME.play(state, {"player": 1, "type": "play", "card": "3H", "takes": []})
    assert early.value.rule == "RON-4.4"
    with pytest.raises(IllegalMove) as two:
        declare(state, 1, "two_rondas")
    assert two.value.rule == "RON-4.4"
    after = declare_all(state, {}).state
    with pytest.raises(IllegalMove) as again:
        GAME.apply(after, {"player": 1, "type": "declare", "kind": "ronda"})
    assert again.value.rule == "RON-4.4"
    assert RANK["3H"] == "3"
