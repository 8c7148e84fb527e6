"""Scoring: each player's deal by MOD-5.7's table, whole deals, the winners, sheet and tally."""

from __future__ import annotations

from itertools import product

import pytest

from referee.engine import InvalidState
from referee.games.modulo import GAME
from referee.games.modulo.scoring import deal_results, player_result, result
from tests.games.modulo.positions import bidding_position
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
    assert outcome.events[-1] == {"type": "game_end", "result": outcome.result}
    sheet = GAME.score_sheet(state)
    assert sheet["final"] is True and sheet["totals"] == state["scores"]
    assert sheet["match"]["winners"] == outcome.result["winners"]
    assert len(sheet["items"]) == 6


def test_the_score_sheet_lists_each_player_of_each_deal_with_its_rule():
    # MOD-5.3, MOD-5.4, MOD-5.2
    state = bidding_position(([3, 2, 2], [0, 0, 13]), (["ALL", 2, 3], [1, 11, 1]))
    sheet = GAME.score_sheet(state)
    assert sheet["final"] is False and sheet["match"]["deals_scored"] == 2
    rules = [item["rule"] for item in sheet["items"]]
    assert rules == ["MOD-5.3", "MOD-5.3", "MOD-5.2", "MOD-5.4", "MOD-5.3", "MOD-5.3"]
    reset = sheet["items"][3]
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
    assert sheet["totals"] == state["scores"] == {"0": 0, "1": 0, "2": 12}


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
    assert sheet["final"] is True and sheet["totals"] == {"0": 1, "1": 3, "2": 2}
    assert [item["detail"]["after"] for item in sheet["items"]] == [3, 0, 3]
    swept = GAME.score_tally(
        GAME.parse_tally(
            {  # MOD-7.4
                "options": {"sweep_points": 7},
                "deals": [{"bids": [2, 3, 4], "tricks": [13, 0, 0]}],
            }
        )
    )
    assert swept["totals"] == {"0": 7, "1": -2, "2": -3}


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
