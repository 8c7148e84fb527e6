"""Modulo's typed events: every event of seeded matches loads unchanged with its declared schema."""

from __future__ import annotations

import random

import pytest
from marshmallow import ValidationError

from referee.games.modulo import GAME
from referee.games.modulo.schema import EVENTS

SEEDS = ["events-1", "events-2", "events-3"]


def played_events(seed: str, **given) -> list[dict]:
    """Every event of a whole match played with random legal moves."""
    state = GAME.new_state(GAME.resolve_options(given), seed)
    rng = random.Random(seed)
    events: list[dict] = []
    while not GAME.is_finished(state):
        outcome = GAME.play(state, rng.choice(GAME.moves(state)[0]))
        events.extend(outcome.events)
        state = outcome.state
    return events


def test_the_game_declares_its_event_schemas():
    assert GAME.event_schemas is EVENTS
    assert set(EVENTS) == {
        "bid",
        "reveal",
        "deal",
        "play",
        "trick",
        "deal_end",
        "bidding",
        "game_end",
    }


@pytest.mark.parametrize("players", GAME.player_counts)
def test_every_event_of_seeded_matches_loads_unchanged_and_every_type_occurs(players):
    # MOD-2.2, MOD-3.5, MOD-4.9, MOD-5.6, MOD-6.1: a match is bids, a reveal, a deal, plays
    # and tricks, a scored deal, the next bidding, and after the last deal the game's end
    seen: set[str] = set()
    for seed in SEEDS:
        for event in played_events(seed, players=players):
            assert EVENTS[event["type"]].load(event) == event, event
            seen.add(event["type"])
    assert seen == set(EVENTS)


def test_the_last_deal_end_and_the_game_end_carry_the_sheet_and_the_outcome():
    # MOD-6.1, MOD-6.2, MOD-6.3
    events = played_events("events-end", deals=1)
    deal_end, game_end = events[-2:]
    assert deal_end["sheet"]["final"] is True and deal_end["sheet"]["match"]["finished"] is True
    assert game_end["outcome"]["winners"] == game_end["result"]["winners"]
    assert game_end["outcome"]["winners"] == deal_end["sheet"]["match"]["winners"]


def test_an_event_that_breaks_its_schema_is_refused():
    with pytest.raises(ValidationError):
        EVENTS["bid"].load({"type": "bid", "player": 0, "value": 3})  # MOD-3.4: never a value
    with pytest.raises(ValidationError):
        EVENTS["deal_end"].load({"type": "deal_end", "deal": 1})
