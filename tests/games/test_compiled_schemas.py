"""The compiled schema checks accept and refuse exactly what marshmallow does."""

from __future__ import annotations

import random

import pytest
from marshmallow import ValidationError

from referee.games.registry import REGISTRY
from referee.games.wire import Invalid, compiled
from referee.games.wire.compiled import _screen, schema_hooks
from tests.json_paths import paths, replaced

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
                assert compiled_accepts(check, bad) == marshmallow_accepts(schema, bad), (
                    path,
                    junk,
                )
        extra = {**data, "unexpected": 1}
        assert not compiled_accepts(check, extra) and not marshmallow_accepts(schema, extra)
        for key in data:
            smaller = {k: v for k, v in data.items() if k != key}
            assert compiled_accepts(check, smaller) == marshmallow_accepts(schema, smaller), key


def screen_passes(screen, data) -> bool:
    try:
        return bool(screen(data))
    except Exception:  # noqa: BLE001 - an exception sends the input to the precise checks
        return False


def screen_agrees(schema, value) -> bool:
    """Whatever the screen passes, the compiled check and marshmallow judge alike, and
    accept; unless the schema has hooks, which run after the screen and may refuse."""
    if not screen_passes(_screen(schema), value):
        return True
    accepted = marshmallow_accepts(schema, value)
    hooked = any(schema_hooks(schema))
    return compiled_accepts(compiled(schema), value) == accepted and (accepted or hooked)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_screen_passes_only_what_the_precise_checks_accept(game_id):
    """The screen may send a valid input on to the precise checks, never wave a bad one through.

    Refusals are always worded by the precise checks, so this is what keeps their message
    and path whatever the screen does; and the usual, valid states and moves must pass it.
    """
    game = REGISTRY[game_id]
    states, moves = samples(game)
    rng = random.Random(3)
    cases = [(game.state_schema, s) for s in states[::3]]
    cases += [(game.move_schemas[m["type"]], m) for m in moves[:20]]
    for schema, data in cases:
        screen = _screen(schema)
        assert screen_passes(screen, data), type(schema).__name__
        every = list(paths(data))[1:]
        for path in rng.sample(every, min(len(every), 80)):
            for junk in rng.sample(JUNK, 5):
                assert screen_agrees(schema, replaced(data, path, junk)), (path, junk)
        assert not screen_passes(screen, {**data, "unexpected": 1})
        for key in data:
            assert screen_agrees(schema, {k: v for k, v in data.items() if k != key}), key
