"""The ledger of scored deals: the carried row that may open it (SEP-11.5), and what one deal
can score (SEP-9.1, SEP-10.1 to SEP-10.3)."""

from __future__ import annotations

import copy
import json

import pytest

from referee.engine import InvalidState, MalformedInput
from referee.games.seep import GAME
from referee.games.seep.ledger import check_carried, deal_possible, deal_range
from referee.games.seep.options import DEFAULTS
from tests.games.seep.positions import house, position

A, B = "0+2", "1+3"


def base(**more) -> dict:
    return position(
        hand="10C 3H", loose="2D 6D", houses=(house(10, "4S 6H", 1),), holds={1: "10S"}, **more
    )


def carried(deals: int, points: dict, played: int, won: dict | None = None) -> dict:
    return {
        "carried": True,
        "deals": deals,
        "points": points,
        "baazi_deals": played,
        "baazis_won": won or {A: 0, B: 0},
    }


def posed(ledger: list, scores: dict, played: int, number: int, won=None, **options) -> dict:
    state = base(options=options or None)
    state.update(
        ledger=ledger,
        scores=scores,
        baazi_deals=played,
        baazis_won=won or {A: 0, B: 0},
        deal_number=number,
    )
    return state


def refused(state: dict) -> InvalidState:
    with pytest.raises(InvalidState) as error:
        GAME.load_state(json.loads(json.dumps(state)))
    return error.value


def test_a_team_with_29_points_is_posed_with_nothing_invented(client):  # SEP-11.5
    scores = {A: 29, B: 71}
    state = posed([carried(1, scores, 1)], scores, 1, 2)
    answer = client.post("/v1/games/seep/legal-moves", json={"state": state})
    assert answer.status_code == 200 and answer.json["moves"], answer.json
    sheet = GAME.score_sheet(GAME.load_state(state))
    assert sheet["deals"] == [{"number": 1, "totals": scores, "scores": scores, "carried": True}]
    # Deal numbers count redeals: a carried row of 4 deals may hold 2 scored ones.
    GAME.load_state(posed([carried(4, {A: 129, B: 121}, 2)], {A: 129, B: 121}, 2, 7))


def test_a_deal_row_scores_every_card_point_and_sweeps_of_the_plays_made():  # SEP-10.1, SEP-9.1
    # SEP-10.2: 100 card points a deal with the default options; sweeps of 50, 25 on play 1.
    assert deal_possible(DEFAULTS, {A: 28, B: 72})
    assert not deal_possible(DEFAULTS, {A: 28, B: 0})  # a row of 28 points is no deal
    assert not deal_possible(DEFAULTS, {A: 28, B: 73})
    assert deal_possible(DEFAULTS, {A: 28, B: 97})  # B bid and swept play 1: 25
    assert not deal_possible(DEFAULTS, {A: 28, B: 98})
    assert deal_possible(DEFAULTS, {A: 28, B: 122})  # one ordinary sweep
    assert deal_possible(DEFAULTS, {A: 53, B: 97})  # A's ordinary sweep, B's first-play one
    # No two plays in a row sweep: 24 sweeps at most, 23 of them on the ordinary plays 2-47.
    assert deal_possible(DEFAULTS, {A: 100 + 12 * 50, B: 11 * 50})
    assert not deal_possible(DEFAULTS, {A: 100 + 12 * 50, B: 12 * 50})
    assert deal_possible(DEFAULTS, {A: 100 + 23 * 50 + 25, B: 0})
    assert not deal_possible(DEFAULTS, {A: 100 + 24 * 50, B: 0})
    assert deal_range(DEFAULTS) == (100, 100 + 25 + 23 * 50)


