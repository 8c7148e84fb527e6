"""Every test vector of the rules file (SAM-14), T-01 to T-17, as its own test."""

from __future__ import annotations

from collections import Counter

from referee.games.spite_and_malice import GAME
from referee.games.spite_and_malice.deal import first_player
from referee.games.spite_and_malice.pack import RANK
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


def _first(tops: list[str], **options) -> tuple[int, list[list[str]], list[int]]:
    resolved = GAME.resolve_options(options)
    piles = [payoff(top, 8, below="3C 4D 5H 6S 7C 8D 9H") for top in tops]
    seat, piles, _, reshuffled = first_player(piles, resolved, "t01", 1, 2)
    return seat, piles, reshuffled


# T-01: SAM-2.3, SAM-2.4, SAM-12.4.2
def test_t01_first_player_sam_2_3_sam_2_4_sam_12_4_2():
    assert _first(["9S", "9H"])[0] == 0  # (a) equal rank: S > H
    assert _first(["4C", "JD"])[0] == 1  # (b) rank first
    assert _first(["10H", "10S"])[0] == 1  # (c)
    seat, piles, reshuffled = _first(["9S", "9H"], first_player_tie="reshuffle")  # (d)
    assert reshuffled[:2] == [0, 1]
    assert RANK[piles[seat][-1]] > RANK[piles[1 - seat][-1]]
    assert Counter(piles[0]) == Counter(payoff("9S", 8, below="3C 4D 5H 6S 7C 8D 9H"))


# T-02: SAM-5.2, SAM-5.3, SAM-5.4
def test_t02_joker_on_a_jack_counts_as_queen_sam_5_2_sam_5_3_sam_5_4():
    state = position(
        center=["AS 2D 3H 4C 5S 6D 7H 8C 9S 10D JH"],
        hands=["JK QC AH 7S 7D", "10S 10H 10C JS JH"],
        payoffs=[payoff("6C", 15), payoff("QH")],
    )
    state = legal(state, play("JK", "hand", 1))
    assert len(pile(state, 1)) == 12
    assert refused(state, play("QC", "hand", 1)) == "SAM-5.3"
    state = legal(state, play("AH", "hand", "new"))
    assert pile(state, 2) == ["AH"]
    assert refused(state, play("7S", "hand", 2)) == "SAM-5.3"
    assert refused(state, play("7S", "hand", "new")) == "SAM-5.2"
    assert state["hands"][0] == cards("QC 7S 7D")
    legal(state, end())


# T-03: SAM-5.2, SAM-5.4
def test_t03_joker_used_as_an_ace_sam_5_2_sam_5_4():
    state = position(
        hands=["JK 2C 3S 9D 9H", "10S 10H 10C JS JH"], payoffs=[payoff("5H"), payoff("QH")]
    )
    state = legal(state, play("JK", "hand", "new"))
    assert pile(state, 1) == ["JK"]
    assert refused(state, play("3S", "hand", 1)) == "SAM-5.3"
    state = legal(state, play("2C", "hand", 1))
    state = legal(state, play("3S", "hand", 1))
    assert state["center"][0] == {"pile": 1, "cards": ["JK", "2C", "3S"]}


# T-04: SAM-5.5
def test_t04_nothing_on_a_king_sam_5_5():
    state = position(
        center=["AD 2C 3S 4H 5D 6C 7S 8H 9D 10C JS QH"],
        payoffs=[payoff("KC", 9, below="4D"), payoff("QH")],
        hands=["KS 5H 5C 9H 3D", "10S 10H 10C JS JH"],
    )
    state = legal(state, play("KC", "payoff", 1))
    assert state["center"] == [] and state["completed"][0]["pile"] == 1
    assert len(state["completed"][0]["cards"]) == 13
    assert len(state["payoffs"][0]) == 8 and state["payoffs"][0][-1] == "4D"
    assert refused(state, play("KS", "hand", 1)) == "SAM-5.5"
    assert refused(state, play("KS", "hand", "new")) == "SAM-5.2"


def _t05() -> dict:
    return position(
        center=["AC", "AH 2H 3S"],
        payoffs=[payoff("2D", 14), payoff("QH")],
        discards=[["4S 3C 2H", "", "", ""], ["", "", "", ""]],
        hands=["9S 9D 10H QC KH", "10S 10H 10C JS JH"],
    )


