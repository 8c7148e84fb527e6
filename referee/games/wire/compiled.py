"""Schemas compiled to plain checking functions: marshmallow's rules at a tenth of the cost.

The marshmallow schemas stay the one definition of the wire format. Loading a whole
state through marshmallow costs about 100 µs, which is most of a /moves request, so each
schema is compiled once into nested closures that apply the same type checks, word a
refusal with the field's own marshmallow message, and call the same field validators. A
field type the compiler does not know is handed to that field's own `deserialize`;
schema-level validators and post-load hooks are called as marshmallow calls them; any
other hook leaves the schema to marshmallow. Nothing is guessed at, and the tests check
that both paths accept and refuse the same inputs.

Each schema also gets a screen (`_screen`): a predicate that takes the usual valid input
in a few C-level passes (types by the group, every card of every list in one set probe)
and answers True only where the precise checks would accept. Anything else, a False or
an exception, sends the input through the precise checks, which alone word refusals; so
a refusal's message and path never depend on the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain
from operator import itemgetter
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate
from marshmallow.decorators import POST_LOAD, VALIDATES_SCHEMA

from ...engine.cards import CODES
from .fields import CardField, CardList, StrictBoolean
from .messages import NOT_A_CARD_LIST, first_error, not_a_card, too_many_cards

CARD_SET = frozenset(CODES)

Check = Callable[[Any], Any]  # value -> value; raises Invalid
Hook = Callable[..., Any]  # a bound validates_schema or post_load method


class Invalid(Exception):
    """A refusal; `parts` is the path to the offending value, filled in on the way out."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
        self.parts: list[object] = []

    @property
    def path(self) -> str:
        return ".".join(str(part) for part in reversed(self.parts))

    def at(self, key: object) -> Invalid:
        self.parts.append(key)
        return self


class Unsupported(Exception):
    """The schema uses something the compiler leaves to marshmallow."""


def _refusal(error: ValidationError) -> Invalid:
    return Invalid(first_error(error.messages)[1])


def _wording(owner: fields.Field | Schema, key: str) -> str:
    """The message marshmallow itself gives for `key` of a field or a schema."""
    return first_error(owner.error_messages[key])[1]


def _with_validators(field: fields.Field, check: Check) -> Check:
    validators = list(field.validators)
    if not validators:
        return check

    def checked(value: Any) -> Any:
        value = check(value)
        for validator in validators:
            try:
                validator(value)
            except ValidationError as error:
                raise _refusal(error) from None
        return value

    return checked


def _nullable(field: fields.Field, check: Check) -> Check:
    if not field.allow_none:
        null = _wording(field, "null")

        def not_null(value: Any) -> Any:
            if value is None:
                raise Invalid(null)
            return check(value)

        return not_null

    def maybe(value: Any) -> Any:
        return None if value is None else check(value)

    return maybe


def _field(field: fields.Field) -> Check:
    return _nullable(field, _with_validators(field, _typed(field)))


def _of_type(kind: type, message: str) -> Check:
    def typed(value: Any) -> Any:
        if isinstance(value, kind):
            return value
        raise Invalid(message)

    return typed


def _typed(field: fields.Field) -> Check:
    if type(field) is CardField:

        def card(value: Any) -> Any:
            if isinstance(value, str) and value in CODES:
                return value
            raise Invalid(not_a_card(value))

        return card
    if type(field) is CardList:
        cap = field.max_items

        def card_list(value: Any) -> Any:
            if not isinstance(value, list):
                raise Invalid(NOT_A_CARD_LIST)
            if len(value) > cap:
                raise Invalid(too_many_cards(cap))
            try:
                if CARD_SET.issuperset(value):  # one pass in C for the usual, valid list
                    return value
            except TypeError:  # an unhashable item: found below
                pass
            bad = next(item for item in value if not (isinstance(item, str) and item in CODES))
            raise Invalid(not_a_card(bad))

        return card_list
    if type(field) is fields.String:
        return _of_type(str, _wording(field, "invalid"))
    if type(field) is fields.Integer:
        if not field.strict:
            return _by_marshmallow(field)
        not_an_integer = _wording(field, "invalid")

        def integer(value: Any) -> Any:
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            raise Invalid(not_an_integer)

        return integer
    if type(field) is fields.Boolean:
        return _of_type(bool, _wording(field, "invalid"))
    if type(field) is fields.Raw:
        return lambda value: value
    if type(field) is fields.List:
        return _each(_field(field.inner), _wording(field, "invalid"))
    if type(field) is fields.Dict:
        return _mapping(field)
    if type(field) is fields.Nested:
        nested = compile_schema(field.schema)
        return _each(nested, _wording(field, "type")) if field.many else nested
    return _by_marshmallow(field)


