"""The key ring: parsing `REFEREE_STATE_KEYS`, refusing weak or ambiguous rings."""

from __future__ import annotations

import pytest

from referee.statecodec import KeyRing

SECRET = "s" * 32


def test_the_first_key_signs_and_every_key_is_found():
    ring = KeyRing.parse(f"new={SECRET}x, old={SECRET}y,older={SECRET}z")
    assert ring.signing.id == "new"
    assert ring.ids == ["new", "old", "older"]
    assert ring.get("old").id == "old" and ring.get("nope") is None


def test_secrets_may_hold_equals_signs():
    assert KeyRing.parse(f"k={SECRET}==").get("k") is not None


def test_keys_of_different_secrets_differ_and_the_same_secret_derives_the_same_keys():
    a, b, c = (
        KeyRing.parse(text).signing for text in (f"a={SECRET}1", f"a={SECRET}2", f"b={SECRET}1")
    )
    assert a.macs["seal"] != b.macs["seal"]
    assert a.macs["seal"] == c.macs["seal"]  # the id names a key; the secret makes it
    assert a.macs["seal"] != a.macs["seat"]  # one key per purpose


@pytest.mark.parametrize(
    "text,fragment",
    [
        ("", "entry 1"),
        (f"{SECRET}", "entry 1"),
        (f"a={SECRET},b", "entry 2"),
        (f"a b={SECRET}", "entry 1"),
        (f"a.b={SECRET}", "entry 1"),
        (f"{'x' * 33}={SECRET}", "entry 1"),
        ("a=short", "at least 32"),
        (f"a={SECRET},a={SECRET}1", "twice"),
    ],
)
def test_bad_rings_are_refused_without_echoing_a_secret(text, fragment):
    with pytest.raises(ValueError) as error:
        KeyRing.parse(text)
    assert fragment in str(error.value)
    assert SECRET not in str(error.value) and "short" not in str(error.value)


def test_no_key_is_shown_by_repr():
    ring = KeyRing.parse(f"k={SECRET}")
    assert SECRET not in repr(ring.signing) and repr(ring.signing.macs["seal"]) not in repr(
        ring.signing
    )
