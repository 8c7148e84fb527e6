"""The three seats, clockwise, each its own side, and the seat to a player's left (MOD-1.1)."""

from __future__ import annotations

from referee.engine.sides import side_name

SEATS = 3

# Every seat plays for itself: its side is named after the seat ("0", "1", "2").
SIDES: tuple[str, ...] = tuple(side_name([seat]) for seat in range(SEATS))
