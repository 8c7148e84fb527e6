"""Seat keys: one per seat of one match, made by the signing key, checked by every key."""

from __future__ import annotations

import pytest

from referee.statecodec import KeyRing, SeatKeyInvalid, seal, seat_key, seat_of_key, verify_seat_key

NEW, OLD = "n" * 32, "o" * 32


def test_a_seat_key_opens_its_seat_of_its_match_only():
    ring = KeyRing.parse(f"new={NEW}")
    key = seat_key(ring, "toy", "seed-1", 0)
    verify_seat_key(ring, "toy", "seed-1", 0, key)
    for game, seed, seat in [("toy", "seed-1", 1), ("toy", "seed-2", 0), ("seep", "seed-1", 0)]:
        with pytest.raises(SeatKeyInvalid):
            verify_seat_key(ring, game, seed, seat, key)


def test_every_key_of_the_ring_checks_seat_keys_and_the_first_makes_them():
    old = seat_key(KeyRing.parse(f"old={OLD}"), "toy", "s", 1)
    rotated = KeyRing.parse(f"new={NEW},old={OLD}")
    verify_seat_key(rotated, "toy", "s", 1, old)
    assert seat_key(rotated, "toy", "s", 1).startswith("new.")
    with pytest.raises(SeatKeyInvalid):
        verify_seat_key(KeyRing.parse(f"new={NEW}"), "toy", "s", 1, old)


def test_a_seat_key_is_no_seal_and_nothing_else_is_a_seat_key():
    ring = KeyRing.parse(f"new={NEW}")
    as_seal = seal(ring, ["toy", "s", 0])  # the same bytes, signed for another purpose
    for key in (as_seal, None, 3, "", "new.", "nope." + seat_key(ring, "toy", "s", 0)[4:]):
        with pytest.raises(SeatKeyInvalid):
            verify_seat_key(ring, "toy", "s", 0, key)


def test_a_seat_key_names_its_seat_and_no_other_key_names_one():
    ring = KeyRing.parse(f"new={NEW}")
    for seat in range(4):
        assert seat_of_key(ring, "toy", "s", 4, seat_key(ring, "toy", "s", seat)) == seat
    for key in (seat_key(ring, "toy", "s", 4), seat_key(ring, "toy", "t", 0), None, ""):
        with pytest.raises(SeatKeyInvalid):
            seat_of_key(ring, "toy", "s", 4, key)
