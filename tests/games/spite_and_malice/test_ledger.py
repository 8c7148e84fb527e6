"""The ledger of finished deals: the carried row that may open it (SAM-11.4), and what one
deal gives its winner (SAM-10.3, SAM-10.4)."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState, MalformedInput
from referee.games.spite_and_malice import GAME
from referee.games.spite_and_malice.ledger import deal_bounds
from tests.games.corpus import state


def fixture(name: str) -> dict:
    return state("spite-and-malice", 2, name)


def carried(deals: int, points: dict) -> dict:
    return {"carried": True, "deals": deals, "points": points}


def posed(ledger: list, scores: dict, deal_number: int, name: str = "2p-later-deal.json") -> dict:
    """A deal in play (to 25, pay-off piles of 6) after the deals `ledger` holds."""
    return {**fixture(name), "ledger": ledger, "scores": scores, "deal_number": deal_number}


def refused(state: dict) -> InvalidState:
    with pytest.raises(InvalidState) as error:
        GAME.load_state(copy.deepcopy(state))
    return error.value


def test_a_match_in_deal_6_is_posed_with_its_scores_and_nothing_invented():  # SAM-11.4
    scores = {"0": 20, "1": 24}
    state = GAME.load_state(posed([carried(5, scores)], scores, 6))
    sheet = GAME.score_sheet(state)
    assert sheet["number"] == 6
    assert sheet["deals"] == [{"number": 5, "totals": scores, "scores": scores, "carried": True}]
    assert GAME.view(state, None)["ledger"] == [carried(5, scores)]
    rows = [carried(4, {"0": 20, "1": 13}), {"number": 5, "totals": {"0": 0, "1": 11}}]
    GAME.load_state(posed(rows, scores, 6))


def test_carried_points_are_won_deal_by_deal():  # SAM-11.4, SAM-10.3
    assert deal_bounds(fixture("2p-dealt.json")["options"]) == (6, 11)
    # Side 0's 5 points are less than any deal gives its winner.
    low = refused(posed([carried(1, {"0": 5, "1": 0})], {"0": 5, "1": 0}, 2))
    assert low.path == "state.ledger.0.points.0"
    # 20 and 24 take 2 to 3 and 3 to 4 deals won: 5 to 7 deals, not 8 nor 4.
    for deals in (4, 8):
        off = refused(posed([carried(deals, {"0": 20, "1": 24})], {"0": 20, "1": 24}, deals + 1))
        assert off.path == "state.ledger.0.deals" and "won in 5 to 7 deal(s)" in off.message
    GAME.load_state(posed([carried(7, {"0": 20, "1": 24})], {"0": 20, "1": 24}, 8))


def test_carried_points_at_the_target_ended_the_match():  # SAM-11.4, SAM-11.1
    done = fixture("2p-finished.json")
    rows = [carried(3, {"0": 25, "1": 0}), {"number": 4, "totals": {"0": 8, "1": 0}}]
    over = refused({**done, "ledger": rows, "scores": {"0": 33, "1": 0}, "deal_number": 4})
    assert over.path == "state.ledger.0.points" and "reaching target_score" in over.message


def test_the_carried_row_comes_first_and_counts_its_deals():  # SAM-11.4
    second = refused(
        posed(
            [{"number": 1, "totals": {"0": 10, "1": 0}}, carried(1, {"0": 10, "1": 0})],
            {"0": 20, "1": 0},
            3,
        )
    )
    assert second.path == "state.ledger.1"
    count = refused(posed([carried(2, {"0": 10, "1": 0})], {"0": 10, "1": 0}, 2))
    assert count.path == "state.ledger" and "after the carried row's 2" in count.message
    numbered = refused(
        posed(
            [carried(1, {"0": 10, "1": 0}), {"number": 3, "totals": {"0": 6, "1": 0}}],
            {"0": 16, "1": 0},
            3,
        )
    )
    assert numbered.path == "state.ledger.1.number"


def test_a_finished_match_ends_on_the_deal_on_the_table():  # SAM-11.4, SAM-10.3
    done = fixture("2p-finished.json")
    GAME.load_state(
        {
            **done,
            "ledger": [carried(2, {"0": 21, "1": 0}), {"number": 3, "totals": {"0": 8, "1": 0}}],
        }
    )
    alone = refused({**done, "ledger": [carried(3, {"0": 29, "1": 0})]})
    assert "not the carried row" in alone.message


def test_a_deal_row_gives_its_winner_what_one_deal_can():  # SAM-10.3, SAM-10.4
    least, most = deal_bounds(fixture("2p-dealt.json")["options"])
    for points, fine in ((least - 1, False), (least, True), (most, True), (most + 1, False)):
        state = posed([{"number": 1, "totals": {"0": points, "1": 0}}], {"0": points, "1": 0}, 2)
        if fine:
            GAME.load_state(state)
        else:
            assert refused(state).path == "state.ledger.0.totals"


def test_a_carried_row_is_one_shape_on_the_wire():  # SAM-11.4
    for row in (
        {"carried": True, "deals": 1},
        {"carried": True, "deals": 1, "points": {"0": 10, "1": 0}, "totals": {"0": 10, "1": 0}},
        {"carried": "yes", "deals": 1, "points": {"0": 10, "1": 0}},
    ):
        with pytest.raises(MalformedInput):
            GAME.load_state(posed([row], {"0": 10, "1": 0}, 2))
