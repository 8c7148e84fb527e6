"""The Redis store on a real redis-server: key layout, TTLs, scripts, round trips, outages."""

from __future__ import annotations

import json
import time

import pytest
import redis

from referee.sessions import (SessionNotFound, SessionRecord, StoreUnavailable,
                              VersionConflict, build_store)
from referee.sessions.keys import session_keys
from referee.sessions.redis_store import RedisStore


def record(version=0, state=None) -> SessionRecord:
    return SessionRecord(id="s1", game="toy", version=version, state=state or {"v": version},
                         seats=("a" * 64,))


def entry(version: int) -> dict:
    return {"version": version, "player": 0, "move": {"n": version}, "events": []}


@pytest.fixture
def rstore(redis_url):
    built = RedisStore(redis_url, ttl=300)
    yield built
    built.close()


@pytest.fixture
def raw(redis_url):
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def test_all_keys_are_json_under_one_hash_tag_and_carry_the_ttl(rstore, raw):
    rstore.create(record())
    new = record().advanced({"v": 1}, entry(1))
    rstore.commit(0, new, entry(1), ("0:k", {"answer": True}))
    keys = session_keys("s1")
    assert sorted(k.decode() for k in raw.keys("referee:*")) == sorted(keys.values())
    stored = raw.hgetall(keys["record"])
    assert set(stored) == {b"meta", b"state", b"version", b"history_length", b"history_bytes"}
    assert json.loads(stored[b"meta"]) == {"id": "s1", "game": "toy", "seats": ["a" * 64],
                                           "owner": ""}
    assert json.loads(stored[b"state"]) == {"v": 1} and stored[b"version"] == b"1"
    assert [json.loads(line) for line in raw.lrange(keys["history"], 0, -1)] == [entry(1)]
    assert json.loads(raw.hget(keys["answers"], "0:k")) == {"answer": True}
    for key in keys.values():
        assert 290 < raw.ttl(key) <= 300


def test_a_commit_on_a_version_another_client_moved_on_is_refused(rstore, redis_url):
    rstore.create(record())
    other = RedisStore(redis_url, ttl=300)
    other.commit(0, record().advanced({"v": "theirs"}, entry(1)), entry(1))
    with pytest.raises(VersionConflict):
        rstore.commit(0, record().advanced({"v": "mine"}, entry(1)), entry(1), ("0:k", {"x": 1}))
    assert rstore.load("s1").state == {"v": "theirs"}
    assert rstore.history("s1") == [entry(1)] and rstore.answer("s1", "0:k") is None
    other.close()


def test_a_session_deleted_before_the_commit_is_not_resurrected(rstore, raw):
    rstore.create(record())
    raw.delete(*session_keys("s1").values())
    with pytest.raises(SessionNotFound):
        rstore.commit(0, record().advanced({"v": 1}, entry(1)), entry(1), ("0:k", {"x": 1}))
    with pytest.raises(SessionNotFound):
        rstore.keep_answer("s1", "0:k", {"x": 1}, 10)
    assert raw.keys("referee:*") == []


def test_scripts_lost_by_redis_are_loaded_again(rstore, raw):
    """After a restart (or SCRIPT FLUSH) Redis knows no script: EVALSHA fails with
    NOSCRIPT and the store loads the script again, transparently."""
    rstore.create(record())
    rstore.commit(0, record().advanced({"v": 1}, entry(1)), entry(1))
    raw.script_flush()
    rstore.commit(1, record(1).advanced({"v": 2}, entry(2)), entry(2))
    assert rstore.keep_answer("s1", "0:k", {"x": 1}, 10) == {"x": 1}
    assert rstore.load("s1").version == 2


def test_a_move_costs_two_round_trips(rstore, toy_game, monkeypatch):
    """One read of the record and one script that checks and writes; with an
    Idempotency-Key too (the script looks the key up as it commits)."""
    from redis.connection import Connection

    from referee.sessions import SessionService

    service = SessionService(rstore, max_session_bytes=1 << 20, games=lambda _: toy_game)
    created = service.create("toy", seed="trips")
    tokens = [seat["token"] for seat in created["seats"]]
    sent = []
    original = Connection.send_packed_command
    def counted(self, *args, **kwargs):
        sent.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Connection, "send_packed_command", counted)
    for version in range(4):
        state = rstore.load(created["id"]).state
        seat = state["to_move"]
        sent.clear()
        answer = service.move(created["id"], tokens[seat],
                              {"player": seat, "type": "play", "card": state["hands"][seat][0]},
                              idempotency_key=f"k{version}" if version % 2 else None)
        assert answer.body["legal"] is True and answer.version == version + 1
        if version:         # the first commit also loads the script into Redis
            assert len(sent) == 2, version


def test_an_unreachable_redis_fails_fast_as_store_unavailable():
    with __import__("socket").socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]       # nothing listens here once the probe closes
    store = build_store(f"redis://127.0.0.1:{port}/0", ttl=60)
    assert store.kind == "redis"
    assert store.ping() is False
    started = time.monotonic()
    for call in (lambda: store.load("s1"), lambda: store.create(record()),
                 lambda: store.commit(0, record(1), entry(1)), lambda: store.history("s1"),
                 lambda: store.answer("s1", "0:k"), lambda: store.delete("s1"),
                 lambda: store.keep_answer("s1", "0:k", {}, 1)):
        with pytest.raises(StoreUnavailable):
            call()
    assert time.monotonic() - started < 2
    store.close()


def test_the_factory_picks_the_store_from_the_url():
    assert build_store(None, 60).kind == "memory"
    assert build_store("", 60).kind == "memory"
    store = build_store("redis://127.0.0.1:1/0", 60)   # builds without connecting
    assert store.kind == "redis" and store.ttl == 60
