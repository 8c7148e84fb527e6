"""The wire format's shared parts: card and seat fields, and loading through compiled checks.

`messages` words refusals; `base` holds the strict schema every wire schema derives from;
`fields` holds the marshmallow fields every game's schemas use;
`compiled` turns a schema into fast checks that accept and refuse exactly as marshmallow
does; `loading` loads request data through them and gives a Game its parse_* methods;
`contract` holds the score-sheet and outcome schemas every game's answers share.
"""

from __future__ import annotations

from .base import Strict
from .compiled import Invalid, compiled
from .contract import OUTCOME, SCORE_SHEET, OutcomeSchema, ScoreSheetSchema
from .fields import (
    CARD_PATTERN,
    CardField,
    CardList,
    Count,
    Flag,
    Player,
    SchemaVersion,
    Seat,
    StrictBoolean,
)
from .loading import SchemaWire, field_path, load, move_type_of

__all__ = [
    "OUTCOME",
    "SCORE_SHEET",
    "OutcomeSchema",
    "ScoreSheetSchema",
    "CARD_PATTERN",
    "CardField",
    "CardList",
    "Count",
    "Flag",
    "Invalid",
    "Player",
    "SchemaWire",
    "SchemaVersion",
    "Seat",
    "Strict",
    "StrictBoolean",
    "compiled",
    "field_path",
    "load",
    "move_type_of",
]
