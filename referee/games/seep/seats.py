"""Seats, sides and the order of play: partners, who bids, who makes play n (SEP-0.3, SEP-2).

The order of play is SEP-3.9; the two-player table is SEP-12.
"""

from __future__ import annotations

from referee.engine.sides import partnership_sides

PLAYS = 48  # plays in a deal (SEP-3.9)
PICKUP = 24  # two players pick up their reserve hands after this play (SEP-12.5)
# After play 1, packet k goes to deal position dealer + PACKETS[k] (SEP-3.2).
PACKETS = (2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0)


def sides(players: int) -> tuple[str, ...]:
    """Team A of the rules (seats 0 and 2) is "0+2", team B "1+3"; lone players "0" and "1"."""
    return partnership_sides(players, 2)


def side_of(players: int, seat: int) -> str:
    return sides(players)[seat % 2]


def partner(players: int, seat: int) -> int | None:
    """The partner across the table; none in the two-player game (SEP-12.1)."""
    return (seat + 2) % 4 if players == 4 else None


def bidder(players: int, dealer: int) -> int:
    return (dealer + 1) % players


def mover(players: int, dealer: int, play: int) -> int:
    """The seat that makes play `play` (1..48): dealer + play, counter-clockwise (SEP-3.9,
    SEP-12.4)."""
    return (dealer + play) % players


def plays_made(players: int, dealer: int, seat: int, first: int, last: int) -> int:
    """How many of plays first..last (inclusive) seat `seat` made."""
    # Seat s makes the plays n with n = s - dealer (mod players): count them in the range.
    if last < first:
        return 0
    first_own = first + (seat - dealer - first) % players
    return 0 if first_own > last else (last - first_own) // players + 1


def expected_hand(players: int, dealer: int, seat: int, plays: int) -> int:
    """Cards in a seat's playing hand after `plays` plays (1..48) of a fully dealt deal
    (SEP-3.10)."""
    if players == 2 and plays >= PICKUP:
        return 12 - plays_made(players, dealer, seat, PICKUP + 1, plays)
    return 12 - plays_made(players, dealer, seat, 1, plays)


def packet_target(players: int, dealer: int, offset: int) -> tuple[str, int]:
    """Where a packet for deal position dealer + offset goes: ("hands"|"reserves", seat).

    With two players the dealer holds positions 0 and 2, the non-dealer 1 and 3; the
    positions 2 and 3 are the reserve hands (SEP-12.2, SEP-12.3).
    """
    if players == 4:
        return "hands", (dealer + offset) % 4
    seat = (dealer + offset) % 2
    return ("reserves" if offset >= 2 else "hands"), seat
