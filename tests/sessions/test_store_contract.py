"""One contract, every store: the memory store and Redis (a real redis-server) alike."""

from __future__ import annotations

import dataclasses
import inspect
import json
import pathlib
import threading
import time

import pytest

from referee.games.registry import get_game
from referee.sessions import (
    KeyAnsweredEarlier,
    MemoryStore,
    SessionExists,
    SessionNotFound,
    SessionRecord,
    SessionStore,
    StoreFull,
    VersionConflict,
)
from referee.sessions.keys import EARLIER_KEYS, answer_slot
from referee.sessions.redis_store import RedisStore
from referee.sessions.store import ENDED_TTL

BACKENDS = [MemoryStore, RedisStore]


@pytest.mark.parametrize("backend", BACKENDS, ids=lambda cls: cls.kind)
def test_every_backend_implements_the_whole_interface(backend):
    assert not getattr(backend, "__abstractmethods__", None)
    assert backend.kind in {"memory", "redis"}
    for name, member in inspect.getmembers(SessionStore, inspect.isfunction):
        if name.startswith("_"):
            continue
        own = getattr(backend, name)
        assert (
            inspect.signature(own).parameters.keys() == inspect.signature(member).parameters.keys()
        ), name
        if getattr(member, "__isabstractmethod__", False):
            assert own is not member, f"{backend.__name__} does not implement {name}"


STATES = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "states"


def record(session_id="s1", version=0, state=None) -> SessionRecord:
    return SessionRecord(
        id=session_id,
        game="toy",
        version=version,
        state=state or {"deal": version},
        seats=("a" * 64, "b" * 64),
    )


def slot(name: str):
    """The answer slot of `<seat>:<key>`."""
    seat, _, key = name.partition(":")
    return answer_slot(int(seat), key)


def entry(version: int) -> dict:
    return {"version": version, "player": 0, "move": {"n": version}, "events": []}


def advance(store: SessionStore, current: SessionRecord, answer=None) -> SessionRecord:
    new = current.advanced({"deal": current.version + 1}, entry(current.version + 1))
    assert store.commit(current.version, new, entry(current.version + 1), answer) is None
    return new


