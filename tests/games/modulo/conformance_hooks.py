"""Modulo's conformance hooks: each deal's results are MOD-5.7's table, cell by cell."""

# MOD-5.7 as printed (sweep_points 10): the change by bid and tricks 0..13; "R" is a reset.
TABLE = {
    2: [-1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 10],
    3: [-2, 2, -2, -2, 2, -2, -2, 2, -2, -2, 2, -2, -2, 10],
    4: [-3, 3, -3, -3, -3, 3, -3, -3, -3, 3, -3, -3, -3, 10],
    "ALL": [-3, "R", -3, -3, -3, "R", -3, -3, -3, "R", -3, -3, -3, 10],
}

SCORING_EVENT = "deal_end"


def check_scoring(event: dict) -> None:
    """MOD-4.10, MOD-5.6, MOD-5.7: 13 tricks in all; each result is its table cell."""
    assert sum(event["tricks"]) == 13, event
    for seat, found in enumerate(event["results"]):
        cell = TABLE[event["bids"][seat]][event["tricks"][seat]]
        expected = -found["before"] if cell == "R" else cell
        assert found["points"] == expected, (seat, event)
        assert event["score_deltas"][str(seat)] == expected, event
        assert event["scores"][str(seat)] == found["before"] + expected, event


def hidden_cards(state: dict, seat: int | None) -> set[str]:
    """The stock and the other hands are hidden already; Modulo hides no other card."""
    return set()
