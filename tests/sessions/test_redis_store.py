"""The Redis store on a real redis-server: key layout, TTLs, WATCH contention, outages."""

from __future__ import annotations

import json
import time

import pytest
import redis
from redis.client import Pipeline

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


@pytest.fixture
def interfere(monkeypatch):
    """Run `action` once, from another client, between the store's WATCH and its EXEC."""
    original = Pipeline.execute
    pending = []

    def execute(self, *args, **kwargs):
        if self.watching and pending:
            pending.pop()()
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Pipeline, "execute", execute)
    yield pending.append
    assert not pending, "the interference never ran"


def test_all_keys_are_json_under_one_hash_tag_and_carry_the_ttl(rstore, raw):
    rstore.create(record())
    new = record().advanced({"v": 1}, entry(1))
    rstore.commit(0, new, entry(1), ("0:k", {"answer": True}))
    keys = session_keys("s1")
    assert sorted(k.decode() for k in raw.keys("referee:*")) == sorted(keys.values())
    assert json.loads(raw.get(keys["session"]))["version"] == 1
    assert [json.loads(line) for line in raw.lrange(keys["history"], 0, -1)] == [entry(1)]
    assert json.loads(raw.hget(keys["answers"], "0:k")) == {"answer": True}
    for key in keys.values():
        assert 290 < raw.ttl(key) <= 300


def test_a_write_between_watch_and_exec_is_never_overwritten(rstore, redis_url, interfere):
    """Simulated contention: another client commits the next version while this one
    is between WATCH and EXEC; EXEC fails (WatchError), the store compares again, sees
    a new version and refuses: the other client's move stands."""
    rstore.create(record())
    other = RedisStore(redis_url, ttl=300)
    theirs = record().advanced({"v": "theirs"}, entry(1))
    interfere(lambda: other.commit(0, theirs, entry(1)))
    mine = record().advanced({"v": "mine"}, entry(1))
    with pytest.raises(VersionConflict):
        rstore.commit(0, mine, entry(1))
    assert rstore.load("s1").state == {"v": "theirs"}
    assert rstore.history("s1") == [entry(1)]
    other.close()


def test_a_watch_error_that_left_the_version_alone_is_retried(rstore, raw, interfere):
    """A touch of the watched key (a TTL renewal) fails EXEC, but the version is still
    the expected one, so the store retries and the commit goes through, once."""
    rstore.create(record())
    interfere(lambda: raw.expire(session_keys("s1")["session"], 500))
    new = record().advanced({"v": 1}, entry(1))
    rstore.commit(0, new, entry(1))
    assert rstore.load("s1") == new
    assert rstore.history("s1") == [entry(1)]


def test_an_answer_kept_between_watch_and_exec_stops_the_commit(rstore, redis_url, interfere):
    rstore.create(record())
    other = RedisStore(redis_url, ttl=300)
    interfere(lambda: other.keep_answer("s1", "0:k", {"kept": "first"}, 10))
    with pytest.raises(VersionConflict):
        rstore.commit(0, record().advanced({"v": 1}, entry(1)), entry(1), ("0:k", {"x": 1}))
    assert rstore.load("s1").version == 0
    assert rstore.answer("s1", "0:k") == {"kept": "first"}
    other.close()


def test_a_session_deleted_between_watch_and_exec_is_not_resurrected(rstore, raw, interfere):
    rstore.create(record())
    interfere(lambda: raw.delete(*session_keys("s1").values()))
    with pytest.raises(SessionNotFound):
        rstore.commit(0, record().advanced({"v": 1}, entry(1)), entry(1))
    assert raw.keys("referee:*") == []


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
