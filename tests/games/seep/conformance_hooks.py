"""Seep's conformance hooks: the scoring invariant of a deal (SEP-10.2)."""

SCORING_EVENT = "round_end"


def check_scoring(event: dict) -> None:
    """SEP-10.2: card points add up to 100 in every deal (default options), plus sweeps."""
    items = {item["item"]: item for item in event["items"]}
    cards = sum(
        sum(items[name]["points"].values()) for name in ("spades", "aces", "ten_of_diamonds")
    )
    assert cards == 100, event
    sweeps = sum(items["sweeps"]["points"].values())
    assert sum(event["deal_scores"].values()) == cards + sweeps, event
