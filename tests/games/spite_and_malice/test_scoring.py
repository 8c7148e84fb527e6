"""Score sheets and match outcomes in the shape every game shares (SAM-10.3, SAM-11.1)."""

from __future__ import annotations

import json

import pytest

from referee.games.spite_and_malice import GAME
from referee.games.wire import OUTCOME, SCORE_SHEET
from tests.games.spite_and_malice.conformance_hooks import choose
from tests.games.spite_and_malice.positions import conserved, play, playout, position

# Pay-off piles of ten cards left to the losing side, one per seat.
LEFT = ["2D 3D 4D 5D 6D 7D 8D 9D 10D QH".split(), "2C 3C 4C 5C 6C 7C 8C 9C 10C QC".split()]


def _last_deal(earlier: list[dict], players: int = 2, **options) -> dict:
    """Seat 0 about to empty its pay-off pile, its side's last, after the `earlier` deals;
    every card of the packs is in the position."""
    if players == 2:
        sides, payoffs, hands = ("0", "1"), [["6H"], LEFT[0]], None
    else:
        sides, payoffs = ("0+2", "1+3"), [["6H"], LEFT[0], [], LEFT[1]]
        hands = ["10S 10H JD JS JH", "10S 10H JD JS JH", "KS KH KC QS QD", "KS KH KC QS QD"]
    return conserved(
        position(
            payoffs=payoffs,
            hands=hands,
            center=["AS 2S 3S 4S 5S"],
            options={"players": players, **options},
            scores={side: sum(points[side] for points in earlier) for side in sides},
            ledger=[{"number": n, "totals": points} for n, points in enumerate(earlier, 1)],
            deal_number=len(earlier) + 1,
        )
    )


def _sheet(state: dict) -> dict:
    sheet = GAME.score_sheet(state)
    assert SCORE_SHEET.load(sheet) == sheet
    return sheet


def _outcome(state: dict) -> dict:
    outcome = GAME.outcome(state)
    assert outcome is not None and OUTCOME.load(outcome) == outcome
    assert outcome["rule"] in GAME.rules
    return dict(outcome)


# SAM-3.1, SAM-10.3
def test_a_running_deal_scores_nothing_yet_and_shows_counts_only_sam_3_1_sam_10_3():
    state = GAME.new_state(GAME.resolve_options({}), "sheet")
    sheet = _sheet(state)
    assert (sheet["covers"], sheet["number"], sheet["final"]) == ("deal", 1, False)
    assert [(line["item"], line["rule"]) for line in sheet["items"]] == [
        ("payoff_cards_left", "SAM-10.3"),
        ("plus_five", "SAM-10.3"),
    ]
    assert sheet["items"][0]["detail"] == {"0": 26, "1": 26}
    assert sheet["totals"] == {"0": 0, "1": 0} and sheet["deals"] == []
    assert sheet["match"] == {
        "scores": {"0": 0, "1": 0},
        "target": None,
        "finished": False,
        "winners": None,
    }
    hidden = [card for pile in state["payoffs"] for card in pile[:-1]]
    assert not any(f'"{card}"' in json.dumps(sheet) for card in hidden)
    assert GAME.outcome(state) is None


# SAM-10.3, SAM-11.1, SAM-11.2
def test_a_finished_deal_goes_in_the_ledger_and_the_next_is_dealt_sam_10_3_sam_11_2():
    state = _last_deal([{"0": 0, "1": 20}], match_mode="target_score", target_score=50)
    outcome = GAME.play(state, play("6H", "payoff", 1))
    (deal_end,) = [event for event in outcome.events if event["type"] == "deal_end"]
    sheet = deal_end["sheet"]
    assert SCORE_SHEET.load(sheet) == sheet
    assert (sheet["covers"], sheet["number"], sheet["final"]) == ("deal", 2, True)
    assert sheet["totals"] == deal_end["points"] == {"0": 15, "1": 0}
    assert sheet["deals"] == [
        {"number": 1, "totals": {"0": 0, "1": 20}, "scores": {"0": 0, "1": 20}},
        {"number": 2, "totals": {"0": 15, "1": 0}, "scores": {"0": 15, "1": 20}},
    ]
    assert sheet["match"] == {
        "scores": {"0": 15, "1": 20},
        "target": 50,
        "finished": False,
        "winners": None,
    }
    after = outcome.state
    assert after["deal_number"] == 3 and after["ledger"][-1] == {
        "number": 2,
        "totals": {"0": 15, "1": 0},
    }
    GAME.check_state(after)
    running = _sheet(after)
    assert (running["number"], running["final"], running["totals"]) == (3, False, {"0": 0, "1": 0})
    assert running["deals"] == sheet["deals"]
    assert GAME.view(after, None)["ledger"] == after["ledger"]


