"""The compiled schema checks accept and refuse exactly what marshmallow does."""

from __future__ import annotations

import random

import pytest
from marshmallow import ValidationError

from json_paths import paths, replaced
from referee.games.compiled import Invalid, compiled
from referee.games.registry import REGISTRY

JUNK = [None, "x", "ZZ", "AS", 5, -1, 0, 99, 1.5, True, [], ["AS"], ["ZZ"], {}, {"a": 1}]


def marshmallow_accepts(schema, data) -> bool:
    try:
        schema.load(data)
    except ValidationError:
        return False
    return True


def compiled_accepts(check, data) -> bool:
    try:
        check(data)
    except (Invalid, ValidationError):
        return False
    return True


def samples(game):
    state = game.new_state(game.resolve_options({}), "compiled")
    rng = random.Random(1)
    states, moves = [state], []
    for _ in range(30):
        if game.is_finished(state):
            break
        listed, _ = game.moves(state)
        moves.extend(listed[:5])
        state = game.play(state, rng.choice(listed)).state
        states.append(state)
    return states, moves


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_compiled_and_marshmallow_agree(game_id):
    game = REGISTRY[game_id]
    # States and moves are loaded on every request and must take the fast path.
    for schema in (game.state_schema, *game.move_schemas.values()):
        assert compiled(schema) is not None, f"{type(schema).__name__} fell back to marshmallow"
    states, moves = samples(game)
    rng = random.Random(2)
    cases = [(game.state_schema, s) for s in states[::5]]
    cases += [(game.move_schemas[m["type"]], m) for m in moves[:20]]
    for schema, data in cases:
        check = compiled(schema)
        assert check(data) == schema.load(data)
        assert compiled_accepts(check, data) and marshmallow_accepts(schema, data)
        every = list(paths(data))[1:]
        for path in rng.sample(every, min(len(every), 60)):
            for junk in rng.sample(JUNK, 4):
                bad = replaced(data, path, junk)
                assert compiled_accepts(check, bad) == marshmallow_accepts(schema, bad), (path, junk)
        extra = {**data, "unexpected": 1}
        assert not compiled_accepts(check, extra) and not marshmallow_accepts(schema, extra)
        for key in data:
            smaller = {k: v for k, v in data.items() if k != key}
            assert compiled_accepts(check, smaller) == marshmallow_accepts(schema, smaller), key
