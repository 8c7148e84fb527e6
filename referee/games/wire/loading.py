"""Loading wire data: one path notation for refusals, and the Game's parse_* from its schemas."""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import Schema, ValidationError

from ...engine import MalformedInput
from ...engine.wording import json_text
from .compiled import Invalid, compiled
from .messages import first_error


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
            inner, message = first_error(error.messages)
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

    id: ClassVar[str]
    state_schema: ClassVar[Schema]
    move_schemas: ClassVar[dict[str, Schema]]
    view_schema: ClassVar[Schema]
    tally_schema: ClassVar[Schema]

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
