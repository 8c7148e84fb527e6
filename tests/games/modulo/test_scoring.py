"""Scoring: each player's deal by MOD-5.7's table, whole deals, the winners, sheet and tally."""

from __future__ import annotations

import random
from itertools import product

import pytest

from referee.engine import InvalidState, MalformedInput
from referee.games.modulo import GAME
from referee.games.modulo.scoring import deal_end_sheet, deal_results, player_result, result
from referee.games.modulo.seats import SIDES
from referee.games.wire import OUTCOME, SCORE_SHEET
from tests.games.modulo.positions import bid_all, bidding_position, finished_position
from tests.test_conformance import HOOKS

TABLE = HOOKS["modulo"].TABLE


@pytest.mark.parametrize(
    "bid, before, tricks, change, after, rule",
    [
        (2, 0, 3, 1, 1, "MOD-5.3"),
        (2, 0, 8, -1, -1, "MOD-5.3"),
        (2, 4, 0, -1, 3, "MOD-5.3"),
        (3, 0, 4, 2, 2, "MOD-5.3"),
        (3, 1, 12, -2, -1, "MOD-5.3"),
        (3, -2, 0, -2, -4, "MOD-5.3"),
        (4, 0, 9, 3, 3, "MOD-5.3"),
        (4, 2, 4, -3, -1, "MOD-5.3"),
        (2, 1, 13, 10, 11, "MOD-5.2"),
        ("ALL", -5, 1, 5, 0, "MOD-5.4"),
        ("ALL", -5, 8, -3, -8, "MOD-5.4"),
        ("ALL", -4, 13, 10, 6, "MOD-5.2"),
    ],
)
def test_mod_9_2_scoring_single_players(bid, before, tricks, change, after, rule):
    # MOD-9.2, MOD-5.2, MOD-5.3, MOD-5.4, MOD-8.10, MOD-8.11
    _, cited, points = player_result(bid, tricks, before, 10)
    assert (points, before + points, cited) == (change, after, rule)


def test_mod_5_7_the_whole_table_cell_by_cell():
    # MOD-5.7, MOD-5.3, MOD-5.4, MOD-5.5, MOD-8.12: a reset from 0 leaves 0
    for bid, tricks, before in product((2, 3, 4, "ALL"), range(14), (0, -7)):
        _, _, points = player_result(bid, tricks, before, 10)
        cell = TABLE[bid][tricks]
        assert points == (-before if cell == "R" else cell), (bid, tricks, before)
    assert player_result("ALL", 5, 0, 10) == ("reset", "MOD-5.4", 0)


def test_sweep_points_option_applies_to_every_bid():
    # MOD-7.4, MOD-5.2
    assert {player_result(bid, 13, -3, 7)[2] for bid in (2, 3, 4, "ALL")} == {7}


def deal(before, bids, tricks):
    scores = {str(seat): score for seat, score in enumerate(before)}
    return tuple(found["after"] for found in deal_results(scores, list(bids), list(tricks), 10))


def test_mod_9_3_1_everyone_scores():
    # MOD-9.3.1, MOD-5.6
    assert deal((0, 0, 0), (3, 4, 2), (7, 1, 5)) == (2, 3, 1)


def test_mod_9_3_2_three_four_bids():
    # MOD-9.3.2, MOD-5.8
    assert deal((0, 0, 0), (4, 4, 4), (9, 3, 1)) == (3, -3, 3)


def test_mod_9_3_3_an_all_bid_reset():
    # MOD-9.3.3, MOD-5.4, MOD-5.5, MOD-3.6
    assert deal((2, -3, 1), (2, "ALL", 3), (3, 9, 1)) == (3, 0, 3)


def test_mod_5_8_consequences_over_every_split_of_thirteen_tricks():
    # MOD-5.8, MOD-1.6, MOD-8.18: scores have no floor
    splits = [(a, b, 13 - a - b) for a in range(14) for b in range(14 - a)]
    for bid in (3, 4):
        assert not any(all(t % bid == 1 for t in split) for split in splits)
    assert any(all(t % 2 == 1 for t in split) for split in splits)
    assert deal((-40, 0, 0), (4, 2, 2), (0, 0, 13)) == (-43, -1, 10)


@pytest.mark.parametrize(
    "final, winners",
    [
        ((3, -1, 7), ["2"]),
        ((-1, 4, 4), ["1", "2"]),
        ((6, 2, 6), ["0", "2"]),
    ],
)
def test_mod_9_6_game_result(final, winners):
    # MOD-9.6, MOD-6.2, MOD-6.3, MOD-8.17: a tie for first is a shared win
    scores = {str(seat): score for seat, score in enumerate(final)}
    assert result(scores) == {
        "winner": winners[0] if len(winners) == 1 else None,
        "winners": winners,
        "scores": scores,
    }


