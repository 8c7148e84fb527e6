"""How every game names its sides: a lone seat by its number, a team by its seats joined by '+'."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache


def side_name(seats: Iterable[int]) -> str:
    """`[0]` -> "0"; `[2, 0]` -> "0+2". One scheme for every game, lone players and teams alike."""
    return "+".join(str(seat) for seat in sorted(seats))


@cache  # pure, on small ints, and asked for on every request's hot path
def partnership_sides(players: int, teams: int) -> tuple[str, ...]:
    """Sides when `players` seats form `teams` partnerships of seats `teams` apart.

    4 players in 2 teams: ("0+2", "1+3"); 6 in 3: ("0+3", "1+4", "2+5"); 2 in 2: ("0", "1").
    """
    return tuple(side_name(range(first, players, teams)) for first in range(teams))


def side_seats(side: str) -> list[int]:
    """The seats of a side name, the inverse of `side_name`."""
    return [int(part) for part in side.split("+")]


def next_seat(players: int, seat: int) -> int:
    """The seat after `seat` in seat order, which is the order of play in every game."""
    return (seat + 1) % players