# T-05: SAM-6.3, SAM-6.4, SAM-6.6
def test_t05_a_payoff_two_and_a_discard_two_compete_sam_6_3_sam_6_4_sam_6_6():
    state = _t05()
    assert refused(state, end()) == "SAM-6.6"  # (a)
    assert refused(state, discard("9S", 1)) == "SAM-6.6"  # (b)
    after = legal(state, play("2H", "discard", 1, slot=0))  # (c)
    assert pile(after, 1) == ["AC", "2H"] and after["discards"][0][0] == ["4S", "3C"]
    legal(after, end())
    after = legal(state, play("2D", "payoff", 1))  # (d)
    legal(after, end())


# T-06: SAM-6.5, SAM-12.6.2
def test_t06_a_hand_two_may_not_block_a_discard_two_sam_6_5_sam_12_6_2():
    def state(**options):
        return position(
            center=["AS"],
            payoffs=[payoff("8H"), payoff("QH")],
            options=options,
            discards=[["3D 2C", "", "", ""], ["", "", "", ""]],
            hands=["2S 6H 6C JD QD", "10S 10H 10C JS JH"],
        )

    assert refused(state(), play("2S", "hand", 1)) == "SAM-6.5"  # (a) m=1, k=1
    after = legal(state(), play("2C", "discard", 1, slot=0))  # (b)
    assert pile(after, 1) == ["AS", "2C"] and after["discards"][0][0] == ["3D"]
    legal(after, end())
    after = legal(state(hand_two_may_block_discard_two=True), play("2S", "hand", 1))  # (c)
    legal(after, end())


def _t07(d1: str = "8C JK") -> dict:
    return position(
        discards=[[d1, "", "", ""], ["", "", "", ""]],
        center=["AH 2S 3D 4C 5H"],
        hands=["8D 7H 6S 5C 9C", "10S 10H 10C JS JH"],
        payoffs=[payoff("QS"), payoff("QH")],
    )


# T-07: SAM-7.4, SAM-7.8, SAM-7.9
def test_t07_the_source_rules_eight_joker_six_example_sam_7_4_sam_7_8_sam_7_9():
    assert GAME.view(_t07(), 0)["discard_values"][0][0] == [[8], [7, 8]]
    legal(_t07(), discard("8D", 0))  # (a)
    legal(_t07(), discard("7H", 0))  # (b)
    after = legal(_t07(), discard("6S", 0))  # (c)
    assert after["discards"][0][0] == ["8C", "JK", "6S"]
    assert GAME.view(after, 0)["discard_values"][0][0] == [[8], [7], [6]]
    assert refused(_t07(), discard("5C", 0)) == "SAM-7.4"  # (d)
    assert refused(_t07(), discard("9C", 0)) == "SAM-7.4"  # (e)
    later = _t07("8C JK 6S")  # (f) next turn
    assert refused(later, discard("7H", 0)) == "SAM-7.4"
    legal(later, discard("5C", 0))
    back = legal(later, play("6S", "discard", 1, slot=0))
    assert GAME.view(back, 0)["discard_values"][0][0] == [[8], [7, 8]]
    legal(back, discard("7H", 0))
    assert refused(back, discard("5C", 0)) == "SAM-7.4"
    after = legal(_t07(), play("JK", "discard", 1, slot=0))  # (g)
    assert pile(after, 1)[-1] == "JK" and GAME.view(after, 0)["center"][0]["needs"] == 7
    assert after["discards"][0][0] == ["8C"]


# T-08: SAM-7.8
def test_t08_two_jokers_in_a_discard_pile_sam_7_8():
    state = position(
        discards=[["8C JK JK", "", "", ""], ["", "", "", ""]],
        hands=["5D 4D 9S 6C 8H", "10S 10H 10C JS JH"],
    )
    assert GAME.view(state, 0)["discard_values"][0][0] == [[8], [7, 8], [6, 7, 8]]
    legal(state, discard("5D", 0))
    legal(state, discard("8H", 0))
    assert refused(state, discard("4D", 0)) == "SAM-7.4"
    assert refused(state, discard("9S", 0)) == "SAM-7.4"


