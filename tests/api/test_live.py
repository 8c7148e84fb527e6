"""Live session updates on every store: the event stream and its resumption, the long poll."""

from __future__ import annotations

import queue
import threading
import time

import orjson
import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.api.live import StreamSlots
from referee.sessions.redis_store import RedisStore
from referee.sessions.tokens import hash_token
from tests.api.test_sessions_api import assert_problem, auth, hand, move, open_session


@pytest.fixture
def settings() -> Settings:
    return Settings(stream_heartbeat=1, stream_seconds=20, max_streams=2)


class Stream:
    """An open event stream read on a thread: `next()` gives the next parsed event."""

    def __init__(self, response):
        self.response = response
        self.events: queue.Queue = queue.Queue()
        self.closing = threading.Event()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        # Like a server: the thread that iterates the stream closes it, at the next chunk
        # (a heartbeat at the latest) after the client has gone.
        buffer = b""
        try:
            for chunk in self.response.response:
                if self.closing.is_set():
                    break
                buffer += chunk
                while b"\n\n" in buffer:
                    block, buffer = buffer.split(b"\n\n", 1)
                    self.events.put(parse(block))
        finally:
            self.response.close()
            self.events.put(None)

    def next(self, kind: str | None = None, timeout: float = 5.0) -> dict | None:
        deadline = time.monotonic() + timeout
        while True:
            event = self.events.get(timeout=max(0.01, deadline - time.monotonic()))
            if event is None or kind is None or event.get("event") == kind:
                return event

    def close(self):
        self.closing.set()
        self.reader.join(timeout=5)
        assert not self.reader.is_alive(), "the stream did not close"


def parse(block: bytes) -> dict:
    out: dict = {}
    for line in block.decode().splitlines():
        if line.startswith(":"):
            out["comment"] = line[1:].strip()
            continue
        name, _, value = line.partition(": ")
        out[name] = orjson.loads(value) if name == "data" else value
    return out


def open_stream(
    client, session_id: str, headers=None, query: str = "", environ_base=None
) -> Stream:
    response = client.get(
        f"/v1/sessions/{session_id}/events{query}",
        headers=headers or {},
        buffered=False,
        environ_base=environ_base or {},
    )
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "text/event-stream"
    return Stream(response)


def play_first_card(app, client, created, seat: int):
    card = hand(app, created["id"], seat)[0]
    answer = client.post(
        f"/v1/sessions/{created['id']}/moves",
        json=move(seat, card),
        headers=auth(created["seats"][seat]["token"]),
    )
    assert answer.json["legal"], answer.json
    return card


def test_a_watcher_hears_each_move_as_it_is_accepted(session_app, session_client):
    created = open_session(session_client)
    stream = open_stream(session_client, created["id"])  # a spectator
    try:
        hello = stream.next("hello")
        assert hello["data"] == {
            "id": created["id"],
            "seat": None,
            "version": 0,
            "finished": False,
            "movers": [0],
            "outcome": None,
        }
        card = play_first_card(session_app, session_client, created, 0)
        event = stream.next("move")
        assert event["id"] == "1" and event["data"]["version"] == 1
        assert event["data"]["move"] == {"player": 0, "type": "play", "card": card}
        assert event["data"]["events"][0] == {"type": "play", "player": 0, "card": card}
    finally:
        stream.close()


def test_a_seat_streams_with_its_token_in_the_query_as_eventsource_must(
    session_app, session_client
):
    created = open_session(session_client)
    token = created["seats"][1]["token"]
    stream = open_stream(session_client, created["id"], query=f"?token={token}")
    try:
        assert stream.next("hello")["data"]["seat"] == 1
    finally:
        stream.close()
    response = session_client.get(f"/v1/sessions/{created['id']}/events?token=nope")
    assert_problem(response, 401, "unknown_token")