class TestStoreContract:
    @pytest.mark.parametrize("game_id", ["cassino", "ronda", "seep", "spite-and-malice"])
    def test_a_state_kept_by_an_earlier_release_is_read_in_this_one(self, store, game_id):
        kept = json.loads((STATES / game_id / "v1" / "2p-mid-deal.json").read_text())["state"]
        game = get_game(game_id)
        store.create(dataclasses.replace(record(), game=game_id, state=kept))
        loaded = store.load("s1")
        assert kept["schema_version"] == 1
        assert loaded.state["schema_version"] == game.schema_version
        assert loaded.state == game.parse_state(kept)

    def test_create_then_load_round_trips_through_json(self, store):
        store.create(record())
        loaded = store.load("s1")
        assert loaded == record()
        assert store.history("s1") == []

    def test_create_never_overwrites(self, store):
        store.create(record())
        with pytest.raises(SessionExists):
            store.create(record(state={"other": True}))
        assert store.load("s1").state == {"deal": 0}

    def test_unknown_sessions_are_not_found(self, store):
        for call in (
            lambda: store.load("nope"),
            lambda: store.history("nope"),
            lambda: store.keep_answer("nope", slot("0:x"), {"a": 1}),
            lambda: store.commit(0, record("nope"), entry(1)),
        ):
            with pytest.raises(SessionNotFound):
                call()
        assert store.delete("nope") is False

    def test_commit_writes_record_history_and_answer_together(self, store):
        store.create(record())
        one = advance(store, record(), (slot("0:k"), {"body": 1}))
        two = one.advanced({"deal": 2}, entry(2))
        assert store.commit(1, two, entry(2)) is None
        assert store.load("s1") == two
        assert two.version == 2 and two.history_length == 2
        assert [e["version"] for e in store.history("s1")] == [1, 2]
        assert store.history("s1", start=1) == [entry(2)]
        assert store.answer("s1", slot("0:k")) == {"body": 1}
        assert store.answer("s1", slot("1:k")) is None

    def test_the_history_is_read_in_pages(self, store):
        store.create(record())
        current = record()
        for _ in range(7):
            current = advance(store, current)
        assert store.history("s1") == [entry(n) for n in range(1, 8)]
        assert store.history("s1", 0, 3) == [entry(1), entry(2), entry(3)]
        assert store.history("s1", 3, 3) == [entry(4), entry(5), entry(6)]
        assert store.history("s1", 6, 3) == [entry(7)]
        assert store.history("s1", 7, 3) == [] and store.history("s1", 70, 1) == []
        assert store.history("s1", 2, 1) == [entry(3)]

    def test_a_long_history_is_kept_whole(self, store):
        store.create(record())
        current = record()
        for _ in range(2_500):
            current = advance(store, current)
        assert store.load("s1").history_length == 2_500
        assert store.history("s1", 2_499, 1000) == [entry(2_500)]
        assert [e["version"] for e in store.history("s1", 1_000, 1000)] == list(range(1_001, 2_001))

    def test_commit_on_a_stale_version_writes_nothing(self, store):
        store.create(record())
        advance(store, record())
        stale = record().advanced({"other": 1}, entry(1))
        with pytest.raises(VersionConflict):
            store.commit(0, stale, entry(1), (slot("0:late"), {"x": 1}))
        assert store.load("s1").state == {"deal": 1}
        assert store.history("s1") == [entry(1)]
        assert store.answer("s1", slot("0:late")) is None

    def test_commit_never_replaces_a_kept_answer_and_returns_it(self, store):
        store.create(record())
        store.keep_answer("s1", slot("0:k"), {"first": True})
        new = record().advanced({"deal": 1}, entry(1))
        assert store.commit(0, new, entry(1), (slot("0:k"), {"second": True})) == {"first": True}
        assert store.commit(5, new, entry(1), (slot("0:k"), {"second": True})) == {"first": True}
        assert store.load("s1").version == 0 and store.history("s1") == []
        assert store.answer("s1", slot("0:k")) == {"first": True}
        assert store.commit(0, new, entry(1), (slot("0:other"), {"third": True})) is None

    def test_the_first_kept_answer_wins_and_a_seat_keeps_its_latest_only(self, store):
        store.create(record())
        assert store.keep_answer("s1", slot("0:a"), {"n": 1}) == {"n": 1}
        assert store.keep_answer("s1", slot("0:a"), {"n": 2}) == {"n": 1}
        assert store.keep_answer("s1", slot("0:b"), {"n": 3}) == {"n": 3}
        assert store.keep_answer("s1", slot("0:b"), {"n": 4}) == {"n": 3}
        # The key before the latest answers no more, and is never taken for a new one.
        for call in (
            lambda: store.answer("s1", slot("0:a")),
            lambda: store.keep_answer("s1", slot("0:a"), {"n": 5}),
            lambda: store.commit(
                0, record().advanced({"deal": 1}, entry(1)), entry(1), (slot("0:a"), {"n": 6})
            ),
        ):
            with pytest.raises(KeyAnsweredEarlier):
                call()
        assert store.load("s1").version == 0 and store.history("s1") == []

    def test_a_seat_remembers_a_bounded_number_of_earlier_keys(self, store):
        store.create(record())
        for n in range(EARLIER_KEYS + 2):
            store.keep_answer("s1", slot(f"0:k{n}"), {"n": n})
        assert store.answer("s1", slot(f"0:k{EARLIER_KEYS + 1}")) == {"n": EARLIER_KEYS + 1}
        for n in range(1, EARLIER_KEYS + 1):
            with pytest.raises(KeyAnsweredEarlier):
                store.answer("s1", slot(f"0:k{n}"))
        assert store.answer("s1", slot("0:k0")) is None  # past the bound: forgotten

    def test_one_seat_keys_never_reach_another_seat(self, store):
        store.create(record())
        current = advance(store, record(), (slot("1:theirs"), {"seat": 1}))
        for n in range(5_000):
            store.keep_answer("s1", slot(f"0:mine{n}"), {"n": n})
        assert store.answer("s1", slot("1:theirs")) == {"seat": 1}
        assert store.keep_answer("s1", slot("1:next"), {"seat": 1, "n": 2}) == {"seat": 1, "n": 2}
        advance(store, current, (slot("1:after"), {"seat": 1, "n": 3}))
        assert store.answer("s1", slot("1:after")) == {"seat": 1, "n": 3}
        assert store.answer("s1", slot("0:mine4999")) == {"n": 4999}

    def test_expires_in_says_the_time_to_live_left_and_none_once_gone(self, store, session_ttl):
        assert store.expires_in("s1") is None
        store.create(record())
        left = store.expires_in("s1")
        assert left is not None and session_ttl - 5 <= left <= session_ttl
        store.delete("s1")
        assert store.expires_in("s1") is None

    def test_delete_removes_everything(self, store):
        store.create(record())
        advance(store, record(), (slot("0:k"), {"a": 1}))
        assert store.delete("s1") is True
        with pytest.raises(SessionNotFound):
            store.load("s1")
        with pytest.raises(SessionNotFound):
            store.history("s1")
        assert store.delete("s1") is False
        store.create(record())  # the id is free again, with no leftovers
        assert store.history("s1") == [] and store.answer("s1", slot("0:k")) is None

    def test_ending_a_session_keeps_who_ended_it_apart_from_the_session(self, store):
        store.create(record())
        store.create(record("s2"))
        assert store.ended_by("s1") is None
        assert store.delete("s1", "owner") is True
        assert store.ended_by("s1") == "owner"
        with pytest.raises(SessionNotFound):
            store.load("s1")
        assert store.delete("s1", "admin") is False  # ended already: the first ender stays
        assert store.ended_by("s1") == "owner"
        assert store.delete("nope", "admin") is False and store.ended_by("nope") is None
        assert store.delete("s2") is True and store.ended_by("s2") is None  # removed, not ended
        store.create(record("s2"))
        assert store.delete("s2", "admin") is True and store.ended_by("s2") == "admin"

    def test_ping(self, store):
        assert store.ping() is True

    def test_racing_commits_on_one_version_have_exactly_one_winner(self, store):
        store.create(record())
        barrier, wins, losses = threading.Barrier(8), [], []

        def race(n: int) -> None:
            mine = record().advanced({"winner": n}, entry(1))
            barrier.wait()
            try:
                store.commit(0, mine, {**entry(1), "move": {"n": n}})
                wins.append(n)
            except VersionConflict:
                losses.append(n)

        threads = [threading.Thread(target=race, args=(n,)) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(wins) == 1 and len(losses) == 7
        assert store.load("s1").state == {"winner": wins[0]}
        assert [e["move"] for e in store.history("s1")] == [{"n": wins[0]}]

    # Margins of 0.8 s either side: a loaded machine may oversleep by a few tenths.
    @pytest.mark.parametrize("session_ttl", [2])
    def test_sessions_expire_when_idle_and_each_move_renews_the_ttl(self, store, session_ttl):
        store.create(record())
        time.sleep(1.2)
        advance(store, record(), (slot("0:k"), {"a": 1}))  # renews every key of the session
        time.sleep(1.2)
        assert store.load("s1").version == 1  # 2.4 s after creation, 1.2 s idle
        assert store.answer("s1", slot("0:k")) == {"a": 1}
        time.sleep(1.2)
        with pytest.raises(SessionNotFound):
            store.load("s1")
        with pytest.raises(SessionNotFound):
            store.history("s1")


def test_the_memory_store_keeps_json_text_not_objects():
    store = MemoryStore(60)
    state = {"hands": [["AS"]]}
    store.create(record(state=state))
    state["hands"][0].append("KS")  # the caller's object is not the store's
    loaded = store.load("s1")
    assert loaded.state == {"hands": [["AS"]]}
    loaded.state["hands"].clear()
    assert store.load("s1").state == {"hands": [["AS"]]}
    assert json.loads(store._sessions["s1"].record["state"]) == {"hands": [["AS"]]}


def test_the_memory_store_sweeps_expired_sessions():
    now = [0.0]
    store = MemoryStore(10, clock=lambda: now[0])
    for n in range(300):
        store.create(record(f"s{n}"))
    now[0] = 11.0
    for n in range(300):
        store.create(record(f"t{n}"))
    assert not any(key.startswith("s") for key in store._sessions)


def test_the_memory_store_bounds_its_live_sessions():
    now = [0.0]
    store = MemoryStore(10, clock=lambda: now[0], max_sessions=3)
    for n in range(3):
        store.create(record(f"s{n}"))
    with pytest.raises(StoreFull):
        store.create(record("s3"))
    assert sorted(store._sessions) == ["s0", "s1", "s2"]
    store.delete("s0")
    store.create(record("s3"))  # an ended session frees its place
    now[0] = 5.0
    advance(store, record("s1"))  # renews s1 only
    now[0] = 11.0
    store.create(record("s4"))  # s2 and s3 expired: swept at the bound
    store.create(record("s5"))
    assert sorted(store._sessions) == ["s1", "s4", "s5"]
    with pytest.raises(StoreFull):
        store.create(record("s6"))


def test_the_memory_store_says_who_ended_a_session_for_a_while_and_for_so_many():
    now = [0.0]
    store = MemoryStore(10, clock=lambda: now[0], max_sessions=3)
    for n in range(3):
        store.create(record(f"s{n}"))
        store.delete(f"s{n}", "owner")
    store.create(record("s3"))
    store.delete("s3", "admin")  # past the bound: the oldest mark goes
    assert [store.ended_by(f"s{n}") for n in range(4)] == [None, "owner", "owner", "admin"]
    now[0] = ENDED_TTL + 1
    assert [store.ended_by(f"s{n}") for n in range(4)] == [None] * 4