def _mapping(field: fields.Dict) -> Check:
    keys = _field(field.key_field) if field.key_field else None
    values = _field(field.value_field) if field.value_field else None
    not_a_mapping = _wording(field, "invalid")

    def mapping(value: Any) -> Any:
        if not isinstance(value, dict):
            raise Invalid(not_a_mapping)
        for key, item in value.items():
            try:
                if keys is not None:
                    keys(key)
                if values is not None:
                    values(item)
            except Invalid as error:
                raise error.at(key) from None
        return value

    return mapping


def _each(check: Check, not_a_list: str) -> Check:
    """A list whose every item passes `check` (a List field, or a Nested one with many)."""

    def each(value: Any) -> Any:
        if not isinstance(value, list):
            raise Invalid(not_a_list)
        for index, item in enumerate(value):
            try:
                check(item)
            except Invalid as error:
                raise error.at(index) from None
        return value

    return each


def _by_marshmallow(field: fields.Field) -> Check:
    """A field type of the game's own: its own deserialize decides, exactly as in a load."""

    def deserialized(value: Any) -> Any:
        try:
            return field.deserialize(value)
        except ValidationError as error:
            raise _refusal(error) from None

    return deserialized


def schema_hooks(schema: Schema) -> tuple[list[Hook], list[Hook]]:
    """The schema's validates_schema and post_load methods, to be called as marshmallow
    calls them.

    This reads marshmallow's private `Schema._hooks`: {tag: [(method name, pass_collection,
    options)]}, options holding `pass_original`. Hooks of any other kind, over a whole
    collection, or wanting the original data leave the schema to marshmallow.
    `tests/games/test_wire.py` fails if that structure changes.
    """
    validators: list[Hook] = []
    processors: list[Hook] = []
    for tag, attrs in schema._hooks.items():
        if not attrs:
            continue
        if tag not in (VALIDATES_SCHEMA, POST_LOAD):
            raise Unsupported(f"{tag} hook")
        for attr, many, options in attrs:
            if many or options.get("pass_original"):
                raise Unsupported("collection or pass_original hook")
            (validators if tag == VALIDATES_SCHEMA else processors).append(getattr(schema, attr))
    return validators, processors


def compile_schema(schema: Schema) -> Check:
    validators, processors = schema_hooks(schema)
    if schema.unknown != RAISE:
        raise Unsupported("unknown fields allowed")
    checks = []
    for name, field in schema.load_fields.items():
        if field.data_key not in (None, name) or field.load_default is not fields.missing_:
            raise Unsupported("data_key or load_default")
        checks.append((name, field.required, _wording(field, "required"), _field(field)))
    known = frozenset(name for name, _, _, _ in checks)
    not_an_object, unknown = _wording(schema, "type"), _wording(schema, "unknown")

    screen = _screen(schema)

    def precise(value: Any) -> None:
        if not isinstance(value, dict):
            raise Invalid(not_an_object)
        for name, required, missing, field_check in checks:
            try:
                if name in value:
                    field_check(value[name])
                elif required:
                    raise Invalid(missing)
            except Invalid as error:
                raise error.at(name) from None
        if len(value) > len(known) or not known.issuperset(value):
            extra = next(key for key in value if key not in known)
            raise Invalid(unknown).at(extra)

    def check(value: Any) -> Any:
        try:
            passed = screen(value)
        except Exception:  # noqa: BLE001 - any surprise is the precise checks' to word
            passed = False
        if not passed:
            precise(value)
        if validators or processors:
            value = dict(value)  # hooks get a fresh dict, as marshmallow gives them
            try:
                for validator in validators:
                    validator(value, many=False, partial=None, unknown=RAISE)
            except ValidationError as error:
                refusal = _refusal(error)
                raise (
                    refusal.at(error.field_name) if error.field_name != "_schema" else refusal
                ) from None
            for processor in processors:
                value = processor(value, many=False, partial=None, unknown=RAISE)
        return value

    return check


# -- screens: True only for input the precise checks accept ----------------------------

Test = Callable[[Any], bool]
LIST_ONLY = frozenset((list,))
DICT_ONLY = frozenset((dict,))


def _value_test(validator: Callable[[Any], Any]) -> Test:
    """A validator as a predicate; one the screen does not know is simply called (and any
    refusal it raises sends the input to the precise checks)."""
    if type(validator) is validate.Range:
        low, high = validator.min, validator.max
        if validator.min_inclusive and validator.max_inclusive:
            if high is None:
                return lambda value: value >= low
            if low is None:
                return lambda value: value <= high
            return lambda value: low <= value <= high
    elif type(validator) is validate.Length:
        least, most, equal = validator.min, validator.max, validator.equal
        if equal is not None:
            return lambda value: len(value) == equal
        least = 0 if least is None else least
        if most is None:
            return lambda value: len(value) >= least
        return lambda value: least <= len(value) <= most
    elif type(validator) is validate.Equal:
        comparable = validator.comparable
        return lambda value: value == comparable
    elif type(validator) is validate.OneOf:
        choices = validator.choices
        return lambda value: value in choices

    def called(value: Any) -> bool:
        validator(value)
        return True

    return called