def test_last_event_id_resumes_from_the_history(session_app, session_client):
    created = open_session(session_client)
    first = play_first_card(session_app, session_client, created, 0)
    second = play_first_card(session_app, session_client, created, 1)
    stream = open_stream(session_client, created["id"], {"Last-Event-ID": "0"})
    try:
        assert stream.next("hello")["data"]["version"] == 2
        replayed = [stream.next("move"), stream.next("move")]
        assert [event["id"] for event in replayed] == ["1", "2"]
        assert [event["data"]["move"]["card"] for event in replayed] == [first, second]
    finally:
        stream.close()


def test_a_quiet_stream_sends_heartbeats(session_app, session_client):
    created = open_session(session_client)
    stream = open_stream(session_client, created["id"])
    try:
        stream.next("hello")
        beat = stream.next(timeout=3)
        assert beat == {"comment": "heartbeat"}
    finally:
        stream.close()


def test_the_stream_ends_when_the_session_does(session_app, session_client, settings):
    created = open_session(session_client, options={"hand_size": 1, "deck_size": 8})
    stream = open_stream(session_client, created["id"])
    try:
        stream.next("hello")
        play_first_card(session_app, session_client, created, 0)
        play_first_card(session_app, session_client, created, 1)
        # Each seat holds one card and the stock has six: play until every hand is empty.
        version = 2
        while not session_client.get(f"/v1/sessions/{created['id']}").json["finished"]:
            seat = session_client.get(f"/v1/sessions/{created['id']}").json["view"]["to_move"]
            play_first_card(session_app, session_client, created, seat)
            version += 1
        moves = [stream.next("move") for _ in range(version)]
        assert [event["data"]["version"] for event in moves] == list(range(1, version + 1))
        end = stream.next("end")
        final = session_client.get(f"/v1/sessions/{created['id']}").json
        assert final["movers"] == [] and final["outcome"]["rule_url"] == "/v1/games/toy/rules/TOY-3"
        assert end["data"] == {
            "reason": "finished",
            "version": version,
            "movers": [],
            "outcome": final["outcome"],
        }
        assert moves[-1]["data"]["outcome"] == final["outcome"]
        assert stream.next(timeout=3) is None, "the stream closes after its end event"
    finally:
        stream.close()


def test_streams_per_worker_are_bounded_and_given_back(session_app, session_client):
    created = open_session(session_client)
    streams = [open_stream(session_client, created["id"]) for _ in range(2)]
    try:
        answer = session_client.get(f"/v1/sessions/{created['id']}/events")
        problem = assert_problem(answer, 503, "too_many_streams")
        assert answer.headers["Retry-After"] and "2" in problem["detail"]
    finally:
        for stream in streams:
            stream.close()
    again = open_stream(session_client, created["id"])
    again.close()


def test_one_client_address_holds_at_most_its_share_of_streams(session_app, session_client):
    session_app.extensions["referee.streams"].limit = 10  # the instance has room
    session_app.extensions["referee.streams"].per_address = 2
    created = open_session(session_client)
    streams = [open_stream(session_client, created["id"]) for _ in range(2)]
    try:
        answer = session_client.get(f"/v1/sessions/{created['id']}/events")
        problem = assert_problem(answer, 503, "too_many_streams")
        assert "client address" in problem["detail"] and answer.headers["Retry-After"]
        # Another address is not held up by this one.
        other = session_client.get(
            f"/v1/sessions/{created['id']}/events",
            environ_base={"REMOTE_ADDR": "192.0.2.7"},
            buffered=False,
        )
        assert other.status_code == 200
        Stream(other).close()
    finally:
        for stream in streams:
            stream.close()
    open_stream(session_client, created["id"]).close()  # given back


