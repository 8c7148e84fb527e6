"""Loading wire data: a refusal names its field by one dotted path, whichever checker runs."""

from __future__ import annotations

import pytest
from marshmallow import RAISE, Schema, fields

from referee.engine import MalformedInput
from referee.games.compiled import compiled
from referee.games.registry import REGISTRY
from referee.games.wire import load


class _Inner(Schema):
    class Meta:
        unknown = RAISE

    count = fields.Integer(strict=True, required=True)


class _Outer(Schema):
    """`load_default` leaves this schema to marshmallow rather than the compiled checks."""

    class Meta:
        unknown = RAISE

    inner = fields.Nested(_Inner, required=True)
    size = fields.Integer(strict=True, load_default=1)


def refusal(schema, data, what: str) -> MalformedInput:
    with pytest.raises(MalformedInput) as raised:
        load(schema, data, what)
    return raised.value


def test_marshmallow_refusals_use_the_same_paths_as_compiled_ones():
    assert compiled(_Outer()) is None
    assert refusal(_Outer(), {"inner": "x"}, "tally").path == "tally.inner"
    assert refusal(_Outer(), {"inner": {"count": "1"}}, "tally").path == "tally.inner.count"
    assert refusal(_Outer(), {"inner": {"count": 1}, "extra": 1}, "").path == "extra"


def test_the_body_itself_has_no_path():
    error = refusal(_Outer(), [1], "")
    assert error.path is None and error.message == "the request body must be a JSON object"


def test_every_game_schema_takes_the_compiled_path():
    for game in REGISTRY.values():
        for schema in (
            game.state_schema,
            game.tally_schema,
            game.view_schema,
            *game.move_schemas.values(),
        ):
            assert compiled(schema) is not None, (game.id, type(schema).__name__)
