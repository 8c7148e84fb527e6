"""Seats, sides and the order of play (RON-0.3, RON-0.4, RON-2.2, RON-2.6)."""

from __future__ import annotations

from functools import cache

from referee.engine.sides import partnership_sides, side_name


@cache
def sides(players: int) -> tuple[str, ...]:
    """RON-0.4: "0", "1" (, "2") for lone players; "0+2" and "1+3" with four."""
    return (
        partnership_sides(4, 2) if players == 4 else tuple(side_name([s]) for s in range(players))
    )


@cache
def side_of(players: int, seat: int) -> str:
    """The side a seat plays for: its own, or with four players its partnership (RON-2.2)."""
    return sides(players)[seat % 2] if players == 4 else str(seat)


@cache
def opposing_sides(players: int, seat: int) -> tuple[str, ...]:
    """Every side except the seat's own: one, or two with three players (RON-0.4)."""
    own = side_of(players, seat)
    return tuple(side for side in sides(players) if side != own)


@cache
def play_order(players: int, dealer: int) -> tuple[int, ...]:
    """RON-2.6: dealer + 1 first, the dealer last."""
    return tuple((dealer + offset) % players for offset in range(1, players + 1))
