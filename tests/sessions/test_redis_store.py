"""The Redis store on a real redis-server: key layout, TTLs, scripts, round trips, outages."""

from __future__ import annotations

import json
import time

import pytest
import redis
from redis.connection import Connection

from referee.sessions import (
    SessionNotFound,
    SessionRecord,
    SessionService,
    StoreUnavailable,
    VersionConflict,
    build_store,
)
from referee.sessions.keys import (
    EARLIER_KEYS,
    KEY_DIGEST_CHARS,
    answer_slot,
    ended_key,
    moves_channel,
    session_keys,
)
from referee.sessions.redis_store import RedisStore
from referee.sessions.store import ENDED_TTL


def record(version=0, state=None) -> SessionRecord:
    return SessionRecord(
        id="s1", game="toy", version=version, state=state or {"v": version}, seats=("a" * 64,)
    )


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
    rstore.commit(0, new, entry(1), (answer_slot(0, "k"), {"answer": True}))
    keys = session_keys("s1")
    assert sorted(k.decode() for k in raw.keys("referee:*")) == sorted(keys.values())
    stored = raw.hgetall(keys["record"])
    assert set(stored) == {
        b"meta",
        b"state",
        b"version",
        b"history_length",
        b"history_bytes",
        b"revision",
    }
    assert stored[b"revision"].decode() == new.revision and len(new.revision) == 32
    assert json.loads(stored[b"meta"]) == {
        "id": "s1",
        "game": "toy",
        "seats": ["a" * 64],
        "owner": "",
    }
    assert json.loads(stored[b"state"]) == {"v": 1} and stored[b"version"] == b"1"
    assert [json.loads(line) for line in raw.lrange(keys["history"], 0, -1)] == [entry(1)]
    kept = raw.hget(keys["answers"], "0")
    assert kept[:KEY_DIGEST_CHARS].decode() == answer_slot(0, "k").key
    assert json.loads(kept[KEY_DIGEST_CHARS:]) == {"answer": True}
    for key in keys.values():
        assert 290 < raw.ttl(key) <= 300


def test_a_seats_answers_take_two_fields_of_bounded_size_however_many_keys(rstore, raw):
    rstore.create(record())
    for n in range(500):
        rstore.keep_answer("s1", answer_slot(0, f"k{n}"), {"n": n})
    answers = session_keys("s1")["answers"]
    assert raw.hlen(answers) == 2
    assert raw.hstrlen(answers, "0:earlier") == EARLIER_KEYS * KEY_DIGEST_CHARS
    assert raw.hstrlen(answers, "0") == KEY_DIGEST_CHARS + len('{"n":499}')


def test_a_commit_on_a_version_another_client_moved_on_is_refused(rstore, redis_url):
    rstore.create(record())
    other = RedisStore(redis_url, ttl=300)
    other.commit(0, record().advanced({"v": "theirs"}, entry(1)), entry(1))
    with pytest.raises(VersionConflict):
        rstore.commit(
            0, record().advanced({"v": "mine"}, entry(1)), entry(1), (answer_slot(0, "k"), {"x": 1})
        )
    assert rstore.load("s1").state == {"v": "theirs"}
    assert rstore.history("s1") == [entry(1)] and rstore.answer("s1", answer_slot(0, "k")) is None
    other.close()


def test_a_session_deleted_before_the_commit_is_not_resurrected(rstore, raw):
    rstore.create(record())
    raw.delete(*session_keys("s1").values())
    with pytest.raises(SessionNotFound):
        rstore.commit(
            0, record().advanced({"v": 1}, entry(1)), entry(1), (answer_slot(0, "k"), {"x": 1})
        )
    with pytest.raises(SessionNotFound):
        rstore.keep_answer("s1", answer_slot(0, "k"), {"x": 1})
    assert raw.keys("referee:*") == []


