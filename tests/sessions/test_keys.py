"""Key names: built in one place, one hash tag (one Cluster slot) per session, no injection."""

from __future__ import annotations

import pytest
from redis.crc import key_slot

from referee.sessions.keys import answer_field, session_keys, valid_id


def test_every_key_of_a_session_shares_its_hash_tag_and_cluster_slot():
    keys = session_keys("abc_DEF-123")
    assert set(keys) == {"record", "history", "answers"}
    assert all(key.startswith("referee:{abc_DEF-123}:") for key in keys.values())
    assert len({key_slot(key.encode()) for key in keys.values()}) == 1


def test_sessions_spread_over_slots():
    slots = {key_slot(session_keys(f"s{n}")["record"].encode()) for n in range(50)}
    assert len(slots) > 40


@pytest.mark.parametrize("bad", ["", "a}b", "{x}", "a:b", "a b", "x" * 65, None, 7, "é"])
def test_client_text_never_becomes_a_key(bad):
    assert not valid_id(bad)
    with pytest.raises(ValueError):
        session_keys(bad)


def test_idempotency_fields_are_scoped_to_the_seat_and_hash_the_key():
    assert answer_field(0, "k") != answer_field(1, "k")
    assert answer_field(0, "k") == answer_field(0, "k")
    field = answer_field(2, "a key with {braces} and :colons:")
    assert field.startswith("2:") and "{" not in field and len(field) == 2 + 64
