"""Seat keys: with a token, the proof that a request speaks for one seat of one match.

    seat key = <key id> "." base64url(HMAC-SHA256(K, canonical([game id, seed, seat])))

The seed is in no view and differs from match to match, so a seat key is good for one
seat of one match, and whoever holds only the token cannot make one.
"""

from __future__ import annotations

from .canonical import canonical
from .errors import SeatKeyInvalid
from .keyring import KeyRing
from .macs import check, sign


def _message(game_id: str, seed: str, seat: int) -> bytes:
    return canonical([game_id, seed, seat])


def seat_key(ring: KeyRing, game_id: str, seed: str, seat: int) -> str:
    return sign(ring, "seat", _message(game_id, seed, seat))


def verify_seat_key(ring: KeyRing, game_id: str, seed: str, seat: int, key: object) -> None:
    """SeatKeyInvalid unless `key` is the seat key of `seat` in this match."""
    if not isinstance(key, str):
        raise SeatKeyInvalid(
            f"acting or looking as seat {seat} with a token needs that seat's `seat_key`"
        )
    if check(ring, "seat", _message(game_id, seed, seat), key) is not None:
        raise SeatKeyInvalid(f"the seat key is not seat {seat}'s in this match")


def seat_of_key(ring: KeyRing, game_id: str, seed: str, seats: int, key: object) -> int:
    """The seat of this match (of `seats`) that `key` is the seat key of; SeatKeyInvalid when
    it is none's."""
    if not isinstance(key, str):
        raise SeatKeyInvalid("listing moves with a token needs the `seat_key` of a seat")
    for seat in range(seats):
        if check(ring, "seat", _message(game_id, seed, seat), key) is None:
            return seat
    raise SeatKeyInvalid("the seat key is no seat's in this match")
