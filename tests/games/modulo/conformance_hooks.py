"""Modulo's conformance hooks: each deal's sheet is MOD-5.7's table, cell by cell."""

from referee.games.wire import SCORE_SHEET

# MOD-5.7 as printed (sweep_points 10): the change by bid and tricks 0..13; "R" is a reset.
TABLE = {
    2: [-1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 10],
    3: [-2, 2, -2, -2, 2, -2, -2, 2, -2, -2, 2, -2, -2, 10],
    4: [-3, 3, -3, -3, -3, 3, -3, -3, -3, 3, -3, -3, -3, 10],
    "ALL": [-3, "R", -3, -3, -3, "R", -3, -3, -3, "R", -3, -3, -3, 10],
}

SCORING_EVENT = "deal_end"


def check_scoring(event: dict) -> None:
    """MOD-4.10, MOD-5.6, MOD-5.7: 13 tricks in all; each seat's item is its table cell, and
    the deal's sheet is final, its totals the deal's score changes and its last row the scores."""
    assert sum(event["tricks"]) == 13, event
    sheet = event["sheet"]
    assert SCORE_SHEET.load(sheet) == sheet
    assert (sheet["covers"], sheet["number"], sheet["final"]) == ("deal", event["deal"], True)
    for seat, line in enumerate(sheet["items"]):
        side, found = str(seat), line["detail"]
        assert (found["seat"], found["bid"], found["tricks"]) == (
            seat,
            event["bids"][seat],
            event["tricks"][seat],
        ), event
        cell = TABLE[event["bids"][seat]][event["tricks"][seat]]
        expected = -found["before"] if cell == "R" else cell
        assert line["points"][side] == expected, (seat, event)
        assert event["score_deltas"][side] == expected, event
        assert event["scores"][side] == found["before"] + expected == found["after"], event
    assert sheet["totals"] == event["score_deltas"], event
    assert sheet["deals"][-1] == {
        "number": event["deal"],
        "totals": event["score_deltas"],
        "scores": event["scores"],
    }
    assert sheet["match"]["scores"] == event["scores"], event


def hidden_cards(state: dict, seat: int | None) -> set[str]:
    """The stock and the other hands are hidden already; Modulo hides no other card."""
    return set()


def as_mover(state: dict, seat: int) -> dict:
    """The position as if `seat` were to move: Modulo's `to_move` lists the seats."""
    return {**state, "to_move": [seat]}
