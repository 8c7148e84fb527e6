"""Posted states are checked, 422 naming the field: copies, piles, sizes, turn, bookkeeping."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState
from referee.games.spite_and_malice import GAME

STATE = GAME.new_state(GAME.resolve_options({}), "validation")


def path_of(change) -> str:
    state = copy.deepcopy(STATE)
    change(state)
    with pytest.raises(InvalidState) as refusal:
        GAME.check_state(state)
    return refusal.value.path


def test_a_dealt_state_is_valid():
    GAME.check_state(STATE)


# SAM-0.8
def test_copies_are_counted_sam_0_8():
    assert path_of(lambda s: s["stock"].append(s["stock"][0])).startswith(
        ("state.stock", "state.payoffs")
    )
    assert path_of(lambda s: s["stock"].pop()) == "state"
    assert path_of(lambda s: s["payoffs"][0].append(s["hands"][1].pop())) in (
        "state.payoffs.0",
        "state.hands.1",
        "state.stock",
    )


# SAM-4.1, SAM-7.1
def test_sizes_sam_4_1_sam_7_1():
    assert path_of(lambda s: s["hands"][0].append(s["stock"].pop())) == "state.hands.0"
    assert path_of(lambda s: s["discards"][1].append([])) == "state.discards.1"
    assert path_of(lambda s: s["hands"].pop()) == "state.hands"


# SAM-5.3, SAM-7.4, SAM-7.5
def test_piles_the_rules_can_build_sam_5_3_sam_7_4_sam_7_5():
    def bad_center(s):
        s["center"] = [{"pile": 1, "cards": ["2S"]}]
        s["stock"].remove("2S")
        s["next_pile"] = 2

    assert path_of(bad_center) == "state.center.0"

    def ace_discard(s):
        s["stock"].remove("AS")
        s["discards"][0][0] = ["AS"]

    assert path_of(ace_discard) == "state.discards.0.0"

    def rising_discard(s):
        for card in ("5S", "6S"):
            s["stock"].remove(card)
        s["discards"][0][1] = ["5S", "6S"]

    assert path_of(rising_discard) == "state.discards.0.1"


# SAM-8.7
def test_the_turn_and_the_stalemate_bookkeeping_sam_8_7():
    assert path_of(lambda s: s.update(second_chance=2, first_null=None)) == "state.first_null"
    assert path_of(lambda s: s.update(null_turns=1, first_null=s["to_move"])) == "state.first_null"
    assert (
        path_of(lambda s: s.update(turn_discarded=True, turn_played=True)) == "state.turn_discarded"
    )
    assert path_of(lambda s: s.update(to_move=None)) == "state.to_move"


# SAM-10.1
def test_a_finished_deal_and_the_scores_sam_10_1():
    assert path_of(lambda s: s.update(phase="finished", to_move=None)) == "state.payoffs"
    assert path_of(lambda s: s.update(scores={"0": 3, "1": 0})) == "state.scores"
    assert path_of(lambda s: s.update(scores={"A": 0, "B": 0})) == "state.scores"


# SAM-12.1
def test_options_are_checked_sam_12_1():
    assert path_of(lambda s: s["options"].update(packs=3)) == "state.options.packs"
    assert path_of(lambda s: s["options"].update(match_mode="x")) == "state.options.match_mode"


def refusal_of(change) -> tuple[str, str]:
    state = copy.deepcopy(STATE)
    change(state)
    with pytest.raises(InvalidState) as refusal:
        GAME.load_state(state)
    return refusal.value.message, refusal.value.path


def _moved(state, cards, where):
    """Take `cards` from the stock (or a hand or pay-off pile) and put them in `where`."""
    for card in cards:
        source = next(
            zone for zone in (state["stock"], *state["hands"], *state["payoffs"]) if card in zone
        )
        source.remove(card)
    where.extend(cards)


# SAM-7.1, SAM-7.4, SAM-7.5, SAM-7.8: the one-pass check of the discards stands aside for the
# precise one whenever a pile is at fault, so the words and the path are those of the pile.
def test_discard_refusals_name_the_first_pile_at_fault_sam_7_4_sam_7_5_sam_7_8():
    def joker_then_too_high(s):
        _moved(s, ["5S"], s["discards"][0][0])  # a good pile before the bad one
        _moved(s, ["5H", "JK", "7S"], s["discards"][1][2])

    assert refusal_of(joker_then_too_high) == (
        "7S cannot lie on JK in a discard pile: no rank it could stand for allows it "
        "(SAM-7.4, SAM-7.8)",
        "state.discards.1.2",
    )

    def ace_after_a_bad_run(s):
        _moved(s, ["5S", "6S"], s["discards"][0][3])
        _moved(s, ["AH"], s["discards"][1][0])

    assert refusal_of(ace_after_a_bad_run) == (
        "6S cannot lie on 5S in a discard pile: no rank it could stand for allows it "
        "(SAM-7.4, SAM-7.8)",
        "state.discards.0.3",
    )

    def ace(s):
        _moved(s, ["9D", "AH"], s["discards"][1][1])

    assert refusal_of(ace) == (
        "AH: a natural ace is never discarded (SAM-7.5)",
        "state.discards.1.1",
    )
    assert refusal_of(lambda s: s["discards"][1].pop()) == (
        "every player has four discard slots D1-D4 (SAM-7.1); seat 1 has 3",
        "state.discards.1",
    )


# SAM-12.3.1: with free discards any order goes, never a natural ace.
def test_free_discards_take_any_order_but_no_ace_sam_12_3_1():
    def free_rising(s):
        s["options"]["free_discard"] = True
        _moved(s, ["5S", "6S"], s["discards"][0][0])

    state = copy.deepcopy(STATE)
    free_rising(state)
    GAME.load_state(state)

    def free_ace(s):
        free_rising(s)
        _moved(s, ["AS"], s["discards"][0][1])

    assert refusal_of(free_ace) == (
        "AS: a natural ace is never discarded (SAM-7.5)",
        "state.discards.0.1",
    )


# SAM-0.5, SAM-5.3, SAM-5.4, SAM-5.5
def test_center_refusals_name_the_pile_sam_5_3_sam_5_4_sam_5_5():
    def piles(*cards_of, next_pile=None):
        def change(s):
            s["center"] = []
            for number, cards in enumerate(cards_of, start=1):
                pile = {"pile": number, "cards": []}
                _moved(s, cards, pile["cards"])
                s["center"].append(pile)
            s["next_pile"] = next_pile or len(cards_of) + 1

        return change

    state = copy.deepcopy(STATE)
    piles(["AS", "JK", "3S"], ["AH"])(state)
    GAME.load_state(state)
    assert refusal_of(piles(["AS"], ["AH", "JK", "4D"])) == (
        "4D cannot be card 3 of C2: a center pile runs A to K, a joker standing for its position "
        "(SAM-5.3, SAM-5.4)",
        "state.center.1",
    )
    assert refusal_of(piles(["AS"], ["AH"], next_pile=2)) == (
        "pile 2 is not below next_pile 2: piles are numbered as they are started (SAM-0.5)",
        "state.center.1",
    )

    def twice(s):
        piles(["AS"], ["AH"])(s)
        s["center"][1]["pile"] = 1

    assert refusal_of(twice) == ("center pile number 1 is used twice", "state.center.1")

    def completed_short(s):
        s["completed"] = [{"pile": 1, "cards": []}]
        _moved(s, ["AS", "2S"], s["completed"][0]["cards"])
        s["next_pile"] = 2

    assert refusal_of(completed_short) == (
        "a completed pile holds 13 cards (SAM-5.5); C1 holds 2",
        "state.completed.0",
    )


# SAM-4.1, SAM-12.1
def test_size_and_option_refusals_keep_their_words_sam_4_1_sam_12_1():
    assert refusal_of(lambda s: _moved(s, [s["stock"][0]], s["hands"][1])) == (
        "a hand holds at most 5 cards (SAM-4.1); seat 1 holds 6",
        "state.hands.1",
    )
    assert refusal_of(lambda s: _moved(s, [s["stock"][0]], s["payoffs"][0])) == (
        "pay-off piles start with 26 cards (option payoff_size); seat 0's holds 27",
        "state.payoffs.0",
    )
    assert refusal_of(lambda s: s["options"].update(payoff_size=0)) == (
        "options.payoff_size must be from 1 to 81; got 0",
        "state.options.payoff_size",
    )
    assert refusal_of(lambda s: s["options"].update(players=4)) == (
        'option "mixed_deck_108": the mixed deal is always used with 4 players (SAM-12.5.2)',
        "state.options.mixed_deck_108",
    )


def _in_target_match(**fields):
    state = copy.deepcopy(STATE)
    state["options"].update(match_mode="target_score")
    state.update(fields)
    return state


def _path(state) -> str:
    with pytest.raises(InvalidState) as refusal:
        GAME.check_state(state)
    return refusal.value.path


# SAM-10.3, SAM-10.4, SAM-11.1
def test_the_ledger_holds_every_finished_deal_and_adds_up_to_the_scores_sam_10_3_sam_11_1():
    deals = [{"number": 1, "totals": {"0": 0, "1": 12}}, {"number": 2, "totals": {"0": 9, "1": 0}}]
    good = _in_target_match(ledger=deals, deal_number=3, scores={"0": 9, "1": 12})
    GAME.check_state(good)
    assert _path({**good, "deal_number": 4}) == "state.ledger"
    assert _path({**good, "ledger": deals[:1], "deal_number": 2}) == "state.scores"
    swapped = [dict(deals[1], number=1), dict(deals[0], number=2)]
    GAME.check_state({**good, "ledger": swapped})
    assert _path({**good, "ledger": [deals[1], deals[0]]}) == "state.ledger.0.number"
    both = [deals[0], {"number": 2, "totals": {"0": 9, "1": 1}}]
    assert _path({**good, "ledger": both, "scores": {"0": 9, "1": 13}}) == "state.ledger.1.totals"
    assert _path({**good, "ledger": [deals[0], {"number": 2, "totals": {"0": 9}}]}) == (
        "state.ledger.1.totals"
    )
    # Five cards for going out plus at least one card left to the loser; at most 26 + 5.
    for points in (5, 32):
        low = [deals[0], {"number": 2, "totals": {"0": points, "1": 0}}]
        assert _path({**good, "ledger": low, "scores": {"0": points, "1": 12}}) == (
            "state.ledger.1.totals"
        )


# SAM-10.3, SAM-11.1
def test_a_finished_match_ends_with_the_deal_on_the_table_sam_10_3_sam_11_1():
    state = copy.deepcopy(STATE)
    state["options"].update(match_mode="target_score", target_score=30)
    state["stock"] += state["payoffs"][0]
    state["payoffs"][0] = []
    state["stock"] += state["payoffs"][1][10:]
    state["payoffs"][1] = state["payoffs"][1][:10]  # 10 left: seat 0 scored 15
    state.update(phase="finished", to_move=None, deal_number=2)
    ledger = [
        {"number": 1, "totals": {"0": 20, "1": 0}},
        {"number": 2, "totals": {"0": 15, "1": 0}},
    ]
    GAME.check_state({**state, "ledger": ledger, "scores": {"0": 35, "1": 0}})
    wrong = [ledger[0], {"number": 2, "totals": {"0": 16, "1": 0}}]
    assert _path({**state, "ledger": wrong, "scores": {"0": 36, "1": 0}}) == (
        "state.ledger.1.totals"
    )
    early = [{"number": 1, "totals": {"0": 31, "1": 0}}, ledger[1]]
    assert _path({**state, "ledger": early, "scores": {"0": 46, "1": 0}}) == "state.ledger"


# A state of the format before the ledger is upgraded; one of a later format is refused as such.
def test_a_state_of_the_version_before_the_ledger_is_upgraded():
    old = {**copy.deepcopy(STATE), "schema_version": GAME.schema_version - 1}
    del old["ledger"]
    assert GAME.load_state(old) == STATE
    newer = {**copy.deepcopy(STATE), "schema_version": GAME.schema_version + 1}
    with pytest.raises(InvalidState) as refusal:
        GAME.load_state(newer)
    assert refusal.value.path == "state.schema_version"
    assert "is newer than this referee reads" in refusal.value.message