def test_ending_a_session_leaves_one_key_saying_who_and_announces_it(rstore, raw):
    rstore.create(record())
    rstore.commit(0, record().advanced({"v": 1}, entry(1)), entry(1), (answer_slot(0, "k"), {}))
    listener = raw.pubsub()
    listener.subscribe(moves_channel("s1"))
    assert listener.get_message(timeout=1)["type"] == "subscribe"
    assert rstore.delete("s1", "admin") is True
    assert raw.keys("referee:*") == [ended_key("s1").encode()]
    assert raw.get(ended_key("s1")) == b"admin"
    assert ENDED_TTL - 5 < raw.ttl(ended_key("s1")) <= ENDED_TTL
    heard = listener.get_message(timeout=1)
    assert heard["type"] == "message" and heard["data"] == b"end:admin"
    listener.close()


def test_a_full_redis_still_ends_a_session_and_says_who(redis_server_factory):
    server = redis_server_factory()
    store = RedisStore(server.url, ttl=300)
    raw = redis.Redis.from_url(server.url)
    store.create(record())
    raw.config_set("maxmemory-policy", "noeviction")
    raw.config_set("maxmemory", 1)  # every write that takes room is refused
    with pytest.raises(redis.exceptions.OutOfMemoryError):
        raw.set("probe", "x")
    assert store.delete("s1", "owner") is True
    assert store.ended_by("s1") == "owner"
    with pytest.raises(SessionNotFound):
        store.load("s1")
    raw.close()
    store.close()


def test_scripts_lost_by_redis_are_loaded_again(rstore, raw):
    """After a restart (or SCRIPT FLUSH) Redis knows no script: EVALSHA fails with
    NOSCRIPT and the store loads the script again, transparently."""
    rstore.create(record())
    first = record().advanced({"v": 1}, entry(1))
    rstore.commit(0, first, entry(1))
    raw.script_flush()
    rstore.commit(1, first.advanced({"v": 2}, entry(2)), entry(2))
    assert rstore.keep_answer("s1", answer_slot(0, "k"), {"x": 1}) == {"x": 1}
    assert rstore.load("s1").version == 2


def test_a_move_costs_one_round_trip_on_a_record_this_process_holds(
    rstore, redis_url, toy_game, monkeypatch
):
    """The commit script alone when this process read or wrote the session's latest record
    (with an Idempotency-Key too: the script looks the key up as it commits); two round
    trips from a process that holds none, and two when the one it holds is outdated (the
    refused commit sends the current record back). The commit script also publishes."""

    def service_on(store):
        return SessionService(store, max_session_bytes=1 << 20, games=lambda _: toy_game)

    service = service_on(rstore)
    created = service.create("toy", seed="trips")
    tokens = [seat["token"] for seat in created["seats"]]
    sent = []
    original = Connection.send_packed_command

    def counted(self, *args, **kwargs):
        sent.append(1)
        return original(self, *args, **kwargs)

    def move(on, version):
        state = RedisStore(redis_url, ttl=300).load(created["id"]).state  # not `on`'s record
        seat = state["to_move"]
        sent.clear()
        answer = on.move(
            created["id"],
            tokens[seat],
            {"player": seat, "type": "play", "card": state["hands"][seat][0]},
            idempotency_key=f"k{version}" if version % 2 else None,
        )
        assert answer.body["legal"] is True and answer.version == version + 1
        return len(sent)

    monkeypatch.setattr(Connection, "send_packed_command", counted)
    move(service, 0)  # reads the record, and loads the script into Redis
    assert [move(service, version) for version in (1, 2, 3)] == [1, 1, 1]
    other = service_on(RedisStore(redis_url, ttl=300))
    # Its connection opened first: opening one says hello to Redis in commands of its own.
    assert other.store.answer(created["id"], answer_slot(0, "none")) is None
    assert move(other, 4) == 2, "a process that holds no record reads it first"
    assert move(service, 5) == 2, "an outdated record costs one refused commit, not a read"
    assert move(service, 6) == 1


