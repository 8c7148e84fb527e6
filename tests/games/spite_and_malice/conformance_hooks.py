"""Spite and Malice's conformance hooks: deal scoring, hidden cards, and its random player.

The deal's scoring is SAM-10.3; nobody sees what SAM-3.1 and SAM-3.3 hide.
"""

from __future__ import annotations

from collections import Counter

from referee.games.wire import SCORE_SHEET

SCORING_EVENT = "deal_end"

# A short match for the tests that play whole matches over HTTP and sessions: five-card
# pay-off piles end a deal of uniformly random moves in about 170 moves (at most a few
# hundred), against tens of thousands for the default 26 (bench/RESULTS.md).
SHORT_MATCH_OPTIONS = {"payoff_size": 5}


def check_scoring(event: dict) -> None:
    """SAM-10.3, SAM-10.4: the winner scores the others' pay-off cards (+5); the rest score 0.

    The event's sheet is the deal's final sheet, in the shape every game shares.
    """
    SCORE_SHEET.load(event["sheet"])
    winner, left, sheet = event["winner"], event["payoff_left"], event["sheet"]
    assert left[winner] == 0, event
    others = sum(count for side, count in left.items() if side != winner)
    bonus = 5 if event["plus_five"] else 0
    points = {side: others + bonus if side == winner else 0 for side in left}
    assert sheet["totals"] == event["points"] == points, event
    assert (sheet["covers"], sheet["number"], sheet["final"]) == ("deal", event["deal"], True)
    assert sheet["deals"][-1]["number"] == event["deal"], sheet
    assert sheet["deals"][-1]["totals"] == points, sheet
    assert sheet["deals"][-1]["scores"] == sheet["match"]["scores"], sheet


def hidden_cards(state: dict, seat: int | None) -> Counter:
    """SAM-3.1: the pay-off cards beneath each top are hidden from everyone, the owner too."""
    hidden: Counter = Counter()
    for pile in state["payoffs"]:
        hidden.update(pile[:-1])
    return hidden


def choose(moves: list[dict], rng) -> dict:
    """The random player: half the time any legal move, else a play to the center if any.

    Uniformly random players discard so often that the discard piles hold most of the
    circulating cards and a default deal lasts tens of thousands of moves (bench/RESULTS.md);
    this player still makes every kind of move and ends a default deal in about 820 moves
    (at most 1,214 over 100 seeds).
    """
    if rng.random() < 0.5:
        return rng.choice(moves)
    plays = [move for move in moves if move["type"] == "play"]
    return rng.choice(plays or moves)