def test_one_session_has_at_most_its_share_of_streams(session_app, session_client):
    session_app.extensions["referee.streams"].limit = 10
    session_app.extensions["referee.streams"].per_session = 2
    created, other = open_session(session_client), open_session(session_client)
    streams = [
        open_stream(session_client, created["id"], environ_base={"REMOTE_ADDR": f"192.0.2.{i}"})
        for i in range(2)
    ]
    try:
        answer = session_client.get(
            f"/v1/sessions/{created['id']}/events", environ_base={"REMOTE_ADDR": "192.0.2.9"}
        )
        problem = assert_problem(answer, 503, "too_many_streams")
        assert "session" in problem["detail"]
        long_poll = session_client.get(
            f"/v1/sessions/{created['id']}?wait=1", headers={"If-None-Match": '"0"'}
        )
        assert_problem(long_poll, 503, "too_many_streams")
        open_stream(session_client, other["id"]).close()  # another session has its own
    finally:
        for stream in streams:
            stream.close()


def test_spectators_share_a_bound_that_no_seat_counts_against():
    slots = StreamSlots(limit=100, per_address=100, per_session=2, per_seat=1)
    for i in range(2):
        assert slots.take(f"192.0.2.{i}", "s1", None) is None
    refused = slots.take("192.0.2.9", "s1", None)
    assert (
        refused is not None
        and "this session, for its spectators, already holds 2" in refused.message
    )
    assert slots.take("192.0.2.9", "s2", None) is None  # another session's spectators
    for seat in (0, 1):  # each seat has a slot of its own, spectators or not
        assert slots.take("198.51.100.1", "s1", seat) is None
    refused = slots.take("198.51.100.2", "s1", 0)
    assert refused is not None and "seat 0 of this session already holds 1" in refused.message
    slots.give("198.51.100.1", "s1", 0)
    assert slots.take("198.51.100.2", "s1", 0) is None  # given back, taken again
    slots.give("192.0.2.0", "s1", None)
    assert slots.take("192.0.2.9", "s1", None) is None
    assert slots.held() == 5


def test_spectators_filling_their_bound_leave_every_seat_its_stream_and_long_poll(
    session_app, session_client
):
    slots = session_app.extensions["referee.streams"]
    slots.limit, slots.per_session, slots.per_seat = 20, 2, 1
    created = open_session(session_client)
    spectators = [
        open_stream(session_client, created["id"], environ_base={"REMOTE_ADDR": f"192.0.2.{i}"})
        for i in range(2)
    ]
    seats: list[Stream] = []
    poll = None
    try:
        answer = session_client.get(
            f"/v1/sessions/{created['id']}/events", environ_base={"REMOTE_ADDR": "192.0.2.9"}
        )
        assert "spectators" in assert_problem(answer, 503, "too_many_streams")["detail"]
        assert answer.headers["Retry-After"]
        spectator_poll = session_client.get(
            f"/v1/sessions/{created['id']}?wait=1", headers={"If-None-Match": '"0"'}
        )
        assert_problem(spectator_poll, 503, "too_many_streams")
        for seat in (0, 1):
            token = created["seats"][seat]["token"]
            stream = open_stream(session_client, created["id"], query=f"?token={token}")
            seats.append(stream)
            assert stream.next("hello")["data"]["seat"] == seat
        # Seat 1's stream holds its one slot: its long poll is refused, not seat 0's.
        again = session_client.get(
            f"/v1/sessions/{created['id']}?wait=1",
            headers={"If-None-Match": '"0"', **auth(created["seats"][1]["token"])},
        )
        assert "seat 1" in assert_problem(again, 503, "too_many_streams")["detail"]
        seats.pop().close()
        poll, polled = seat_long_poll_in_thread(session_client, created, 1)
        deadline = time.monotonic() + 5
        while slots.held() < 4:  # two spectators, seat 0's stream, seat 1's long poll
            assert time.monotonic() < deadline, "the seat's long poll never started waiting"
            time.sleep(0.02)
        play_first_card(session_app, session_client, created, 0)
        poll.join(5)
        assert polled[0][0].status_code == 200 and polled[0][0].json["version"] == 1
    finally:
        for stream in spectators + seats:
            stream.close()
        if poll is not None:
            poll.join(5)


