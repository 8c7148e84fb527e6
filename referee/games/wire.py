"""Marshmallow building blocks shared by every game's wire schema: cards, seats, loading."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from ..engine import MalformedInput
from ..engine.cards import CODES
from ..engine.wording import json_text
from .compiled import Invalid, compiled

CARD_PATTERN = r"^(?:(?:[A2-9JQK]|10)[SHDC]|JK)$"


class CardField(fields.Field):
    """One card code; a dict probe rather than a regex keeps loading cheap."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {}).update(
            {"type": "string", "pattern": CARD_PATTERN, "example": "10D"}
        )
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str) and value in CODES:
            return value
        raise ValidationError(f"{json_text(value)} is not a card code (e.g. 10D, QS, AC)")

    def _serialize(self, value, attr, obj, **kwargs):
        return value


class CardList(fields.Field):
    """A list of card codes, checked in one pass (the hot path of every request)."""

    def __init__(self, *, max_items: int = 108, **kwargs):
        self.max_items = max_items
        kwargs.setdefault("metadata", {}).update(
            {
                "type": "array",
                "maxItems": max_items,
                "items": {"type": "string", "pattern": CARD_PATTERN},
            }
        )
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, list):
            raise ValidationError("must be a list of card codes")
        if len(value) > self.max_items:
            raise ValidationError(f"at most {self.max_items} cards")
        for card in value:
            if not (isinstance(card, str) and card in CODES):
                raise ValidationError(f"{json_text(card)} is not a card code (e.g. 10D, QS, AC)")
        return value

    def _serialize(self, value, attr, obj, **kwargs):
        return value


class StrictBoolean(fields.Boolean):
    """true or false only (marshmallow's Boolean would also take 1, "yes", ...)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool):
            return value
        raise ValidationError("must be true or false")


def Seat(**kwargs) -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(min=0, max=7), **kwargs)


def Player(**kwargs) -> fields.Integer:
    """A move's `player`: any integer here; `Game.play` refuses one that is not a seat of the
    posted game with a message naming that game's seats, which no fixed range could."""
    kwargs.setdefault("metadata", {}).setdefault("description", "the seat making the move")
    return fields.Integer(strict=True, **kwargs)


def Count(**kwargs) -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(min=0), **kwargs)


def _flatten(messages: Any, prefix: str = "") -> tuple[str, str]:
    """The first (path, message) of a marshmallow error tree, for a precise 400."""
    if isinstance(messages, dict):
        key = next(iter(messages))
        if key == "_schema":  # a whole-object check: the object itself is to blame
            return _flatten(messages[key], prefix)
        return _flatten(messages[key], f"{prefix}.{key}" if prefix else str(key))
    if isinstance(messages, list) and messages:
        return _flatten(messages[0], prefix)
    return prefix, str(messages)


def field_path(*parts: Any) -> str:
    """One notation for every error path: dotted, rooted at a field of the request body
    (`state.hands.1`, `move.card`, `player`); the body itself is the empty path."""
    return ".".join(str(part) for part in parts if part != "")


def load(schema: Schema, data: Any, what: str) -> dict:
    """Load `data` with `schema`; MalformedInput naming the first offending field.

    `what` is the path of `data` in the request body: "state", "move", "tally", or "" for
    the body itself.
    """
    if not isinstance(data, dict):
        raise MalformedInput(
            f"{what or 'the request body'} must be a JSON object", path=what or None
        )
    check = compiled(schema)
    if check is not None:
        try:
            return check(data)
        except Invalid as error:
            path, message = field_path(what, error.path), error.message
    else:
        try:
            return schema.load(data)
        except ValidationError as error:
            inner, message = _flatten(error.messages)
            path = field_path(what, inner)
    raise MalformedInput(f"{path or 'the request body'}: {message}", path=path or None)


def move_type_of(data: Any, known: dict[str, Schema]) -> Schema:
    """The schema for a move's `type`; MalformedInput for a missing or unknown type."""
    if not isinstance(data, dict):
        raise MalformedInput("move must be a JSON object", path="move")
    kind = data.get("type")
    schema = known.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise MalformedInput(
            f"move.type must be one of {', '.join(known)}; got {json_text(kind)}", path="move.type"
        )
    return schema


class SchemaWire:
    """Implements the Game interface's parse_* methods from a game's marshmallow schemas.

    A game sets `state_schema`, `move_schemas` ({type: schema}), `view_schema` and
    `tally_schema` (instances); the OpenAPI document is generated from the same objects.
    """

    id: str
    state_schema: Schema
    move_schemas: dict[str, Schema]
    view_schema: Schema
    tally_schema: Schema

    def parse_state(self, data: Any) -> dict:
        # Another game's state would fail on field after field of this game's schema: say
        # what it is before anything else.
        if isinstance(data, dict) and "game" in data and data["game"] != self.id:
            raise MalformedInput(
                f"state.game is {json_text(data['game'])}, not "
                f"{json_text(self.id)}: this is the state of another game",
                path="state.game",
                code="wrong_game",
            )
        return load(self.state_schema, data, "state")

    def parse_move(self, data: Any) -> dict:
        return load(move_type_of(data, self.move_schemas), data, "move")

    def parse_tally(self, data: Any) -> dict:
        return load(self.tally_schema, data, "tally")
