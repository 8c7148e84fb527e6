"""Seep's conformance hooks: the scoring invariant of a deal (SEP-10.2)."""

SCORING_EVENT = "round_end"


def check_scoring(event: dict) -> None:
    """SEP-10.2: card points add up to 100 in every deal (default options), plus sweeps; the
    sheet's totals are the deal score (SEP-10.3)."""
    sheet = event["sheet"]
    items = {item["item"]: item for item in sheet["items"]}
    cards = sum(
        sum(items[name]["points"].values()) for name in ("spades", "aces", "ten_of_diamonds")
    )
    assert cards == 100, event
    sweeps = sum(items["sweeps"]["points"].values())
    assert sum(event["deal_scores"].values()) == cards + sweeps, event
    assert sheet["totals"] == event["deal_scores"] and sheet["final"], event
    assert sheet["deals"][-1]["number"] == event["deal_number"] == sheet["number"], event
