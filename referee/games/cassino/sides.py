"""CAS-2 seats and sides: who plays, in which order, and which side a seat scores for."""

from __future__ import annotations

TEAMS = ("NS", "EW")          # CAS-9.1: seats 0 and 2, seats 1 and 3
ROUNDS = {2: 6, 4: 2}         # CAS-3.1: rounds in a game
HAND_SIZE = {2: 4, 4: 6}      # CAS-3.3: cards dealt to each hand each round
TABLE_START = 4               # CAS-3.3: cards dealt face up once per game


def sides(players: int) -> tuple[str, ...]:
    """CAS-2.3: a side is a lone player (by seat number) or a team."""
    return ("0", "1") if players == 2 else TEAMS


def side_of(seat: int, players: int) -> str:
    return str(seat) if players == 2 else TEAMS[seat % 2]


def describe_side(side: str) -> str:
    return f"team {side}" if side in TEAMS else f"seat {side}"