@pytest.mark.parametrize(
    "header, query",
    [
        ({"Last-Event-ID": "x"}, ""),
        ({}, "?last_event_id=-1"),
        ({"Last-Event-ID": "\u00b2"}, ""),  # a digit to str.isdigit, no version
        ({}, "?last_event_id=%C2%B2"),
    ],
)
def test_a_bad_last_event_id_is_a_400(session_client, session_app, header, query):
    created = open_session(session_client)
    answer = session_client.get(f"/v1/sessions/{created['id']}/events{query}", headers=header)
    assert_problem(answer, 400, "malformed")


def test_an_unknown_session_is_a_404_before_any_stream(session_client, session_app):
    assert_problem(session_client.get("/v1/sessions/nope/events"), 404, "unknown_session")


def test_the_long_poll_answers_on_the_next_move(session_app, session_client):
    created = open_session(session_client)
    url = f"/v1/sessions/{created['id']}?wait=10"
    timer = threading.Timer(
        0.3, play_first_card, (session_app, session_app.test_client(), created, 0)
    )
    started = time.monotonic()
    timer.start()
    answer = session_client.get(url, headers={"If-None-Match": '"0"'})
    timer.join()
    assert answer.status_code == 200 and answer.json["version"] == 1
    assert answer.headers["ETag"] == '"1"'
    assert time.monotonic() - started < 5, "the long poll waited past the move"


def test_the_long_poll_times_out_with_304(session_app, session_client):
    created = open_session(session_client)
    started = time.monotonic()
    answer = session_client.get(
        f"/v1/sessions/{created['id']}?wait=1", headers={"If-None-Match": '"0"'}
    )
    assert answer.status_code == 304 and answer.headers["ETag"] == '"0"'
    assert time.monotonic() - started >= 0.9


def test_the_long_poll_answers_at_once_on_a_newer_version(session_app, session_client):
    created = open_session(session_client)
    play_first_card(session_app, session_client, created, 0)
    started = time.monotonic()
    answer = session_client.get(
        f"/v1/sessions/{created['id']}?wait=30", headers={"If-None-Match": '"0"'}
    )
    assert answer.status_code == 200 and answer.json["version"] == 1
    assert time.monotonic() - started < 2


@pytest.mark.parametrize("wait", ["-1", "61", "x", "%C2%B2"])
def test_a_bad_wait_is_a_400(session_client, session_app, wait):
    created = open_session(session_client)
    assert_problem(
        session_client.get(f"/v1/sessions/{created['id']}?wait={wait}"), 400, "malformed"
    )


def test_moves_on_one_instance_wake_streams_on_another_through_redis(redis_url, toy_game):
    # A long heartbeat: only a pub/sub notification can bring the event within the timeout.
    settings = Settings(stream_heartbeat=30, stream_seconds=60)
    one = create_app(settings, store=RedisStore(redis_url, 3600))
    other = create_app(settings, store=RedisStore(redis_url, 3600))
    mover, watcher = one.test_client(), other.test_client()
    created = open_session(mover)
    stream = open_stream(watcher, created["id"])
    try:
        stream.next("hello")
        time.sleep(0.3)  # the listener subscribes on the first watch
        started = time.monotonic()
        card = play_first_card(one, mover, created, 0)
        event = stream.next("move", timeout=5)
        assert event["data"]["move"]["card"] == card
        assert time.monotonic() - started < 3
        long_poll = threading.Timer(0.3, play_first_card, (one, one.test_client(), created, 1))
        long_poll.start()
        answer = watcher.get(
            f"/v1/sessions/{created['id']}?wait=20", headers={"If-None-Match": '"1"'}
        )
        long_poll.join()
        assert answer.status_code == 200 and answer.json["version"] == 2
        assert time.monotonic() - started < 5
    finally:
        stream.closing.set()
        play_first_card(one, mover, created, 0)  # a chunk, so the reader sees it must close
        stream.close()
        for app in (one, other):
            app.extensions["referee.notifier"].close()


