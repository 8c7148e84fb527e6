"""Schemas compiled to plain checking functions: marshmallow's rules at a tenth of the cost.

The marshmallow schemas stay the one definition of the wire format. Loading a whole
state through marshmallow costs about 100 µs, which is most of a /moves request, so each
schema is compiled once into nested closures that apply the same type checks and call
the same field validators. A schema this compiler does not understand (hooks, a field
type it does not know) is loaded by marshmallow itself, never guessed at; the tests
check that both paths accept and refuse the same inputs.
"""

from __future__ import annotations

from typing import Any, Callable

from marshmallow import RAISE, Schema, ValidationError, fields

from ..engine.cards import CODES

Check = Callable[[Any, str], Any]  # (value, path) -> value; raises Invalid


class Invalid(Exception):
    def __init__(self, path: str, message: str):
        super().__init__(message)
        self.path, self.message = path, message


class Unsupported(Exception):
    """The schema uses something the compiler leaves to marshmallow."""


def _join(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


def _with_validators(field: fields.Field, check: Check) -> Check:
    validators = list(field.validators)
    if not validators:
        return check

    def checked(value, path):
        value = check(value, path)
        for validator in validators:
            try:
                validator(value)
            except ValidationError as error:
                raise Invalid(path, _first(error.messages)) from None
        return value

    return checked


def _first(messages: Any) -> str:
    while isinstance(messages, (list, dict)) and messages:
        messages = messages[0] if isinstance(messages, list) else next(iter(messages.values()))
    return str(messages)


def _nullable(field: fields.Field, check: Check) -> Check:
    if not field.allow_none:
        def not_null(value, path):
            if value is None:
                raise Invalid(path, "Field may not be null.")
            return check(value, path)
        return not_null

    def maybe(value, path):
        return None if value is None else check(value, path)
    return maybe


def _field(field: fields.Field) -> Check:
    return _nullable(field, _with_validators(field, _typed(field)))


def _typed(field: fields.Field) -> Check:
    # Import here: wire imports this module for its `load`.
    from .wire import CardField, CardList

    kind = type(field)
    if kind is CardField:
        def card(value, path):
            if isinstance(value, str) and value in CODES:
                return value
            raise Invalid(path, f"{value!r} is not a card code (e.g. 10D, QS, AC)")
        return card
    if kind is CardList:
        cap = field.max_items

        def card_list(value, path):
            if not isinstance(value, list):
                raise Invalid(path, "must be a list of card codes")
            if len(value) > cap:
                raise Invalid(path, f"at most {cap} cards")
            for item in value:
                if not (isinstance(item, str) and item in CODES):
                    raise Invalid(path, f"{item!r} is not a card code (e.g. 10D, QS, AC)")
            return value
        return card_list
    if kind is fields.String:
        def string(value, path):
            if isinstance(value, str):
                return value
            raise Invalid(path, "Not a valid string.")
        return string
    if kind is fields.Integer:
        if not field.strict:
            raise Unsupported("non-strict integer")

        def integer(value, path):
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            raise Invalid(path, "Not a valid integer.")
        return integer
    if kind is fields.Boolean:
        def boolean(value, path):
            if isinstance(value, bool):
                return value
            raise Invalid(path, "Not a valid boolean.")
        return boolean
    if kind is fields.Raw:
        return lambda value, path: value
    if kind is fields.List:
        inner = _field(field.inner)

        def listing(value, path):
            if not isinstance(value, list):
                raise Invalid(path, "Not a valid list.")
            for index, item in enumerate(value):
                inner(item, _join(path, index))
            return value
        return listing
    if kind is fields.Dict:
        keys = _field(field.key_field) if field.key_field else None
        values = _field(field.value_field) if field.value_field else None

        def mapping(value, path):
            if not isinstance(value, dict):
                raise Invalid(path, "Not a valid mapping type.")
            for key, item in value.items():
                if keys is not None:
                    keys(key, _join(path, key))
                if values is not None:
                    values(item, _join(path, key))
            return value
        return mapping
    if kind is fields.Nested:
        nested = compile_schema(field.schema)
        if field.many:
            def many(value, path):
                if not isinstance(value, list):
                    raise Invalid(path, "Invalid type.")
                for index, item in enumerate(value):
                    nested(item, _join(path, index))
                return value
            return many
        return nested
    raise Unsupported(kind.__name__)


def compile_schema(schema: Schema) -> Check:
    if schema._hooks and any(schema._hooks.values()):
        raise Unsupported("schema hooks")
    if schema.unknown != RAISE:
        raise Unsupported("unknown fields allowed")
    checks = []
    for name, field in schema.load_fields.items():
        if field.data_key not in (None, name) or field.load_default is not fields.missing_:
            raise Unsupported("data_key or load_default")
        checks.append((name, field.required, _field(field)))
    known = frozenset(name for name, _, _ in checks)

    def check(value, path):
        if not isinstance(value, dict):
            raise Invalid(path, "Invalid input type.")
        for name, required, field_check in checks:
            if name in value:
                field_check(value[name], _join(path, name))
            elif required:
                raise Invalid(_join(path, name), "Missing data for required field.")
        if len(value) > len(known) or not known.issuperset(value):
            extra = next(key for key in value if key not in known)
            raise Invalid(_join(path, extra), "Unknown field.")
        return value

    return check


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