def _exact_type(field: fields.Field) -> type | None:
    """The one type a field's value must have when nothing else is checked (None: more is)."""
    if type(field) is fields.Integer and field.strict:
        return int
    if type(field) is fields.String:
        return str
    if type(field) in (fields.Boolean, StrictBoolean):
        return bool
    return None


def _test(field: fields.Field) -> Test:
    """The screen of one field, nullability and validators included."""
    base = _typed_test(field)
    tests = [_value_test(validator) for validator in field.validators]
    exact = _exact_type(field)
    if len(tests) == 1:
        only = tests[0]
        if exact is not None:  # the commonest shapes (seats, counts, enumerations): one call
            test = lambda value: type(value) is exact and only(value)  # noqa: E731
        else:
            test = lambda value: base(value) and only(value)  # noqa: E731
    elif tests:
        test = lambda value: base(value) and all(t(value) for t in tests)  # noqa: E731
    else:
        test = base
    if field.allow_none:
        return lambda value: value is None or test(value)
    if type(field) is fields.Raw:  # the one test above that a null would pass
        return lambda value: value is not None and test(value)
    return test


def _column_test(field: fields.Field) -> Test:
    """The screen of a whole column of values of one field (list items, dict values): a
    bare type, or an integer range, in a pass or two in C; else the field's test, value by
    value. `values` is a list, a tuple or a dict view, never a one-shot iterator."""
    exact = _exact_type(field)
    if exact is not None and not field.allow_none:
        kinds = frozenset((exact,))
        if not field.validators:
            return _types_test(kinds)
        only = field.validators[0] if len(field.validators) == 1 else None
        if type(only) is validate.Range and only.min_inclusive and only.max_inclusive:
            low, high = only.min, only.max

            def in_range(values: Any) -> bool:
                return kinds.issuperset(map(type, values)) and (
                    not values
                    or (
                        (low is None or min(values) >= low)
                        and (high is None or max(values) <= high)
                    )
                )

            return in_range
        if type(only) is validate.OneOf and all(type(choice) is exact for choice in only.choices):
            # Values and choices of one type (str, or int without bools): a set probe finds
            # exactly what the list's `in` would.
            allowed = frozenset(only.choices)
            return lambda values: kinds.issuperset(map(type, values)) and allowed.issuperset(values)
    test = _test(field)
    return lambda values: all(map(test, values))


def _cards_test(cap: int) -> Test:
    return lambda value: type(value) is list and len(value) <= cap and CARD_SET.issuperset(value)


def _card_lists_test(cap: int) -> Test:
    """Lists of card lists in three passes in C: types, lengths, then every card."""

    def card_lists(lists: Any) -> bool:
        return (
            LIST_ONLY.issuperset(map(type, lists))
            and (not lists or max(map(len, lists)) <= cap)
            and CARD_SET.issuperset(chain.from_iterable(lists))
        )

    return card_lists


def _plain_card_list(field: fields.Field) -> int | None:
    """The cap of a non-null CardList without validators (None: another shape)."""
    if type(field) is CardList and not field.allow_none and not field.validators:
        return field.max_items
    return None


def _typed_test(field: fields.Field) -> Test:
    exact = _exact_type(field)
    if exact is not None:
        return lambda value: type(value) is exact
    if type(field) is CardField:
        return lambda value: type(value) is str and value in CARD_SET
    if type(field) is CardList:
        return _cards_test(field.max_items)
    if type(field) is fields.Raw:
        return lambda value: True
    if type(field) is fields.List:
        inner = field.inner
        if (
            type(inner) is fields.Nested
            and not inner.many
            and not inner.allow_none
            and not inner.validators
        ):
            return _nested_test(inner.schema, True)
        cap = _plain_card_list(inner)
        if cap is not None:
            lists = _card_lists_test(cap)
            return lambda value: type(value) is list and lists(value)
        items = _column_test(inner)
        return lambda value: type(value) is list and items(value)
    if type(field) is fields.Dict:
        keys = _column_test(field.key_field) if field.key_field else None
        values = _column_test(field.value_field) if field.value_field else None

        def mapping(value: Any) -> bool:
            return (
                type(value) is dict
                and (keys is None or keys(value.keys()))
                and (values is None or values(value.values()))
            )

        return mapping
    if type(field) is fields.Nested:
        return _nested_test(field.schema, bool(field.many))
    check = _typed(field)  # a field of the game's own: its own check decides

    def precise(value: Any) -> bool:
        check(value)
        return True

    return precise