# T-09: SAM-5.7, SAM-8.3
def test_t09_a_joker_is_never_compulsory_sam_5_7_sam_8_3():
    state = position(
        hands=["JK 9S 9H 10D QC", "10S 10H 10C JS JH"],
        center=["AD 2H"],
        payoffs=[payoff("4C"), payoff("QH")],
        second_chance=2,
        first_null=0,
    )
    after = GAME.play(state, end())
    assert {"type": "turn_end", "player": 0, "null": True} in after.events
    assert after.state["second_chance"] == 1 and after.state["to_move"] == 1


# T-10: SAM-4.5, SAM-9.1
def test_t10_the_hand_empties_before_any_discard_sam_4_5_sam_9_1():
    stock = cards("9C KH 2H 7S 7C") + ["8C"] * 15
    state = position(
        center=["AC 2C 3D"],
        hands=["4H 5S", "10S 10H 10C JS JH"],
        payoffs=[payoff("KD"), payoff("QH")],
        stock=stock,
        turn_played=True,
        hand_low_played=True,
    )
    assert refused(state, draw()) == "SAM-4.5"
    state = legal(legal(state, play("4H", "hand", 1)), play("5S", "hand", 1))
    assert state["hands"][0] == [] and GAME.view(state, 0)["center"][0]["needs"] == 6
    drawn = legal(state, draw())
    assert drawn["hands"][0] == cards("9C KH 2H 7S 7C") and len(drawn["stock"]) == 15
    ended = GAME.play(state, end())  # the alternative
    assert ended.state["to_move"] == 1 and ended.state["hands"][0] == []


# T-11: SAM-4.7
def test_t11_the_hand_empties_through_a_discard_sam_4_7():
    state = position(
        hands=["9D", "10S 10H 10C JS JH"],
        discards=[["10S", "", "", ""], ["", "", "", ""]],
        turn_played=True,
    )
    outcome = GAME.play(state, discard("9D", 0))
    after = outcome.state
    assert after["hands"][0] == [] and after["to_move"] == 1
    assert {"type": "refill", "player": 1, "count": 0} in outcome.events
    assert refused(after, draw(1)) == "SAM-4.5"
    assert len(legal(after, end(1))["hands"][0]) == 5  # P1's next turn draws 5


# T-12: SAM-4.1, SAM-4.2
def test_t12_refill_at_the_start_of_a_turn_sam_4_1_sam_4_2():
    # (a) P1 plays only the pay-off top, ends, and draws 0 at the next turn start.
    state = position(
        center=["AS 2S 3S"],
        payoffs=[payoff("4C"), payoff("QH")],
        hands=["10S 10H 10C JS JH", "9S 9H 9C 8S 8H"],
    )
    state = legal(legal(state, play("4C", "payoff", 1)), end())
    stock = len(state["stock"])
    state = legal(state, end(1))
    assert len(state["hands"][0]) == 5 and len(state["stock"]) == stock
    # (b) P2 plays 2 hand cards and discards 1, keeping 2; P2 draws 3 next time.
    state = position(center=["AS 2S 3S"], to_move=1, hands=["10S 10H 10C JS JH", "4H 5H 9C 8S 8H"])
    state = legal(
        legal(legal(state, play("4H", "hand", 1, player=1)), play("5H", "hand", 1, player=1)),
        discard("9C", 0, player=1),
    )
    assert len(state["hands"][1]) == 2
    stock = len(state["stock"])
    state = legal(state, end(0))
    assert len(state["hands"][1]) == 5 and len(state["stock"]) == stock - 3


def _t13(p1_hand: str) -> dict:
    return position(
        payoffs=[payoff("10C", 20), payoff("10H", 22)],
        hands=[p1_hand, "5D 6D 8S QH QS"],
        discards=[["6S", "", "", ""], ["KH QC", "", "", ""]],
        center=["AS", "AD 2D 3C 4H 5S 6H"],
        stock=["8C"] * 46,
    )


