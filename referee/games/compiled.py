"""Schemas compiled to plain checking functions: marshmallow's rules at a tenth of the cost.

The marshmallow schemas stay the one definition of the wire format. Loading a whole
state through marshmallow costs about 100 µs, which is most of a /moves request, so each
schema is compiled once into nested closures that apply the same type checks and call
the same field validators. A field type the compiler does not know is handed to that
field's own `deserialize`; schema-level validators and post-load hooks are called as
marshmallow calls them; any other hook leaves the schema to marshmallow. Nothing is
guessed at, and the tests check that both paths accept and refuse the same inputs.
"""

from __future__ import annotations

from typing import Any, Callable

from marshmallow import RAISE, Schema, ValidationError, fields
from marshmallow.decorators import POST_LOAD, VALIDATES_SCHEMA

from ..engine.cards import CODES
from ..engine.wording import json_text

CARD_SET = frozenset(CODES)

Check = Callable[[Any], Any]  # value -> value; raises Invalid


class Invalid(Exception):
    """A refusal; `parts` is the path to the offending value, filled in on the way out."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
        self.parts: list = []

    @property
    def path(self) -> str:
        return ".".join(str(part) for part in reversed(self.parts))

    def at(self, key) -> "Invalid":
        self.parts.append(key)
        return self


class Unsupported(Exception):
    """The schema uses something the compiler leaves to marshmallow."""


def _with_validators(field: fields.Field, check: Check) -> Check:
    validators = list(field.validators)
    if not validators:
        return check

    def checked(value):
        value = check(value)
        for validator in validators:
            try:
                validator(value)
            except ValidationError as error:
                raise Invalid(_first(error.messages)) from None
        return value

    return checked


def _first(messages: Any) -> str:
    while isinstance(messages, (list, dict)) and messages:
        messages = messages[0] if isinstance(messages, list) else next(iter(messages.values()))
    return str(messages)


def _nullable(field: fields.Field, check: Check) -> Check:
    if not field.allow_none:
        def not_null(value):
            if value is None:
                raise Invalid("Field may not be null.")
            return check(value)
        return not_null

    def maybe(value):
        return None if value is None else check(value)
    return maybe


def _field(field: fields.Field) -> Check:
    return _nullable(field, _with_validators(field, _typed(field)))


def _typed(field: fields.Field) -> Check:
    # Import here: wire imports this module for its `load`.
    from .wire import CardField, CardList

    kind = type(field)
    if kind is CardField:
        def card(value):
            if isinstance(value, str) and value in CODES:
                return value
            raise Invalid(f"{json_text(value)} is not a card code (e.g. 10D, QS, AC)")
        return card
    if kind is CardList:
        cap = field.max_items

        def card_list(value):
            if not isinstance(value, list):
                raise Invalid("must be a list of card codes")
            if len(value) > cap:
                raise Invalid(f"at most {cap} cards")
            try:
                if CARD_SET.issuperset(value):  # one pass in C for the usual, valid list
                    return value
            except TypeError:  # an unhashable item: found below
                pass
            bad = next(item for item in value if not (isinstance(item, str) and item in CODES))
            raise Invalid(f"{json_text(bad)} is not a card code (e.g. 10D, QS, AC)")
        return card_list
    if kind is fields.String:
        def string(value):
            if isinstance(value, str):
                return value
            raise Invalid("Not a valid string.")
        return string
    if kind is fields.Integer:
        if not field.strict:
            return _by_marshmallow(field)

        def integer(value):
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            raise Invalid("Not a valid integer.")
        return integer
    if kind is fields.Boolean:
        def boolean(value):
            if isinstance(value, bool):
                return value
            raise Invalid("Not a valid boolean.")
        return boolean
    if kind is fields.Raw:
        return lambda value: value
    if kind is fields.List:
        return _each(_field(field.inner), "Not a valid list.")
    if kind is fields.Dict:
        keys = _field(field.key_field) if field.key_field else None
        values = _field(field.value_field) if field.value_field else None

        def mapping(value):
            if not isinstance(value, dict):
                raise Invalid("Not a valid mapping type.")
            key = None
            try:
                for key, item in value.items():
                    if keys is not None:
                        keys(key)
                    if values is not None:
                        values(item)
            except Invalid as error:
                raise error.at(key) from None
            return value
        return mapping
    if kind is fields.Nested:
        nested = compile_schema(field.schema)
        return _each(nested, "Invalid type.") if field.many else nested
    return _by_marshmallow(field)


def _each(check: Check, not_a_list: str) -> Check:
    """A list whose every item passes `check` (a List field, or a Nested one with many)."""
    def each(value):
        if not isinstance(value, list):
            raise Invalid(not_a_list)
        index = 0
        try:
            for index, item in enumerate(value):
                check(item)
        except Invalid as error:
            raise error.at(index) from None
        return value
    return each


def _by_marshmallow(field: fields.Field) -> Check:
    """A field type of the game's own: its own deserialize decides, exactly as in a load."""
    def deserialized(value):
        try:
            return field.deserialize(value)
        except ValidationError as error:
            raise Invalid(_first(error.messages)) from None
    return deserialized


def _hooks(schema: Schema) -> tuple[list, list]:
    """The schema's validates_schema and post_load methods, called as marshmallow calls them.

    Hooks of any other kind, or over a whole collection, or wanting the original data,
    leave the schema to marshmallow.
    """
    validators, processors = [], []
    for tag, attrs in schema._hooks.items():
        if not attrs:
            continue
        if tag not in (VALIDATES_SCHEMA, POST_LOAD):
            raise Unsupported(f"{tag} hook")
        for attr, many, options in attrs:
            if many or options.get("pass_original") or options.get("pass_collection"):
                raise Unsupported("collection or pass_original hook")
            (validators if tag == VALIDATES_SCHEMA else processors).append(getattr(schema, attr))
    return validators, processors


def compile_schema(schema: Schema) -> Check:
    validators, processors = _hooks(schema)
    if schema.unknown != RAISE:
        raise Unsupported("unknown fields allowed")
    checks = []
    for name, field in schema.load_fields.items():
        if field.data_key not in (None, name) or field.load_default is not fields.missing_:
            raise Unsupported("data_key or load_default")
        checks.append((name, field.required, _field(field)))
    known = frozenset(name for name, _, _ in checks)

    def check(value):
        if not isinstance(value, dict):
            raise Invalid("Invalid input type.")
        name = None
        try:
            for name, required, field_check in checks:
                if name in value:
                    field_check(value[name])
                elif required:
                    raise Invalid("Missing data for required field.")
        except Invalid as error:
            raise error.at(name) from None
        if len(value) > len(known) or not known.issuperset(value):
            extra = next(key for key in value if key not in known)
            raise Invalid("Unknown field.").at(extra)
        if validators or processors:
            value = dict(value)  # hooks get a fresh dict, as marshmallow gives them
            try:
                for validator in validators:
                    validator(value, many=False, partial=None, unknown=RAISE)
            except ValidationError as error:
                refusal = Invalid(_first(error.messages))
                raise (refusal.at(error.field_name) if error.field_name != "_schema"
                       else refusal) from None
            for processor in processors:
                value = processor(value, many=False, partial=None, unknown=RAISE)
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
