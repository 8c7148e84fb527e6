"""Every event a match emits fits its declared schema in `schema.EVENTS`, and each is emitted."""

import json
import random

import pytest

from referee.games.cassino import GAME
from referee.games.cassino.schema import EVENTS
from tests.games.cassino.positions import playout

MATCHES = 4


@pytest.fixture(scope="module")
def emitted():
    """The events of seeded random matches for every player count, by type."""
    found: dict[str, list[dict]] = {}
    for players in GAME.player_counts:
        rng = random.Random(f"events-{players}")
        for match in range(MATCHES):
            for _, out in playout(players, f"events-{players}-{match}", rng):
                for event in json.loads(json.dumps(out.events)):
                    found.setdefault(event["type"], []).append(event)
    return found


def test_every_event_loads_unchanged_with_the_schema_of_its_type(emitted):
    for kind, events in emitted.items():
        assert kind in EVENTS, f"{kind} events have no schema"
        for event in events:
            assert EVENTS[kind].load(event) == event


def test_every_declared_event_type_is_emitted(emitted):
    # CAS-4.5 sweeps, CAS-5.4 steals and CAS-5.5 overrides included
    assert set(emitted) == set(EVENTS)


def test_the_game_declares_its_events():
    assert GAME.event_schemas is EVENTS


def test_a_new_game_deal_shows_its_table_and_a_round_deal_does_not(emitted):  # CAS-3.3, CAS-3.5
    for event in emitted["deal"]:
        assert ("table" in event) == ("extra_game" in event) == (event["round"] == 1)