def test_an_unreachable_redis_fails_fast_as_store_unavailable():
    with __import__("socket").socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # nothing listens here once the probe closes
    store = build_store(f"redis://127.0.0.1:{port}/0", ttl=60)
    assert store.kind == "redis"
    assert store.ping() is False
    started = time.monotonic()
    for call in (
        lambda: store.load("s1"),
        lambda: store.create(record()),
        lambda: store.commit(0, record(1), entry(1)),
        lambda: store.history("s1"),
        lambda: store.answer("s1", answer_slot(0, "k")),
        lambda: store.delete("s1"),
        lambda: store.delete("s1", "owner"),
        lambda: store.ended_by("s1"),
        lambda: store.keep_answer("s1", answer_slot(0, "k"), {}),
    ):
        with pytest.raises(StoreUnavailable):
            call()
    assert time.monotonic() - started < 2
    store.close()


def test_the_factory_picks_the_store_from_the_url():
    assert build_store(None, 60).kind == "memory"
    assert build_store("", 60).kind == "memory"
    store = build_store("redis://127.0.0.1:1/0", 60)  # builds without connecting
    assert store.kind == "redis" and store.ttl == 60


def test_a_record_kept_from_before_a_rollback_is_never_committed_on(rstore, raw):
    """A failover can roll Redis back to an older version, after which another move makes
    the same version number again with another state: the revision tells them apart."""
    rstore.create(record())
    mine = record().advanced({"v": "mine"}, entry(1))
    rstore.commit(0, mine, entry(1))
    assert rstore.recent("s1") == mine
    keys = session_keys("s1")
    raw.hset(
        keys["record"],
        mapping={"state": json.dumps({"v": "theirs"}), "version": 1, "revision": "f" * 16},
    )
    with pytest.raises(VersionConflict) as refused:
        rstore.commit(1, mine.advanced({"v": 2}, entry(2)), entry(2))
    assert refused.value.current.state == {"v": "theirs"}, "the current record comes back"
    assert rstore.recent("s1").state == {"v": "theirs"}
    assert json.loads(raw.hget(keys["record"], "state")) == {"v": "theirs"}


def test_a_move_refused_on_an_outdated_record_is_checked_again_on_the_stored_one(
    redis_url, toy_game
):
    """Two workers: the one that answers seat 1 last saw the session before seat 0 moved
    through the other. On its own record seat 1's move is out of turn, and its If-Match
    names an unknown version; on the stored record both are right, and that decides."""
    first, second = (
        SessionService(
            RedisStore(redis_url, ttl=300), max_session_bytes=1 << 20, games=lambda _: toy_game
        )
        for _ in range(2)
    )
    created = first.create("toy", seed="two-workers")
    tokens = [seat["token"] for seat in created["seats"]]
    before = first.store.load(created["id"])  # now the first worker's recent record
    seat = before.state["to_move"]
    card = before.state["hands"][seat][0]
    moved = second.move(created["id"], tokens[seat], {"player": seat, "type": "play", "card": card})
    assert moved.body["legal"] is True and moved.version == 1
    assert first.store.recent(created["id"]).version == 0
    now = second.store.load(created["id"]).state
    other = now["to_move"]
    answer = first.move(
        created["id"],
        tokens[other],
        {"player": other, "type": "play", "card": now["hands"][other][0]},
        if_match=lambda version: version == 1,
    )
    assert answer.body["legal"] is True and answer.version == 2
    assert [e["player"] for e in first.store.history(created["id"])] == [seat, other]


# -- waiting for replicas (REFEREE_REDIS_WAIT_REPLICAS) --------------------------------------


