"""Ledger rows on the wire: one finished deal's row, or a first row carrying earlier scores.

A game's ledger row schema subclasses `LedgerRowSchema`, declares the fields of both shapes
and names them in `ROW` (a recorded deal: its number and totals) and `CARRIED` (`carried`
first, then what the carried row holds). A row is exactly one of the two shapes, which
`document` says in JSON Schema for the OpenAPI document; whether a carried row stands where
it may (first) and holds what the match can have scored is the game's own check (422).
"""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import RAISE, Schema, ValidationError, validates_schema

from .fields import StrictBoolean

MISSING = "Missing data for required field."


def Carried() -> StrictBoolean:
    """A carried row's mark: `true`, and never anything else."""
    return StrictBoolean(
        metadata={
            "enum": [True],
            "description": "true: this first row stands for the deals the match played before "
            "its recorded ones, with the points they scored (and nothing else)",
        }
    )


def _none_of(names: tuple[str, ...]) -> dict:
    return {"not": {"anyOf": [{"required": [name]} for name in names]}}


class LedgerRowSchema(Schema):
    """A ledger row: `ROW` fields all present and no `CARRIED` one, or the reverse."""

    class Meta:
        unknown = RAISE

    ROW: ClassVar[tuple[str, ...]] = ()
    CARRIED: ClassVar[tuple[str, ...]] = ()
    document: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.ROW and cls.CARRIED:
            cls.document = {
                "oneOf": [
                    {"required": list(cls.ROW), **_none_of(cls.CARRIED)},
                    {"required": list(cls.CARRIED), **_none_of(cls.ROW)},
                ]
            }

    @validates_schema
    def _one_shape(self, data: dict, **kwargs: Any) -> None:
        carried = "carried" in data
        present, absent = (self.CARRIED, self.ROW) if carried else (self.ROW, self.CARRIED)
        for name in absent:
            if name in data:
                kind = "a carried row" if carried else 'a row without "carried": true'
                raise ValidationError(f"{kind} has no {name}", field_name=name)
        for name in present:
            if name not in data:
                raise ValidationError(MISSING, field_name=name)
        if carried and data["carried"] is not True:
            raise ValidationError(
                'a carried row says "carried": true; leave the field out of other rows',
                field_name="carried",
            )
