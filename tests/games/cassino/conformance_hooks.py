"""Cassino's conformance hooks: the scoring invariant of a game (CAS-7.9)."""

SCORING_EVENT = "game_end"


def check_scoring(event: dict) -> None:
    """CAS-7.9: the fixed items are worth 11 points (8 on a card tie), plus sweeps."""
    sheet = event["sheet"]
    assert sheet["covers"] == "game" and sheet["final"], sheet  # CAS-6.4: the game is scored
    assert sheet["number"] == event["game_number"], sheet
    items = {item["item"]: item for item in sheet["items"]}
    fixed = sum(
        sum(items[name]["points"].values())
        for name in ("cards", "spades", "big_casino", "little_casino", "aces")
    )
    card_tie = len(set(items["cards"]["detail"].values())) == 1
    assert fixed == (8 if card_tie else 11), sheet
    sweeps = sum(items["sweeps"]["points"].values())
    assert sum(sheet["totals"].values()) == fixed + sweeps, sheet
