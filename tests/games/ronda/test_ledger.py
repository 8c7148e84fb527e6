"""The ledger of finished deals and the deal's lines: the carried row and line (RON-9.4), and
the most one deal can score a side."""

from __future__ import annotations

import copy

import pytest

from referee.engine import InvalidState, MalformedInput
from referee.games.ronda import GAME
from referee.games.ronda.ledger import deal_max
from referee.games.ronda.scoring import carried_line
from tests.games.corpus import state

DEALT = state("ronda", 2, "2p-dealt.json")  # deal 1's declarations, seat 1 to declare


def carried(deals: int, points: dict) -> dict:
    return {"carried": True, "deals": deals, "points": points}


def posed(ledger: list, scores: dict, deal_number: int, lines=(), target: int = 41) -> dict:
    options = {**DEALT["options"], "target_score": target}
    return {
        **copy.deepcopy(DEALT),
        "options": options,
        "ledger": ledger,
        "scores": scores,
        "deal_number": deal_number,
        "deal_items": list(lines),
    }


def refused(posed_state: dict) -> InvalidState:
    with pytest.raises(InvalidState) as error:
        GAME.load_state(copy.deepcopy(posed_state))
    return error.value


def test_deal_6_at_40_to_39_is_posed_with_nothing_invented(client):  # RON-9.4
    scores = {"0": 40, "1": 39}
    position = posed([carried(5, scores)], scores, 6)
    answer = client.post("/v1/games/ronda/legal-moves", json={"state": position})
    assert answer.status_code == 200 and answer.json["moves"], answer.json
    sheet = GAME.score_sheet(GAME.load_state(position))
    assert sheet["number"] == 6
    assert sheet["deals"] == [{"number": 5, "totals": scores, "scores": scores, "carried": True}]


def test_a_deal_may_open_with_a_carried_line():  # RON-9.4
    lines = [carried_line({"0": 3, "1": 1})]
    sheet = GAME.score_sheet(GAME.load_state(posed([], {"0": 3, "1": 1}, 1, lines)))
    assert sheet["items"] == lines and sheet["totals"] == {"0": 3, "1": 1}
    este = {**carried_line({"0": 1, "1": 0}), "item": "este", "rule": "RON-6.1"}
    later = refused(posed([], {"0": 4, "1": 1}, 1, [este, *lines]))
    assert later.path == "state.deal_items.1" and "first line" in later.message


def test_no_row_or_line_gives_a_side_more_than_one_deal_can():  # RON-9.4
    options = GAME.resolve_options({})
    most = deal_max(options)
    assert most == 124
    assert [deal_max(GAME.resolve_options({"players": n})) for n in (3, 4)] == [165, 214]
    for points, fine in ((most, True), (most + 1, False)):
        row = [{"number": 1, "totals": {"0": points, "1": 0}}]
        recorded = posed(row, {"0": points, "1": 0}, 2, target=10_000)
        line = posed([], {"0": points, "1": 0}, 1, [carried_line({"0": points, "1": 0})], 10_000)
        if fine:
            GAME.load_state(recorded)
            GAME.load_state(line)
        else:
            assert refused(recorded).path == "state.ledger.0.totals"
            assert refused(line).path == "state.deal_items"
    for points, fine in ((2 * most, True), (2 * most + 1, False)):
        scores = {"0": points, "1": 0}
        two = posed([carried(2, scores)], scores, 3, (), 10_000)
        if fine:
            GAME.load_state(two)
        else:
            assert refused(two).path == "state.ledger.0.points.0"


def test_no_deal_follows_one_that_left_a_side_alone_at_the_target():  # RON-9.4, RON-10.2
    rows = [
        {"number": 1, "totals": {"0": 41, "1": 3}},
        {"number": 2, "totals": {"0": 0, "1": 38}},
    ]
    ended = refused(posed(rows, {"0": 41, "1": 41}, 3))
    assert ended.path == "state.ledger.0" and "no deal 2 was played" in ended.message
    carried_end = refused(posed([carried(1, {"0": 41, "1": 3}), rows[1]], {"0": 41, "1": 41}, 3))
    assert carried_end.path == "state.ledger.0.points"
    # Level at the top at the target, the game goes on (RON-10.3).
    GAME.load_state(posed([carried(2, {"0": 41, "1": 41})], {"0": 41, "1": 41}, 3))


def test_the_carried_row_comes_first_and_counts_its_deals():  # RON-9.4
    scores = {"0": 10, "1": 9}
    count = refused(posed([carried(3, scores)], scores, 6))
    assert count.path == "state.ledger" and "after the carried row's 3" in count.message
    second = refused(posed([{"number": 1, "totals": scores}, carried(1, scores)], scores, 3))
    assert second.path == "state.ledger.1"


@pytest.mark.parametrize(
    "row",
    [
        {"carried": True, "deals": 1, "points": {"0": 1, "1": 0}, "totals": {"0": 1, "1": 0}},
        {"carried": True, "points": {"0": 1, "1": 0}},
        {"number": 1, "deals": 1, "totals": {"0": 1, "1": 0}},
    ],
)
def test_a_row_is_a_deal_or_a_carried_row_on_the_wire(row):  # RON-9.4
    with pytest.raises(MalformedInput) as malformed:
        GAME.load_state(posed([row], {"0": 1, "1": 0}, 2))
    assert malformed.value.path.startswith("state.ledger.0")
