"""Every event a seeded match emits loads unchanged with the schema of its type, and every
type the game declares is emitted (SAM-4 to SAM-11)."""

from __future__ import annotations

from collections import Counter
from functools import cache

from referee.games.spite_and_malice import GAME
from referee.games.spite_and_malice.schema import EVENTS
from tests.games.spite_and_malice.conformance_hooks import choose
from tests.games.spite_and_malice.positions import playout

# Short deals (five-card pay-off piles) in every seat count and match mode, played by
# uniformly random moves and by the suites' random player, which prefers plays to the center
# and so empties its hand and draws (SAM-4.5) where uniform play rarely does.
MODES = (
    {},
    {"match_mode": "target_score", "target_score": 20},
    {"match_mode": "fixed_deals", "deal_count": 2},
)
MATCHES = [
    ({"players": players, "payoff_size": 5, **mode}, f"events-{players}-{number}", pick)
    for players in GAME.player_counts
    for number, mode in enumerate(MODES)
    for pick in (None, choose)
]


@cache
def emitted() -> tuple[dict, ...]:
    return tuple(
        event
        for options, seed, pick in MATCHES
        for outcome in playout(options, seed, pick)
        for event in outcome.events
    )


# SAM-4.3 to SAM-11.2
def test_every_event_loads_unchanged_with_the_schema_of_its_type():
    for event in emitted():
        assert EVENTS[event["type"]].load(event) == event, event


# SAM-2.3, SAM-4.5, SAM-8.2 to SAM-8.5, SAM-9.2, SAM-10.3, SAM-11.1
def test_every_declared_event_type_is_emitted():
    seen = Counter(event["type"] for event in emitted())
    assert set(seen) == set(EVENTS), set(EVENTS) - set(seen)


# SAM-10.3, SAM-11.1
def test_the_deal_end_carries_its_sheet_and_the_match_end_its_outcome():
    ends = [event for event in emitted() if event["type"] == "match_end"]
    assert len(ends) == len(MATCHES)
    for event in ends:
        assert event["outcome"]["winners"] == ([] if event["winner"] is None else [event["winner"]])
        assert {row["side"]: row["score"] for row in event["outcome"]["standings"]} == event[
            "scores"
        ]
    for event in emitted():
        if event["type"] == "deal_end":
            assert event["sheet"]["totals"] == event["points"]
            assert "items" not in event
