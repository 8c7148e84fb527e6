"""Seals: canonical, verified by every key of the ring, made only by the first, never forgeable."""

from __future__ import annotations

import string

import orjson
import pytest

from referee.statecodec import KeyRing, SealInvalid, canonical, seal, verify_seal

NEW, OLD = "n" * 32, "o" * 32
STATE = {
    "game": "toy",
    "schema_version": 1,
    "seed": "graine é",
    "hands": [["7H", "JS"], []],
    "to_move": 0,
    "options": {"players": 2},
}
ALPHABET = string.ascii_letters + string.digits + "-_"


def test_canonical_encoding_ignores_key_order_and_whitespace():
    shuffled = orjson.loads(
        b'{"to_move": 0, "options": {"players": 2}, "hands": [["7H","JS"],[]],'
        b' "seed": "graine \\u00e9", "schema_version": 1, "game": "toy"}'
    )
    assert canonical(shuffled) == canonical(STATE)
    assert (
        canonical(STATE)
        == (
            '{"game":"toy","hands":[["7H","JS"],[]],"options":{"players":2},'
            '"schema_version":1,"seed":"graine é","to_move":0}'
        ).encode()
    )


def test_a_seal_names_the_signing_key_and_verifies():
    ring = KeyRing.parse(f"new={NEW},old={OLD}")
    sealed = seal(ring, STATE)
    key_id, mac = sealed.split(".")
    assert key_id == "new" and len(mac) == 43
    verify_seal(ring, orjson.loads(orjson.dumps(STATE)), sealed)


def test_every_key_of_the_ring_verifies_and_only_the_first_signs():
    old_seal = seal(KeyRing.parse(f"old={OLD}"), STATE)
    rotated = KeyRing.parse(f"new={NEW},old={OLD}")
    verify_seal(rotated, STATE, old_seal)  # a seal of the old key still holds
    assert seal(rotated, STATE).startswith("new.")  # new seals are the new key's
    with pytest.raises(SealInvalid):  # once dropped, the old key is gone
        verify_seal(KeyRing.parse(f"new={NEW}"), STATE, old_seal)


def test_a_seal_of_another_secret_under_the_same_id_is_refused():
    forged = seal(KeyRing.parse(f"new={OLD}"), STATE)
    with pytest.raises(SealInvalid, match="altered"):
        verify_seal(KeyRing.parse(f"new={NEW}"), STATE, forged)


def test_changing_any_character_of_a_seal_is_refused():
    ring = KeyRing.parse(f"new={NEW},nex={OLD}")
    sealed = seal(ring, STATE)
    for index, char in enumerate(sealed):
        for other in {ALPHABET[(ALPHABET.find(char) + 1) % len(ALPHABET)], ".", "=", "é"} - {char}:
            with pytest.raises(SealInvalid):
                verify_seal(ring, STATE, sealed[:index] + other + sealed[index + 1 :])
    for cut in (sealed[:-1], sealed + "A", sealed + "=", "", "new.", "new"):
        with pytest.raises(SealInvalid):
            verify_seal(ring, STATE, cut)


@pytest.mark.parametrize(
    "change",
    [
        lambda s: {**s, "to_move": 1},
        lambda s: {**s, "hands": [["7H"], ["JS"]]},
        lambda s: {**s, "seed": "graine e"},
        lambda s: {**s, "extra": None},
        lambda s: {k: v for k, v in s.items() if k != "options"},
    ],
)
def test_changing_the_state_breaks_its_seal(change):
    ring = KeyRing.parse(f"new={NEW}")
    with pytest.raises(SealInvalid, match="altered"):
        verify_seal(ring, change(STATE), seal(ring, STATE))


@pytest.mark.parametrize("sealed", [None, 7, ["new.x"]])
def test_a_missing_or_mistyped_seal_is_refused(sealed):
    with pytest.raises(SealInvalid):
        verify_seal(KeyRing.parse(f"new={NEW}"), STATE, sealed)