def test_a_stream_whose_seat_changed_hands_ends_at_the_next_move(session_app, session_client):
    created = open_session(session_client)
    token = created["seats"][1]["token"]
    stream = open_stream(session_client, created["id"], query=f"?token={token}")
    try:
        assert stream.next("hello")["data"]["seat"] == 1
        store = session_app.extensions["referee.store"]
        record = store.load(created["id"])
        store.reseat(record.version, record.reseated((record.seats[0], hash_token("another")), {}))
        play_first_card(session_app, session_client, created, 0)
        end = stream.next("end")
        assert end["data"] == {"reason": "revoked", "version": 0}
    finally:
        stream.close()


def test_the_watchers_of_a_session_read_each_move_from_the_store_once(redis_url, toy_game):
    """Every watcher of the session in this process hears the move, each as its seat may
    see it, through one read of the session's history."""
    settings = Settings(stream_heartbeat=1, stream_seconds=30, max_streams=8)
    app = create_app(settings, store=RedisStore(redis_url, 3600))
    client = app.test_client()
    created = open_session(client)
    watchers = [
        open_stream(client, created["id"], query=f"?token={created['seats'][0]['token']}"),
        open_stream(client, created["id"], query=f"?token={created['seats'][1]['token']}"),
        open_stream(client, created["id"]),
        open_stream(client, created["id"]),
    ]
    redis = app.extensions["referee.store"].client
    try:
        assert [w.next("hello")["data"]["seat"] for w in watchers] == [0, 1, None, None]
        # Past a heartbeat: each watcher has checked once that no move slipped by while the
        # process's subscription was starting, and reads only when woken from now on.
        time.sleep(2.5)
        redis.config_resetstat()
        card = play_first_card(app, client, created, 0)
        events = [w.next("move") for w in watchers]
        assert [event["data"]["move"]["card"] for event in events] == [card] * 4
        assert [event["id"] for event in events] == ["1"] * 4
        reads = redis.info("commandstats").get("cmdstat_lrange", {}).get("calls", 0)
        assert reads == 1, f"{reads} reads of the history for one move and four watchers"
        history = client.get(
            f"/v1/sessions/{created['id']}/history?since=0",
            headers=auth(created["seats"][1]["token"]),
        ).json
        assert events[1]["data"] == history["entries"][0]
    finally:
        for stream in watchers:
            stream.closing.set()
        play_first_card(app, client, created, 1)  # a chunk, so the readers see they must close
        for stream in watchers:
            stream.close()
        app.extensions["referee.notifier"].close()


ADMIN = "the-admin-token"


def ending_app(store, **settings):
    """An app whose streams beat only every 30 s: what arrives sooner was announced."""
    app = create_app(
        Settings(stream_heartbeat=30, stream_seconds=60, admin_token=ADMIN, **settings),
        store=store,
    )
    app.config["TESTING"] = True
    return app


def end(client, created, by: str) -> None:
    token = created["owner_token"] if by == "owner" else ADMIN
    answer = client.delete(f"/v1/sessions/{created['id']}", headers=auth(token))
    assert answer.status_code == 204, answer.get_data(as_text=True)


def long_poll_in_thread(client, session_id: str, version: int) -> tuple[threading.Thread, list]:
    """A long poll of 30 s on a thread; the list gets (answer, seconds it took)."""
    said: list = []

    def poll() -> None:
        started = time.monotonic()
        answer = client.get(
            f"/v1/sessions/{session_id}?wait=30", headers={"If-None-Match": f'"{version}"'}
        )
        said.append((answer, time.monotonic() - started))

    thread = threading.Thread(target=poll, daemon=True)
    thread.start()
    return thread, said


def seat_long_poll_in_thread(client, created: dict, seat: int) -> tuple[threading.Thread, list]:
    """A seat's long poll of 30 s on version 0, on a thread; the list gets (answer, seconds)."""
    said: list = []
    headers = {"If-None-Match": '"0"', **auth(created["seats"][seat]["token"])}

    def poll() -> None:
        started = time.monotonic()
        answer = client.get(f"/v1/sessions/{created['id']}?wait=30", headers=headers)
        said.append((answer, time.monotonic() - started))

    thread = threading.Thread(target=poll, daemon=True)
    thread.start()
    return thread, said


