"""Key names: built in one place, one hash tag (one Cluster slot) per session, no injection."""

from __future__ import annotations

import pytest
from redis.crc import key_slot

from referee.sessions.keys import (
    KEY_DIGEST_CHARS,
    answer_slot,
    earlier_index,
    session_keys,
    valid_id,
)


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


def test_idempotency_slots_are_scoped_to_the_seat_and_hash_the_key():
    assert answer_slot(0, "k").latest != answer_slot(1, "k").latest
    assert answer_slot(0, "k") == answer_slot(0, "k") != answer_slot(0, "j")
    slot = answer_slot(2, "a key with {braces} and :colons:")
    assert (slot.latest, slot.earlier) == ("2", "2:earlier")
    assert len(slot.key) == KEY_DIGEST_CHARS and int(slot.key, 16) >= 0


def test_an_earlier_key_is_found_only_at_a_whole_slot():
    keys = "".join(answer_slot(0, f"k{n}").key for n in range(3))
    assert earlier_index(keys, answer_slot(0, "k2").key) == 2 * KEY_DIGEST_CHARS
    assert earlier_index(keys, answer_slot(0, "k9").key) == -1
    straddling = keys[KEY_DIGEST_CHARS // 2 : KEY_DIGEST_CHARS * 3 // 2]
    assert straddling in keys and earlier_index(keys, straddling) == -1
