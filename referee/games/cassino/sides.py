"""CAS-2 seats and sides: who plays, in which order, and which side a seat scores for."""

from __future__ import annotations

from ...engine.sides import partnership_sides

ROUNDS = {2: 6, 4: 2}  # CAS-3.1: rounds in a game
HAND_SIZE = {2: 4, 4: 6}  # CAS-3.3: cards dealt to each hand each round
TABLE_START = 4  # CAS-3.3: cards dealt face up once per game


def sides(players: int) -> tuple[str, ...]:
    """CAS-2.3: a side is a lone player, "0" or "1", or a team (CAS-9.1), "0+2" or "1+3"."""
    return partnership_sides(players, 2)


def side_of(seat: int, players: int) -> str:
    return sides(players)[seat % 2]


def describe_side(side: str) -> str:
    return f"team {side}" if "+" in side else f"seat {side}"
