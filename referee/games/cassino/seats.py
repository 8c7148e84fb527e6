"""CAS-2 seats and sides: which side a seat scores for, and who moves after whom."""

from __future__ import annotations

from referee.engine.sides import partnership_sides


def sides(players: int) -> tuple[str, ...]:
    """CAS-2.3: a side is a lone player, "0" or "1", or a team (CAS-9.1), "0+2" or "1+3"."""
    return partnership_sides(players, 2)


def side_of(players: int, seat: int) -> str:
    return sides(players)[seat % 2]


def describe_side(side: str) -> str:
    return f"team {side}" if "+" in side else f"seat {side}"
