"""Key names: built in one place, one hash tag (one Cluster slot) per session, no injection."""

from __future__ import annotations

import fnmatch

import pytest
from redis.crc import key_slot

from referee.sessions import codes
from referee.sessions.keys import (
    KEY_DIGEST_CHARS,
    answer_slot,
    earlier_index,
    join_code_key,
    pattern,
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


@pytest.mark.parametrize(
    "typed,code",
    [
        ("7KQ2M9XD", "7KQ2M9XD"),
        ("7kq2-m9xd", "7KQ2M9XD"),
        (" 7KQ2 M9XD ", "7KQ2M9XD"),
        ("0I1L-oO2z", "0111002Z"),  # O read as 0, I and L as 1
    ],
)
def test_a_join_code_is_read_as_typed_and_keyed_under_a_hash_tag_of_its_own(typed, code):
    assert codes.normalized(typed) == code
    key = join_code_key(code)
    assert key == f"referee:{{join:{code}}}:seat"
    assert fnmatch.fnmatchcase(key, pattern())  # swept with the sessions' keys


@pytest.mark.parametrize("bad", ["7KQ2M9X", "7KQ2M9XDD", "7KQ2M9XU", "{a}BCDEFG", "é" * 8, None, 7])
def test_text_that_spells_no_join_code_reaches_no_key(bad):
    assert codes.normalized(bad) is None
    with pytest.raises(ValueError):
        join_code_key("{x}")


def test_join_codes_are_drawn_from_the_alphabet_and_spread_over_slots():
    drawn = [codes.new_code() for _ in range(50)]
    assert all(codes.normalized(code) == code for code in drawn)
    assert len({key_slot(join_code_key(code).encode()) for code in drawn}) > 40
