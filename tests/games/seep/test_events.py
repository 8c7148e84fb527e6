"""Seep's events, typed: every event of seeded matches loads unchanged with its schema.

The event that ends a deal carries the deal's sheet (SEP-10.3, SEP-10.4), the one that ends
the match its outcome (SEP-11.2); both load with the shared contract schemas.
"""

from __future__ import annotations

import random

import pytest

from referee.games.seep import GAME
from referee.games.seep.schema import EVENTS
from referee.games.wire import OUTCOME, SCORE_SHEET

# Options that reach every event: several baazis ended by the deal limit as well as by the
# margin (SEP-11.1, SEP-13), and both player counts (SEP-12 has the pickup).
MATCHES = [
    ({"players": 4}, "events-4"),
    ({"players": 2}, "events-2"),
    ({"players": 4, "baazi_count": 2, "deals_per_baazi": 1}, "events-limit"),
]


def play_out(options: dict, seed: str, moves: int = 20000):
    rng = random.Random(seed)
    state = GAME.new_state(GAME.resolve_options(options), seed)
    for _ in range(moves):
        if GAME.is_finished(state):
            return
        listed, _ = GAME.moves(state)
        # Redeals are rare at random: ask for one whenever it is offered.
        redeals = [m for m in listed if m["type"] == "redeal"]
        outcome = GAME.play(state, redeals[0] if redeals else rng.choice(listed))
        yield state, outcome
        state = outcome.state
    pytest.fail("the match did not end")


def test_every_event_validates_and_every_type_is_emitted():  # SEP-3 to SEP-12
    seen: set[str] = set()
    for options, seed in MATCHES:
        for _, outcome in play_out(options, seed):
            for event in outcome.events:
                schema = EVENTS[event["type"]]
                assert schema.load(event) == event, event
                seen.add(event["type"])
    assert seen == set(EVENTS), set(EVENTS) - seen


def test_deal_ends_carry_their_sheet_and_the_match_end_its_outcome():  # SEP-10.4, SEP-11.2
    for options, seed in MATCHES:
        last = None
        for state, outcome in play_out(options, seed):
            for event in outcome.events:
                if event["type"] == "round_end":
                    sheet = event["sheet"]
                    assert SCORE_SHEET.load(sheet) == sheet
                    assert (sheet["covers"], sheet["final"]) == ("deal", True)
                    assert sheet["number"] == event["deal_number"] == state["deal_number"]
                    assert sheet["totals"] == event["deal_scores"]
                    assert sheet["match"]["scores"] == event["totals"]
                    assert sheet["deals"][-1] == {
                        "number": event["deal_number"],
                        "totals": event["deal_scores"],
                        "scores": event["totals"],
                    }
                if event["type"] == "match_end":
                    assert OUTCOME.load(event["outcome"]) == event["outcome"]
                    assert event["outcome"] == GAME.outcome(outcome.state)
            last = outcome
        assert last is not None and last.finished
        done = last.state
        sheet = GAME.score_sheet(done)
        assert SCORE_SHEET.load(sheet) == sheet and sheet["final"]
        assert sheet["match"]["scores"] == done["scores"] == sheet["deals"][-1]["scores"]
        assert sheet["match"]["winners"] == GAME.outcome(done)["winners"]
