"""Every event a match emits is one of Ronda's typed events, and loads unchanged."""

from __future__ import annotations

import random

import pytest

from referee.games.ronda import GAME
from referee.games.ronda.schema import EVENTS
from referee.games.wire import OUTCOME, SCORE_SHEET

SEEDS = [f"events-{n}" for n in range(6)]


def play_out(players: int, seed: str, **options) -> tuple[dict, list[dict]]:
    """A seeded match of random legal moves; its last state and every event, in order."""
    rng = random.Random(seed)
    state = GAME.new_state(GAME.resolve_options(options, players), seed)
    events: list[dict] = []
    while not GAME.is_finished(state):
        moves, _ = GAME.moves(state)
        outcome = GAME.play(state, rng.choice(moves))
        state = outcome.state
        events.extend(outcome.events)
    return state, events


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_event_loads_with_its_schema(players):
    # RON-10.4: the scoring steps; RON-9: the deal's end; RON-10.2, RON-10.5: the match's.
    for seed in SEEDS:
        state, events = play_out(players, seed)
        for event in events:
            assert EVENTS[event["type"]].load(event) == event, event
        end = events[-1]
        assert end["type"] == "game_end" and OUTCOME.load(end["outcome"]) == end["outcome"]
        assert end["outcome"] == GAME.outcome(state)
        assert end["sheet"] == GAME.score_sheet(state)
        deal_ends = [event for event in events if event["type"] == "deal_end"]
        assert [event["deal_number"] for event in deal_ends] == list(
            range(1, state["deal_number"] + 1)
        )
        for event in deal_ends:
            assert SCORE_SHEET.load(event["sheet"]) == event["sheet"]
        # The finished deals add up to the final scores, the last one included.
        rows = GAME.score_sheet(state)["deals"]
        assert rows[-1]["scores"] == state["scores"]
        assert {side: sum(row["totals"][side] for row in rows) for side in state["scores"]} == (
            state["scores"]
        )


def test_every_event_type_is_emitted():
    """Over random matches of every player count and the options that change what is emitted,
    each type of EVENTS is seen: a steal (`from`) needs three players or more (RON-6.3)."""
    seen: set[str] = set()
    fields: set[str] = set()
    for players in (2, 3, 4):
        for seed in SEEDS:
            for options in ({}, {"dealer_last_play": True, "target_score": 21}):
                _, events = play_out(players, seed, **options)
                seen.update(event["type"] for event in events)
                fields.update(key for event in events if event["type"] == "play" for key in event)
    assert seen == set(EVENTS)
    assert {"from", "combination"} <= fields
