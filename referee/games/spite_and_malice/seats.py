"""Seats, partners and sides: two alone, or partners sitting opposite (SAM-0.4, SAM-12.5.1)."""

from __future__ import annotations

from functools import cache

from referee.engine.sides import partnership_sides, side_name


def partner(players: int, seat: int) -> int | None:
    """The seat opposite in a partnership game; None with two players (SAM-12.5.1)."""
    return None if players == 2 else (seat + players // 2) % players


@cache
def team(players: int, seat: int) -> tuple[int, ...]:
    """The seats whose pay-off and discard piles the seat may play from, its own first."""
    other = partner(players, seat)
    return (seat,) if other is None else (seat, other)


@cache
def sides(players: int) -> tuple[str, ...]:
    """The sides in seat order: each player alone, or each partnership ("0+2", "1+3" ...)."""
    return partnership_sides(players, 2 if players <= 4 else 3)


@cache
def side_of(players: int, seat: int) -> str:
    """The side a seat plays for."""
    return side_name(team(players, seat))
