"""Loading wire data: a refusal names its field by one dotted path, whichever checker runs."""

from __future__ import annotations

import pytest
from marshmallow import (
    RAISE,
    Schema,
    ValidationError,
    fields,
    post_load,
    pre_load,
    validates,
    validates_schema,
)
from marshmallow.decorators import POST_LOAD, VALIDATES_SCHEMA

from referee.engine import MalformedInput
from referee.games.registry import REGISTRY
from referee.games.wire import Flag, Strict, compiled, load
from referee.games.wire.compiled import Unsupported, schema_hooks


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


def game_schemas(events: bool = False):
    """(game id, schema name, schema) of every registered game's wire schemas; the event
    schemas too with `events`."""
    for game in REGISTRY.values():
        for schema in (
            game.state_schema,
            game.tally_schema,
            game.view_schema,
            *game.move_schemas.values(),
            *(game.event_schemas.values() if events else ()),
        ):
            yield game.id, type(schema).__name__, schema


def test_every_game_schema_takes_the_compiled_path():
    for game, name, schema in game_schemas():
        assert compiled(schema) is not None, (game, name)


def test_every_game_schema_is_strict():
    for game, name, schema in game_schemas(events=True):
        assert isinstance(schema, Strict), (game, name)


class _Flagged(Strict):
    flag = Flag("a flag", required=True)


@pytest.mark.parametrize("value", [1, 0, "yes", "true"])
def test_a_flag_is_true_or_false_only_whichever_checker_runs(value):
    schema = _Flagged()
    assert compiled(schema) is not None
    assert load(schema, {"flag": True}, "state") == {"flag": True}
    assert refusal(schema, {"flag": value}, "state").message == (
        "state.flag: must be true or false"
    )
    with pytest.raises(ValidationError, match="must be true or false"):
        schema.load({"flag": value})
    assert refusal(_Flagged(), {"flag": True, "other": 1}, "state").path == "state.other"


class _Hooked(Schema):
    class Meta:
        unknown = RAISE

    count = fields.Integer(strict=True, required=True)

    @validates_schema
    def positive(self, data, **kwargs):
        if data["count"] < 1:
            raise ValidationError("count must be positive", "count")

    @post_load
    def doubled(self, data, **kwargs):
        return {**data, "double": 2 * data["count"]}


def test_marshmallow_keeps_hooks_as_the_compiled_checks_read_them():
    """`schema_hooks` reads marshmallow's private `Schema._hooks`: its type, its tags, and
    each hook as (method name, pass_collection, options with `pass_original`). A new option
    could change how a hook is to be called, so the options are checked whole."""
    hooks = _Hooked._hooks
    assert isinstance(hooks, dict)
    assert (VALIDATES_SCHEMA, POST_LOAD) == ("validates_schema", "post_load")
    assert hooks[VALIDATES_SCHEMA] == [
        ("positive", False, {"pass_original": False, "skip_on_field_errors": True})
    ]
    assert hooks[POST_LOAD] == [("doubled", False, {"pass_original": False})]
    assert not any(
        attrs for tag, attrs in hooks.items() if tag not in (VALIDATES_SCHEMA, POST_LOAD)
    )

    class Collected(Schema):
        @post_load(pass_collection=True, pass_original=True)
        def whole(self, data, original, **kwargs):
            return data

    assert Collected._hooks[POST_LOAD] == [("whole", True, {"pass_original": True})]
    assert not any(Schema._hooks.values())


def test_hooks_are_called_as_marshmallow_calls_them():
    schema = _Hooked()
    validators, processors = schema_hooks(schema)
    assert validators == [schema.positive] and processors == [schema.doubled]
    check = compiled(schema)
    assert check is not None
    assert check({"count": 2}) == schema.load({"count": 2}) == {"count": 2, "double": 4}
    assert refusal(schema, {"count": 0}, "tally").path == "tally.count"
    assert refusal(schema, {"count": 0}, "tally").message == "tally.count: count must be positive"


@pytest.mark.parametrize(
    "hook",
    [
        pre_load,
        post_load(pass_original=True),
        post_load(pass_collection=True),
        validates_schema(pass_collection=True),
        validates("count"),
    ],
    ids=["pre_load", "pass_original", "pass_collection", "collection_validator", "validates"],
)
def test_hooks_the_compiled_checks_do_not_call_leave_the_schema_to_marshmallow(hook):
    def method(self, data, *args, **kwargs):
        return data

    schema = type(
        "Other",
        (Schema,),
        {"count": fields.Integer(strict=True, required=True), "method": hook(method)},
    )()
    with pytest.raises(Unsupported):
        schema_hooks(schema)
    assert compiled(schema) is None
