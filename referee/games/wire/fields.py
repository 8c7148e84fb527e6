"""Marshmallow fields of the wire format that every game shares: cards, seats, counts, flags."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError, fields, validate

from ...engine.cards import CODES
from .messages import NOT_A_CARD_LIST, NOT_TRUE_OR_FALSE, not_a_card, too_many_cards

CARD_PATTERN = r"^(?:(?:[A2-9JQK]|10)[SHDC]|JK)$"


class CardField(fields.Field[str]):
    """One card code; a dict probe rather than a regex keeps loading cheap."""

    def __init__(self, *, pattern: str = CARD_PATTERN, **kwargs: Any):
        """`pattern`: the cards of the game's pack, where it is not every code (the game's
        own check words the refusal of another)."""
        kwargs.setdefault("metadata", {}).update(
            {"type": "string", "pattern": pattern, "example": "10D"}
        )
        super().__init__(**kwargs)

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> str:
        if isinstance(value, str) and value in CODES:
            return value
        raise ValidationError(not_a_card(value))

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class CardList(fields.Field[list]):
    """A list of card codes, checked in one pass (the hot path of every request)."""

    def __init__(
        self,
        *,
        max_items: int = 108,
        distinct: bool = False,
        pattern: str = CARD_PATTERN,
        **kwargs: Any,
    ):
        """`distinct`: the list is a set of cards, and the document says so; `pattern`: the
        cards of the game's pack. The game's own checks word the refusal of a repeat or of a
        card of another pack (they know what the cards are)."""
        self.max_items = max_items
        kwargs.setdefault("metadata", {}).update(
            {
                "type": "array",
                "maxItems": max_items,
                "items": {"type": "string", "pattern": pattern},
                **({"uniqueItems": True} if distinct else {}),
            }
        )
        super().__init__(**kwargs)

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> list:
        if not isinstance(value, list):
            raise ValidationError(NOT_A_CARD_LIST)
        if len(value) > self.max_items:
            raise ValidationError(too_many_cards(self.max_items))
        for card in value:
            if not (isinstance(card, str) and card in CODES):
                raise ValidationError(not_a_card(card))
        return value

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class StrictBoolean(fields.Boolean):
    """true or false only (marshmallow's Boolean would also take 1, "yes", ...)."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> bool:
        if isinstance(value, bool):
            return value
        raise ValidationError(NOT_TRUE_OR_FALSE)


def _true_or_false(value: Any) -> None:
    if not isinstance(value, bool):
        raise ValidationError(NOT_TRUE_OR_FALSE)


def Flag(description: str, **kwargs: Any) -> fields.Raw:
    """true or false only, like `StrictBoolean`, but through a plain validator, which keeps
    the compiled check on its fast path."""
    return fields.Raw(
        validate=_true_or_false,
        metadata={"type": "boolean", "description": description},
        **kwargs,
    )


def Seat(**kwargs: Any) -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(min=0, max=7), **kwargs)


def Player(**kwargs: Any) -> fields.Integer:
    """A move's `player`: any integer here; `Game.play` refuses one that is not a seat of the
    posted game with a message naming that game's seats, which no fixed range could."""
    kwargs.setdefault("metadata", {}).setdefault("description", "the seat making the move")
    kwargs["metadata"].setdefault("minimum", 0)
    return fields.Integer(strict=True, **kwargs)


def SchemaVersion(**kwargs: Any) -> fields.Integer:
    """A state's `schema_version`: any integer here; the game class refuses (422) another
    version than its own, so the number is written in one place."""
    kwargs.setdefault("metadata", {}).setdefault(
        "description", "the version of the state format; a state of another version is a 422"
    )
    return fields.Integer(strict=True, required=True, **kwargs)


def Count(**kwargs: Any) -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(min=0), **kwargs)