# T-13: SAM-8.1, SAM-8.2, SAM-8.3, SAM-8.4, SAM-8.5
def test_t13_stalemate_sam_8_1_to_sam_8_5():
    state = legal(_t13("2H 9S 9D JC KC"), end())  # t1, null
    outcome = GAME.play(state, end(1))  # t2, null: second chance, F = P1
    state = outcome.state
    assert {"type": "second_chance", "first": 0} in outcome.events
    assert state["to_move"] == 0 and state["second_chance"] == 2
    assert refused(state, end()) == "SAM-8.3"
    assert refused(state, discard("9S", 1)) == "SAM-8.3"
    state = legal(state, play("2H", "hand", 1))
    state = legal(state, end())
    assert state["second_chance"] == 0 and state["to_move"] == 1 and state["null_turns"] == 0
    # The alternative: P1 holds no ace or 2; both second-chance turns are null.
    state = legal(legal(_t13("9H 9S 9D JC KC"), end()), end(1))
    state = legal(state, end())
    outcome = GAME.play(state, end(1))
    state = outcome.state
    assert any(event["type"] == "reshuffle" for event in outcome.events)
    assert [len(hand) for hand in state["hands"]] == [5, 5] and len(state["stock"]) == 56
    assert state["center"] == [] and state["completed"] == []
    assert state["discards"] == [[[], [], [], []], [[], [], [], []]]
    assert state["payoffs"] == _t13("9H")["payoffs"]
    assert state["to_move"] == 0 and {"type": "refill", "player": 0, "count": 0} in outcome.events


# T-14: SAM-9.2, SAM-9.3
def test_t14_replenishing_the_stock_sam_9_2_sam_9_3():
    done = [
        cards("AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"),
        cards("AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"),
    ]

    def start_of_p2(stock, completed):
        state = position(
            stock=stock,
            completed=completed,
            center=["AH 2H"],
            hands=["10S 10H 10C JS JH", "9S 9H 9C"],
        )
        return GAME.play(state, end())

    outcome = start_of_p2(cards("4S 8H") + ["7S"] * 10, done)  # (a)
    state = outcome.state
    assert state["completed"] == [] and state["hands"][1][-2:] == ["4S", "8H"]
    assert len(state["stock"]) == 36 and pile(state, 3) == ["AH", "2H"]
    assert {"type": "recycle", "piles": "completed", "count": 26} in outcome.events
    state = start_of_p2(cards("4S 8H") + ["7S"] * 11, done).state  # (b)
    assert len(state["stock"]) == 11 and len(state["completed"]) == 2
    outcome = start_of_p2(["6D"], [])  # (c)
    state = outcome.state
    assert state["center"] == [] and state["hands"][1][3] == "6D"
    assert state["hands"][1][4] in ("AH", "2H") and len(state["stock"]) == 1
    assert {"type": "recycle", "piles": "center", "count": 2} in outcome.events


# T-15: SAM-10.1, SAM-10.2, SAM-10.3
def test_t15_winning_and_scoring_sam_10_1_sam_10_2_sam_10_3():
    def state(**options):
        return position(
            payoffs=[payoff("6H", 1), payoff("QH", 10)], center=["AS 2S 3S 4S 5S"], options=options
        )

    outcome = GAME.play(state(), play("6H", "payoff", 1))
    assert outcome.finished and outcome.result == {"winner": "0", "scores": {"0": 15, "1": 0}}
    assert outcome.score_deltas == {"0": 15, "1": 0}
    assert GAME.play(state(plus_five=False), play("6H", "payoff", 1)).state["scores"]["0"] == 10
    assert refused(outcome.state, end()) == "SAM-10.2"
    assert refused(outcome.state, discard("10S", 0)) == "SAM-10.2"


# T-16: SAM-7.1, SAM-7.3, SAM-7.4, SAM-7.5
def test_t16_discard_basics_sam_7_1_sam_7_3_sam_7_4_sam_7_5():
    def state(d4: str = ""):
        return position(
            discards=[["7H", "QD", "3S", d4], ["", "", "", ""]],
            hands=["7C 6D 8S AS 5H", "10S 10H 10C JS JH"],
        )

    legal(state(), discard("7C", 0))
    legal(state(), discard("6D", 0))
    assert refused(state(), discard("8S", 0)) == "SAM-7.4"
    assert refused(state(), discard("5H", 0)) == "SAM-7.4"
    assert refused(state(), discard("AS", 3)) == "SAM-7.5"
    legal(state(), discard("8S", 3))
    assert refused(state("9C"), discard("5H", 4)) == "SAM-7.1"


# T-17: SAM-12.2.3
def test_t17_first_player_with_a_mixed_deal_sam_12_2_3():
    assert _first(["JK", "AS"], mixed_deck_108=True)[0] == 1
    seat, piles, reshuffled = _first(["7H", "7H"], mixed_deck_108=True)
    assert reshuffled[:2] == [0, 1]
