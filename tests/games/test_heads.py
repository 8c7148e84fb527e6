"""Every game's state, view and sampled state open with the fields the engine writes for all
of them (`referee.engine.states`), in the same order."""

from __future__ import annotations

import random

import pytest

from referee.engine.states import HEAD, card_counts, view_head
from referee.games.registry import REGISTRY

CASES = [(game, n) for game in REGISTRY.values() for n in game.player_counts]
IDS = [f"{game.id}-{n}" for game, n in CASES]
VIEW_HEAD = ("game", "schema_version", "options", "phase", "to_move", "seat", "hand")


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_states_views_and_sampled_states_open_with_the_head(game, players):
    state = game.new_state(game.resolve_options({}, players), "heads")
    assert tuple(state)[: 2 + len(HEAD)] == ("game", "schema_version", *HEAD)
    assert state["scores"] == dict.fromkeys(state["scores"], 0)
    for seat in [None, *range(players)]:
        view = game.view(state, seat)
        assert tuple(view)[: len(VIEW_HEAD)] == VIEW_HEAD
        assert {name: view[name] for name in VIEW_HEAD} == view_head(state, seat)
        assert {name: view[name] for name in card_counts(state)} == card_counts(state)
        sampled = game.sample_state(view, random.Random(1))
        assert tuple(sampled)[: 2 + len(HEAD)] == ("game", "schema_version", *HEAD)
