"""The record of scored deals: the carried row that may open it (MOD-6.4)."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState, MalformedInput
from referee.games.modulo import GAME
from referee.games.modulo.ledger import deal_change_bounds
from tests.games.corpus import state

BIDDING = state("modulo", 1, "3p-between-deals.json")  # deal 2's bidding, scores of deal 1
FINISHED = state("modulo", 1, "3p-finished.json")


def carried(deals: int, points: dict) -> dict:
    return {"carried": True, "deals": deals, "points": points}


def posed(record: list, scores: dict, deal_number: int, deals: int = 9) -> dict:
    options = {**BIDDING["options"], "deals": deals}
    return {
        **copy.deepcopy(BIDDING),
        "options": options,
        "scored_deals": record,
        "scores": scores,
        "deal_number": deal_number,
    }


def refused(posed_state: dict) -> InvalidState:
    with pytest.raises(InvalidState) as error:
        GAME.load_state(copy.deepcopy(posed_state))
    return error.value


def test_a_game_in_deal_6_is_posed_with_its_scores_and_nothing_invented():  # MOD-6.4
    scores = {"0": 7, "1": -4, "2": 2}
    loaded = GAME.load_state(posed([carried(5, scores)], scores, 6))
    sheet = GAME.score_sheet(loaded)
    assert sheet["number"] == 6
    assert sheet["deals"] == [{"number": 5, "totals": scores, "scores": scores, "carried": True}]
    assert GAME.view(loaded, 0)["scored_deals"] == [carried(5, scores)]
    # The carried scores decide who may bid ALL (MOD-3.6): seat 1, alone last at 0 or less.
    bids = {move["value"] for move in GAME.moves(loaded, 1)[0]}
    assert "ALL" in bids and "ALL" not in {move["value"] for move in GAME.moves(loaded, 0)[0]}


def test_deals_recorded_after_the_carried_row_are_scored_from_its_points():  # MOD-6.4, MOD-5
    start = {"0": 7, "1": -4, "2": 2}
    record = [carried(4, start), {"bids": [2, "ALL", 3], "tricks": [3, 5, 5]}]
    # Seat 0's 2 made (+1), seat 1's ALL reset from -4 to 0 (5 tricks), seat 2's 3 missed (-2).
    GAME.load_state(posed(record, {"0": 8, "1": 0, "2": 0}, 6))
    wrong = refused(posed(record, {"0": 8, "1": -7, "2": 0}, 6))
    assert wrong.path == "state.scores"
    # ALL is open only to the seat alone last at 0 or less on the carried scores.
    ineligible = [carried(4, start), {"bids": ["ALL", 2, 3], "tricks": [3, 5, 5]}]
    assert refused(posed(ineligible, start, 6)).path == "state.scored_deals.1.bids.0"


def test_carried_scores_are_within_reach_of_their_deals():  # MOD-6.4, MOD-5.7
    low, high = deal_change_bounds(BIDDING["options"])
    assert (low, high) == (-3, 10)
    for score, fine in (
        (5 * high, True),
        (5 * high + 1, False),
        (5 * low, True),
        (5 * low - 1, False),
    ):
        scores = {"0": score, "1": 0, "2": 0}
        posed_state = posed([carried(5, scores)], scores, 6)
        if fine:
            GAME.load_state(posed_state)
        else:
            assert refused(posed_state).path == "state.scored_deals.0.points.0"


def test_the_carried_row_comes_first_and_counts_its_deals():  # MOD-6.4
    scores = {"0": 1, "1": 1, "2": 1}
    count = refused(posed([carried(4, scores)], scores, 6))
    assert count.path == "state.scored_deals" and "after the carried row's 4" in count.message
    row = {"bids": [2, 2, 2], "tricks": [1, 1, 11]}
    second = refused(posed([row, carried(1, scores)], scores, 3))
    assert second.path == "state.scored_deals.1" and "only the first row" in second.message
    sides = refused(posed([carried(5, {"0": 1, "1": 1, "3": 1})], scores, 6))
    assert sides.path == "state.scored_deals.0.points"


def test_a_finished_game_records_its_last_deal_after_the_carried_row():  # MOD-6.4, MOD-6.1
    rows = FINISHED["scored_deals"]
    before = {"0": -3, "1": 1, "2": -2}  # the scores after deal 1
    record = [carried(1, before), *rows[1:]]
    GAME.load_state({**FINISHED, "scored_deals": record})
    alone = refused({**FINISHED, "scored_deals": [carried(3, FINISHED["scores"])]})
    assert alone.path == "state.scored_deals" and "recorded after the carried row" in alone.message


@pytest.mark.parametrize(
    "row",
    [
        {"carried": True, "deals": 1, "points": {"0": 0, "1": 0, "2": 0}, "bids": [2, 2, 2]},
        {"carried": True, "deals": 1},
        {"bids": [2, 2, 2], "tricks": [1, 1, 11], "deals": 1},
    ],
)
def test_a_row_is_a_deal_or_a_carried_row_on_the_wire(row):  # MOD-6.4
    with pytest.raises(MalformedInput) as malformed:
        GAME.load_state(posed([row], {"0": 0, "1": 0, "2": 0}, 2))
    assert malformed.value.path.startswith("state.scored_deals.0")