@pytest.fixture
def primary_and_replica(redis_server_factory):
    """A redis-server primary and one replica of it, each in a folder of its own."""
    primary = redis_server_factory()
    replica = redis_server_factory(
        config=("--save", "", "--appendonly", "no", "--replicaof", "127.0.0.1", str(primary.port))
    )
    watch = redis.Redis.from_url(replica.url)
    deadline = time.monotonic() + 10
    while watch.info("replication").get("master_link_status") != "up":
        assert time.monotonic() < deadline, "the replica did not catch up with the primary"
        time.sleep(0.05)
    watch.close()
    return primary, replica


def test_each_write_waits_for_the_replicas_and_is_refused_when_they_lag(primary_and_replica):
    primary, replica = primary_and_replica
    store = RedisStore(primary.url, ttl=300, wait_replicas=1, wait_timeout=300)
    on_replica = redis.Redis.from_url(replica.url)
    store.create(record())
    # Answered only once the replica holds it: read there at once, no polling.
    assert on_replica.hget(session_keys("s1")["record"], "version") == b"0"
    first = record().advanced({"v": 1}, entry(1))
    assert store.commit(0, first, entry(1), (answer_slot(0, "k"), {"a": 1})) is None
    assert on_replica.hget(session_keys("s1")["record"], "version") == b"1"
    assert on_replica.llen(session_keys("s1")["history"]) == 1

    on_replica.client_pause(5_000)  # the replica stops acknowledging
    second = first.advanced({"v": 2}, entry(2))
    started = time.monotonic()
    with pytest.raises(StoreUnavailable, match="1 replica"):
        store.commit(1, second, entry(2))
    assert 0.25 <= time.monotonic() - started < 3
    # Written on the primary all the same: a retry finds the move there.
    assert store.load("s1").version == 2
    # A refused write (a stale version) wrote nothing: refused as such, however far behind.
    with pytest.raises(VersionConflict):
        store.commit(1, second, entry(2))
    on_replica.client_unpause()
    on_replica.close()
    store.close()


def test_waiting_writes_reload_scripts_redis_lost(primary_and_replica):
    primary, _ = primary_and_replica
    store = RedisStore(primary.url, ttl=300, wait_replicas=1, wait_timeout=2_000)
    store.create(record())
    redis.Redis.from_url(primary.url).script_flush()
    assert store.commit(0, record().advanced({"v": 1}, entry(1)), entry(1)) is None
    assert store.load("s1").version == 1
    store.close()


def test_waiting_for_replicas_needs_one_redis_primary():
    with pytest.raises(ValueError, match="REFEREE_REDIS_URL"):
        build_store(None, 60, wait_replicas=1)
    with pytest.raises(ValueError, match="cluster"):
        build_store("redis://127.0.0.1:1/0", 60, cluster=True, wait_replicas=1)
    with pytest.raises(ValueError):
        build_store("redis://127.0.0.1:1/0", 60, wait_replicas=1, wait_timeout=0)


def test_records_kept_for_a_later_move_are_bounded_by_their_size(rstore, monkeypatch):
    """The records a process keeps (`recent`) hold at most RECENT_BYTES of text, the oldest
    read going first; one larger than the bound is not kept at all."""
    from dataclasses import replace

    from referee.sessions import redis_store

    one = record(state={"filler": "x" * 1000})
    for n in range(5):
        rstore.create(replace(one, id=f"s{n}"))
    rstore.load("s0")
    size = rstore._recent_bytes  # one record's, as read back
    monkeypatch.setattr(redis_store, "RECENT_BYTES", 3 * size)
    for n in range(1, 5):
        rstore.load(f"s{n}")
    rstore.load("s4")  # read again: counted once
    kept = [rstore.recent(f"s{n}") is not None for n in range(5)]
    assert kept == [False, False, True, True, True]
    assert rstore._recent_bytes == 3 * size
    rstore.create(replace(record(state={"filler": "x" * 4 * size}), id="big"))
    rstore.load("big")
    assert rstore.recent("big") is None
    assert rstore._recent_bytes == 3 * size