# SAM-10.1, SAM-10.3, SAM-11.1
def test_a_single_deal_ends_when_a_pay_off_pile_is_emptied_sam_10_1_sam_11_1():
    outcome = GAME.play(_last_deal([]), play("6H", "payoff", 1))
    state = outcome.state
    GAME.check_state(state)
    assert _outcome(state) == {
        "winners": ["0"],
        "standings": [{"side": "0", "score": 15, "rank": 1}, {"side": "1", "score": 0, "rank": 2}],
        "reason": "payoff_emptied",
        "rule": "SAM-10.1",
    }
    assert outcome.events[-1] == {
        "type": "match_end",
        "winner": "0",
        "scores": {"0": 15, "1": 0},
        "outcome": GAME.outcome(state),
    }
    sheet = _sheet(state)
    assert (sheet["number"], sheet["final"], sheet["totals"]) == (1, True, {"0": 15, "1": 0})
    assert sheet["match"] == {
        "scores": {"0": 15, "1": 0},
        "target": None,
        "finished": True,
        "winners": ["0"],
    }


# SAM-10.4, SAM-11.1, SAM-11.3
def test_a_target_score_match_has_one_winner_sam_11_1_sam_11_3():
    earlier = [{"0+2": 35, "1+3": 0}, {"0+2": 0, "1+3": 30}, {"0+2": 30, "1+3": 0}]
    state = GAME.play(
        _last_deal(earlier, players=4, match_mode="target_score", target_score=80),
        play("6H", "payoff", 1),
    ).state
    GAME.check_state(state)
    outcome = _outcome(state)
    assert (outcome["winners"], outcome["reason"], outcome["rule"]) == (
        ["0+2"],
        "target_reached",
        "SAM-11.1",
    )
    assert outcome["standings"] == [
        {"side": "0+2", "score": 90, "rank": 1},  # 65 + 20 left to 1+3 + 5
        {"side": "1+3", "score": 30, "rank": 2},
    ]
    assert _sheet(state)["match"]["target"] == 80


# SAM-11.1, SAM-D19
def test_equal_totals_after_the_fixed_deals_are_won_by_nobody_sam_11_1_sam_d19():
    state = GAME.play(
        _last_deal([{"0": 0, "1": 15}], match_mode="fixed_deals", deal_count=2),
        play("6H", "payoff", 1),
    ).state
    GAME.check_state(state)
    assert _outcome(state) == {
        "winners": [],
        "standings": [{"side": "0", "score": 15, "rank": 1}, {"side": "1", "score": 15, "rank": 1}],
        "reason": "deals_played",
        "rule": "SAM-11.1",
    }
    assert _sheet(state)["match"]["winners"] == []


# SAM-10.3, SAM-10.4
def test_a_tally_has_the_same_shape_sam_10_3_sam_10_4():
    sheet = GAME.score_tally(
        GAME.parse_tally({"players": 6, "payoff_left": {"0+3": 4, "1+4": 0, "2+5": 9}})
    )
    assert SCORE_SHEET.load(sheet) == sheet
    assert (sheet["covers"], sheet["number"], sheet["final"]) == ("tally", None, True)
    assert (sheet["deals"], sheet["match"]) == ([], None)
    assert sheet["totals"] == {"0+3": 0, "1+4": 18, "2+5": 0}
    assert [line["rule"] for line in sheet["items"]] == ["SAM-10.4", "SAM-10.3"]


# SAM-10.3, SAM-11.1: at every deal's end and at the end of seeded matches the sheet loads,
# its deals add up to the match scores, and the outcome agrees with them.
@pytest.mark.parametrize("players", GAME.player_counts)
def test_seeded_matches_keep_their_sheets_with_their_scores_sam_10_3_sam_11_1(players):
    options = {"players": players, "payoff_size": 5, "match_mode": "target_score"}
    state = None
    for outcome in playout({**options, "target_score": 25}, f"sheets-{players}", choose):
        state = outcome.state
        for event in outcome.events:
            if event["type"] == "deal_end":
                sheet = event["sheet"]
                assert SCORE_SHEET.load(sheet) == sheet
                assert sheet["match"]["scores"] == state["scores"]
                assert sheet["deals"][-1]["scores"] == state["scores"]
    assert state is not None and GAME.is_finished(state)
    sheet = _sheet(state)
    assert sheet["final"] and sheet["number"] == len(sheet["deals"]) == state["deal_number"]
    assert {
        side: sum(row["totals"][side] for row in sheet["deals"]) for side in state["scores"]
    } == state["scores"]
    outcome = _outcome(state)
    assert {row["side"]: row["score"] for row in outcome["standings"]} == state["scores"]
    assert sheet["match"]["winners"] == outcome["winners"] and len(outcome["winners"]) == 1