def test_the_options_move_the_points_a_deal_hands_out():  # SEP-10.1, SEP-10.3, SEP-13
    ten = {**DEFAULTS, "ten_of_diamonds_points": 100}
    assert deal_possible(ten, {A: 94, B: 100}) and not deal_possible(ten, {A: 95, B: 99})
    bonus = {**DEFAULTS, "most_cards_bonus": 10}
    assert deal_possible(bonus, {A: 60, B: 50}) and deal_possible(bonus, {A: 50, B: 50})
    assert not deal_possible(bonus, {A: 61, B: 50})
    free = {**DEFAULTS, "sweep_points": 0, "first_play_sweep_points": 0}
    assert deal_possible(free, {A: 0, B: 100}) and not deal_possible(free, {A: 50, B: 100})


def test_a_ledger_row_no_deal_scores_is_refused():  # SEP-10.3
    row = [{"number": 1, "totals": {A: 28, B: 72}}]
    GAME.load_state(posed(row, {A: 28, B: 72}, 1, 2))
    bad = refused(posed([{"number": 1, "totals": {A: 28, B: 0}}], {A: 28, B: 0}, 1, 2))
    assert bad.path == "state.ledger.0.totals" and "no deal scores" in bad.message


def test_carried_totals_are_what_the_baazi_s_deals_score():  # SEP-11.5, SEP-11.4
    few = refused(posed([carried(2, {A: 40, B: 10}, 1)], {A: 40, B: 10}, 1, 3))
    assert few.path == "state.ledger.0.points" and "score 100 to 1275" in few.message
    none = refused(posed([carried(2, {A: 40, B: 60}, 0)], {A: 40, B: 60}, 0, 3))
    assert none.path == "state.baazi_deals"  # the state says so before its carried row
    counted = refused(
        posed(
            [carried(1, {A: 60, B: 40}, 1, {A: 1, B: 0})],
            {A: 60, B: 40},
            1,
            2,
            {A: 1, B: 0},
            baazi_count=2,
        )
    )
    assert counted.path == "state.ledger.0.deals"


def test_carried_totals_end_neither_the_baazi_nor_the_match():  # SEP-11.5, SEP-11.1, SEP-11.2
    scores = {A: 160, B: 40}
    rows = [carried(1, scores, 1), {"number": 2, "totals": {A: 0, B: 100}}]
    won = refused(posed(rows, {A: 160, B: 140}, 2, 3))
    assert won.path == "state.ledger.0.points" and "ended the baazi" in won.message
    # The state's own baazis_won, never fewer than the carried ones, says so first in a state.
    match = {A: 2, B: 1}
    with pytest.raises(InvalidState) as over:
        check_carried({**DEFAULTS, "baazi_count": 3}, carried(3, {A: 0, B: 0}, 0, match), "row")
    assert over.value.path == "row.baazis_won" and "the whole match" in over.value.message
    GAME.load_state(
        posed([carried(3, {A: 0, B: 0}, 0, match)], {A: 0, B: 0}, 0, 4, match, baazi_count=4)
    )


def test_the_carried_row_comes_first_and_before_the_deal_in_play():  # SEP-11.5
    scores = {A: 60, B: 40}
    ahead = refused(posed([carried(2, scores, 1)], scores, 1, 2))
    assert ahead.path == "state.ledger.0.deals"
    rows = [{"number": 1, "totals": scores}, carried(1, scores, 1)]
    second = refused(posed(rows, {A: 120, B: 80}, 2, 3))
    assert second.path == "state.ledger.1"
    sides = refused(posed([carried(1, {A: 60, "0": 40}, 1)], scores, 1, 2))
    assert sides.path == "state.ledger.0.points"


@pytest.mark.parametrize(
    "row",
    [
        {"carried": True, "deals": 1, "points": {A: 60, B: 40}, "baazi_deals": 1},
        {**carried(1, {A: 60, B: 40}, 1), "number": 1},
        {"number": 1, "totals": {A: 60, B: 40}, "baazi_deals": 1},
    ],
)
def test_a_row_is_a_deal_or_a_carried_row_on_the_wire(row):  # SEP-11.5
    with pytest.raises(MalformedInput) as malformed:
        GAME.load_state(copy.deepcopy(posed([row], {A: 60, B: 40}, 1, 2)))
    assert malformed.value.path.startswith("state.ledger.0")