@pytest.mark.parametrize(
    "record, winners, standings",
    [
        ([([3, 2, 2], [0, 0, 13])], ["2"], [("2", 10, 1), ("1", -1, 2), ("0", -2, 3)]),
        ([([2, 2, 4], [3, 5, 5])], ["2"], [("2", 3, 1), ("0", 1, 2), ("1", 1, 2)]),
        ([([2, 2, 3], [1, 3, 9])], ["0", "1"], [("0", 1, 1), ("1", 1, 1), ("2", -2, 3)]),
        ([([2, 2, 2], [1, 1, 11])], ["0", "1", "2"], [("0", 1, 1), ("1", 1, 1), ("2", 1, 1)]),
    ],
)
def test_the_outcome_of_a_finished_game(record, winners, standings):
    # MOD-6.1, MOD-6.2, MOD-8.17: the highest score wins after the last deal, ties shared
    state = finished_position(*record)
    out = GAME.outcome(state)
    assert OUTCOME.load(out) == out
    assert (out["winners"], out["reason"], out["rule"]) == (winners, "deals_played", "MOD-6.1")
    assert [(s["side"], s["score"], s["rank"]) for s in out["standings"]] == standings
    assert out["winners"] == result(state["scores"])["winners"]


def test_no_outcome_while_deals_remain():
    # MOD-6.1, MOD-2.2
    assert GAME.outcome(GAME.new_state(GAME.resolve_options({}), "running")) is None
    assert GAME.outcome(bidding_position(([3, 2, 2], [0, 0, 13]), deals=2)) is None


def test_a_game_ends_after_its_last_deal_with_its_result():
    # MOD-6.1, MOD-2.1, MOD-7.1
    state = GAME.new_state(GAME.resolve_options({"deals": 2}), "end")
    deals_ended = 0
    while True:
        outcome = GAME.play(state, GAME.moves(state)[0][0])
        state = outcome.state
        deals_ended += any(event["type"] == "deal_end" for event in outcome.events)
        if outcome.finished:
            break
    assert deals_ended == 2 and GAME.to_move(state) == [] and state["phase"] == "finished"
    assert outcome.result == result(state["scores"])
    deal_end, game_end = outcome.events[-2:]
    assert game_end == {
        "type": "game_end",
        "result": outcome.result,
        "outcome": GAME.outcome(state),
    }
    assert game_end["outcome"]["winners"] == outcome.result["winners"]
    sheet = GAME.score_sheet(state)
    assert SCORE_SHEET.load(sheet) == sheet and deal_end["sheet"] == sheet
    assert (sheet["covers"], sheet["number"], sheet["final"]) == ("deal", 2, True)
    assert len(sheet["items"]) == 3 and sheet["totals"] == outcome.score_deltas
    assert [row["number"] for row in sheet["deals"]] == [1, 2]
    assert sheet["deals"][-1]["scores"] == state["scores"]
    assert sheet["match"] == {
        "scores": state["scores"],
        "target": None,
        "finished": True,
        "winners": outcome.result["winners"],
    }


def test_the_sheet_of_a_scored_deal_lists_each_player_with_its_rule():
    # MOD-5.3, MOD-5.4, MOD-5.2, MOD-5.6
    state = bidding_position(([3, 2, 2], [0, 0, 13]), (["ALL", 2, 3], [1, 11, 1]))
    sheet = deal_end_sheet(state)
    assert SCORE_SHEET.load(sheet) == sheet
    assert (sheet["covers"], sheet["number"], sheet["final"]) == ("deal", 2, True)
    assert [item["item"] for item in sheet["items"]] == ["seat_0", "seat_1", "seat_2"]
    assert [item["rule"] for item in sheet["items"]] == ["MOD-5.4", "MOD-5.3", "MOD-5.3"]
    assert [item["label"] for item in sheet["items"]] == [
        "Seat 0: bid ALL, 1 trick, score reset to 0",
        "Seat 1: bid 2, 11 tricks, made",
        "Seat 2: bid 3, 1 trick, made",
    ]
    reset = sheet["items"][0]
    assert reset["points"] == {"0": 2, "1": 0, "2": 0}
    assert reset["detail"] == {
        "deal": 2,
        "seat": 0,
        "bid": "ALL",
        "tricks": 1,
        "outcome": "reset",
        "before": -2,
        "after": 0,
    }
    assert sheet["totals"] == {"0": 2, "1": 1, "2": 2}
    assert sheet["deals"] == [
        {"number": 1, "totals": {"0": -2, "1": -1, "2": 10}, "scores": {"0": -2, "1": -1, "2": 10}},
        {"number": 2, "totals": {"0": 2, "1": 1, "2": 2}, "scores": {"0": 0, "1": 0, "2": 12}},
    ]
    assert sheet["match"] == {
        "scores": {"0": 0, "1": 0, "2": 12},
        "target": None,
        "finished": False,
        "winners": None,
    }