def _nested_test(schema: Schema, many: bool) -> Test:
    """A nested schema's screen (of a list of them with `many`); with hooks, its whole
    compiled check, which runs them."""
    validators, processors = schema_hooks(schema)
    if validators or processors:
        check = compile_schema(schema)

        def hooked(value: Any) -> bool:
            check(value)
            return True

        return (lambda value: type(value) is list and all(map(hooked, value))) if many else hooked
    return _screen(schema, many)


def _screen(schema: Schema, many: bool = False) -> Test:
    """True only if the schema's precise field checks accept `value` (hooks aside); with
    `many`, a list of such values, checked field by field down the list.

    Required fields of a bare type (and required plain card lists) are checked a group at
    a time: one itemgetter, one set probe of their types; a missing one is a KeyError,
    which sends the input to the precise checks to be named.
    """
    known = frozenset(schema.load_fields)
    by_type: dict[type, list[str]] = {}
    by_cap: dict[int, list[str]] = {}
    singles: list[tuple[str, bool, Test]] = []
    for name, field in schema.load_fields.items():
        exact = _exact_type(field)
        cap = _plain_card_list(field)
        if field.required and not field.allow_none and not field.validators and exact:
            by_type.setdefault(exact, []).append(name)
        elif field.required and cap is not None:
            by_cap.setdefault(cap, []).append(name)
        else:
            singles.append((name, field.required, _test(field)))
    required = [(name, test) for name, needed, test in singles if needed]
    optional = [(name, test) for name, needed, test in singles if not needed]
    if many:
        columns = [(_column_test(schema.load_fields[name]), [name]) for name, _ in required]
        return _screen_many(
            known,
            [(frozenset((kind,)), names) for kind, names in by_type.items()],
            [(_card_lists_test(cap), names) for cap, names in by_cap.items()],
            columns,
            optional,
        )
    types = [(frozenset((kind,)), _columns(names)) for kind, names in by_type.items()]
    cards = [(_card_lists_test(cap), _columns(names)) for cap, names in by_cap.items()]

    def screen(value: Any) -> bool:
        if type(value) is not dict or not known.issuperset(value):
            return False
        for kind, values in types:
            if not kind.issuperset(map(type, values(value))):
                return False
        for lists, values in cards:
            if not lists(values(value)):
                return False
        for name, test in required:
            if not test(value[name]):
                return False
        for name, test in optional:
            if name in value and not test(value[name]):
                return False
        return True

    return screen


def _columns(names: list[str]) -> Callable[[dict], tuple]:
    """The values of `names` in an object, as a tuple (a KeyError if one is missing)."""
    if len(names) > 1:
        return itemgetter(*names)
    name = names[0]  # itemgetter of one name would give the bare value
    return lambda value: (value[name],)


def _fetch(names: list[str]) -> Callable[[list], list]:
    """The values of `names` down a list of objects, in one list (a KeyError if one lacks one)."""
    if len(names) == 1:
        one = itemgetter(names[0])
        return lambda items: list(map(one, items))
    several = itemgetter(*names)
    return lambda items: list(chain.from_iterable(map(several, items)))


def _types_test(kinds: frozenset[type]) -> Test:
    """A column whose values are all of the one type in `kinds`."""
    return lambda values: kinds.issuperset(map(type, values))


def _screen_many(
    known: frozenset[str],
    types: list[tuple[frozenset[type], list[str]]],
    cards: list[tuple[Test, list[str]]],
    columns: list[tuple[Test, list[str]]],
    optional: list[tuple[str, Test]],
) -> Test:
    """`_screen` over a list of objects, a column at a time: each pass runs in C.

    `types`, `cards` and `columns` pair a test of a column of values with the names of the
    fields that make up that column."""
    typed = [(_types_test(kinds), names) for kinds, names in types]
    tests = [(test, _fetch(names)) for test, names in typed + cards + columns]

    def screen(items: Any) -> bool:
        if type(items) is not list:
            return False
        if not items:
            return True
        if not DICT_ONLY.issuperset(map(type, items)) or not all(map(known.issuperset, items)):
            return False
        for test, fetch in tests:
            if not test(fetch(items)):
                return False
        for name, test in optional:
            if not all(test(item[name]) for item in items if name in item):
                return False
        return True

    return screen


_COMPILED: dict[int, tuple[Schema, Check | None]] = {}


def compiled(schema: Schema) -> Check | None:
    """The compiled check for `schema` (None: leave it to marshmallow), built once."""
    entry = _COMPILED.get(id(schema))
    if entry is None or entry[0] is not schema:
        try:
            check = compile_schema(schema)
        except Unsupported:
            check = None
        entry = _COMPILED[id(schema)] = (schema, check)
    return entry[1]