def held_long_polls(app) -> int:
    return app.extensions["referee.streams"].held()


@pytest.mark.parametrize("by", ["owner", "admin"])
def test_ending_a_session_ends_its_streams_and_long_polls_at_once_saying_who(store, toy_game, by):
    app = ending_app(store)
    client = app.test_client()
    created = open_session(client)
    seat = open_stream(client, created["id"], query=f"?token={created['seats'][1]['token']}")
    spectator = open_stream(client, created["id"])
    poll, polled = long_poll_in_thread(app.test_client(), created["id"], 0)
    try:
        assert seat.next("hello")["data"]["seat"] == 1
        assert spectator.next("hello")["data"]["seat"] is None
        deadline = time.monotonic() + 5
        while held_long_polls(app) < 3:  # both streams and the long poll wait
            assert time.monotonic() < deadline, "the long poll never started waiting"
            time.sleep(0.02)
        started = time.monotonic()
        end(client, created, by)
        for stream in (seat, spectator):
            event = stream.next("end", timeout=5)
            assert event["data"] == {"reason": "ended", "by": by, "version": 0}
            assert stream.next(timeout=5) is None, "the stream closes after its end event"
        poll.join(5)
        answer, _ = polled[0]
        problem = assert_problem(answer, 404, "unknown_session")
        owner = "its owner" if by == "owner" else "the referee's admin"
        assert problem["detail"] == f"the session was ended by {owner}"
        assert time.monotonic() - started < 5, "the watchers waited for a heartbeat"
    finally:
        seat.close()
        spectator.close()
        app.extensions["referee.notifier"].close()


def test_a_stream_or_read_asked_for_after_the_end_is_a_404_saying_who(store, toy_game):
    app = ending_app(store)
    client = app.test_client()
    created = open_session(client)
    play_first_card(app, client, created, 0)
    end(client, created, "owner")
    for answer in (
        client.get(f"/v1/sessions/{created['id']}/events", headers={"Last-Event-ID": "1"}),
        client.get(f"/v1/sessions/{created['id']}?wait=30", headers={"If-None-Match": '"1"'}),
        client.delete(f"/v1/sessions/{created['id']}", headers=auth(ADMIN)),
    ):
        problem = assert_problem(answer, 404, "unknown_session")
        assert problem["detail"] == "the session was ended by its owner"
    never = client.get("/v1/sessions/never-made/events")
    assert "ended by" not in assert_problem(never, 404, "unknown_session")["detail"]


@pytest.mark.parametrize("where", ["redis", "cluster"])
def test_a_session_ended_on_one_instance_ends_the_streams_on_another(request, toy_game, where):
    cluster = where == "cluster"
    url = request.getfixturevalue("redis_cluster_url" if cluster else "redis_url")
    one = ending_app(RedisStore(url, 3600, cluster=cluster))
    other = ending_app(RedisStore(url, 3600, cluster=cluster))
    created = open_session(one.test_client())
    stream = open_stream(other.test_client(), created["id"])
    poll, polled = long_poll_in_thread(other.test_client(), created["id"], 0)
    notifier = other.extensions["referee.notifier"]
    try:
        stream.next("hello")
        deadline = time.monotonic() + 10
        while held_long_polls(other) < 2 or not notifier.vouches(time.monotonic()):
            assert time.monotonic() < deadline, "the other instance never listened"
            time.sleep(0.02)
        started = time.monotonic()
        end(one.test_client(), created, "owner")
        event = stream.next("end", timeout=5)
        assert event["data"] == {"reason": "ended", "by": "owner", "version": 0}
        poll.join(5)
        problem = assert_problem(polled[0][0], 404, "unknown_session")
        assert problem["detail"] == "the session was ended by its owner"
        assert time.monotonic() - started < 5, "the other instance waited for a heartbeat"
    finally:
        stream.close()
        for app in (one, other):
            app.extensions["referee.notifier"].close()
            app.extensions["referee.store"].close()