def test_a_deal_in_progress_has_no_item_yet():
    # MOD-5.1, MOD-4.10, MOD-3.4: nothing is scored before the 13th trick, and no bid shows
    state = bidding_position(([3, 2, 2], [0, 0, 13]))
    state, _ = bid_all(state, 4, 3)
    running = [state]
    running.append(GAME.play(state, {"player": 2, "type": "bid", "value": 2}).state)
    for state in running:
        sheet = GAME.score_sheet(state)
        assert SCORE_SHEET.load(sheet) == sheet
        assert (sheet["covers"], sheet["number"], sheet["final"]) == ("deal", 2, False)
        assert sheet["items"] == [] and sheet["totals"] == {"0": 0, "1": 0, "2": 0}
        assert sheet["deals"] == [
            {
                "number": 1,
                "totals": {"0": -2, "1": -1, "2": 10},
                "scores": {"0": -2, "1": -1, "2": 10},
            }
        ]
        assert sheet["match"]["scores"] == state["scores"] and sheet["match"]["finished"] is False


def test_every_sheet_of_a_match_loads_and_adds_up_to_the_scores():
    # MOD-5.6, MOD-1.6: each deal's row is its totals, and the rows add up to the scores
    state = GAME.new_state(GAME.resolve_options({"deals": 4}), "sheets")
    rng = random.Random("sheets")
    while True:
        sheet = GAME.score_sheet(state)
        assert SCORE_SHEET.load(sheet) == sheet
        added = {side: sum(row["totals"][side] for row in sheet["deals"]) for side in SIDES}
        assert added == state["scores"] == sheet["match"]["scores"]
        assert len(sheet["deals"]) == len(state["scored_deals"])
        if GAME.is_finished(state):
            break
        state = GAME.play(state, rng.choice(GAME.moves(state)[0])).state
    assert sheet["final"] is True and sheet["totals"] == sheet["deals"][-1]["totals"]


def test_a_tally_of_deals_played_elsewhere():
    # MOD-9.3.3 as a tally, MOD-5.4, MOD-3.6
    sheet = GAME.score_tally(
        GAME.parse_tally(
            {
                "scores": {"0": 2, "1": -3, "2": 1},
                "deals": [{"bids": [2, "ALL", 3], "tricks": [3, 9, 1]}],
            }
        )
    )
    assert SCORE_SHEET.load(sheet) == sheet
    assert (sheet["covers"], sheet["number"], sheet["final"], sheet["match"]) == (
        "tally",
        None,
        True,
        None,
    )
    assert sheet["totals"] == {"0": 1, "1": 3, "2": 2}
    assert [item["detail"]["after"] for item in sheet["items"]] == [3, 0, 3]
    assert [item["item"] for item in sheet["items"]] == [
        "deal_1_seat_0",
        "deal_1_seat_1",
        "deal_1_seat_2",
    ]
    assert sheet["items"][1]["label"] == "Deal 1, seat 1: bid ALL, 9 tricks, score reset to 0"
    assert sheet["deals"] == [
        {"number": 1, "totals": {"0": 1, "1": 3, "2": 2}, "scores": {"0": 3, "1": 0, "2": 3}}
    ]
    swept = GAME.score_tally(
        GAME.parse_tally(
            {  # MOD-7.4
                "options": {"sweep_points": 7},
                "deals": [{"bids": [2, 3, 4], "tricks": [13, 0, 0]}],
            }
        )
    )
    assert swept["totals"] == {"0": 7, "1": -2, "2": -3}
    assert swept["items"][0]["label"] == "Deal 1, seat 0: bid 2, all 13 tricks"
    assert [item["rule"] for item in swept["items"]] == ["MOD-5.2", "MOD-5.3", "MOD-5.3"]
    with pytest.raises(MalformedInput) as refused:  # MOD-7.4: -100 to 100, as the option
        GAME.parse_tally(
            {"options": {"sweep_points": 101}, "deals": [{"bids": [2, 3, 4], "tricks": [13, 0, 0]}]}
        )
    assert refused.value.path == "tally.options.sweep_points"


@pytest.mark.parametrize(
    "tally, path",
    [
        ({"deals": [{"bids": [2, "ALL", 3], "tricks": [3, 9, 1]}]}, "tally.deals.0.bids.1"),
        ({"deals": [{"bids": [2, 5, 3], "tricks": [3, 9, 1]}]}, "tally.deals.0.bids.1"),
        ({"deals": [{"bids": [2, 2, 3], "tricks": [3, 9, 2]}]}, "tally.deals.0.tricks"),
        ({"deals": [{"bids": [2, 2], "tricks": [3, 9, 1]}]}, "tally.deals.0.bids"),
        (
            {"scores": {"0": 0, "1": 0}, "deals": [{"bids": [2, 2, 2], "tricks": [3, 9, 1]}]},
            "tally.scores",
        ),
        (
            {
                "scores": {"0": 2, "1": -3, "2": 1},
                "options": {"all_bid_enabled": False},
                "deals": [{"bids": [2, "ALL", 3], "tricks": [3, 9, 1]}],
            },
            "tally.deals.0.bids.1",
        ),
    ],
)
def test_a_tally_no_play_could_give_is_refused_naming_the_field(tally, path):
    # MOD-3.6, MOD-3.7, MOD-4.10
    with pytest.raises(InvalidState) as refused:
        GAME.score_tally(GAME.parse_tally(tally))
    assert refused.value.path == path
