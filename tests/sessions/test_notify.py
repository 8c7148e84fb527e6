"""Wake-ups of a session's watchers: a move, and the session's end with who ended it, in one
process (memory) and across processes through Redis and Redis Cluster pub/sub."""

from __future__ import annotations

import threading
import time

import pytest

from referee.sessions import SessionRecord
from referee.sessions.notify import LocalNotifier, RedisNotifier
from referee.sessions.redis_store import RedisStore

LONG = 30.0  # a wait that only a wake-up ends within a test's time


def record(session_id: str) -> SessionRecord:
    return SessionRecord(id=session_id, game="toy", version=0, state={}, seats=("a" * 64,))


def waiting(watch, version: int) -> tuple[threading.Thread, list]:
    """A thread blocked in `watch.wait(version)`; the list gets (woken, seconds waited)."""
    said: list = []

    def wait() -> None:
        started = time.monotonic()
        said.append((watch.wait(version, LONG), time.monotonic() - started))

    thread = threading.Thread(target=wait, daemon=True)
    thread.start()
    return thread, said


def test_the_end_of_a_session_wakes_its_watchers_and_says_who_ended_it():
    notifier = LocalNotifier()
    with notifier.watch("s1") as watch, notifier.watch("s2") as other:
        thread, said = waiting(watch, 0)
        notifier.publish_end("s1", "owner")
        thread.join(5)
        assert said and said[0][0] is True and said[0][1] < 5
        assert watch.ended == "owner" and other.ended is None
        notifier.publish_end("s1", "admin")  # ended once: the first ender stays
        notifier.publish("s1", 3)
        assert watch.ended == "owner" and watch.wait(0, 0) is True


@pytest.fixture(params=["redis", "cluster"])
def redis_stores(request):
    """Two stores on one Redis (or Redis Cluster), as two instances of the referee hold."""
    cluster = request.param == "cluster"
    url = request.getfixturevalue("redis_cluster_url" if cluster else "redis_url")
    stores = [RedisStore(url, 3600, cluster=cluster) for _ in range(2)]
    yield stores
    for store in stores:
        store.close()


def test_a_session_ended_on_one_instance_wakes_its_watchers_on_another(redis_stores):
    ending, watching = redis_stores
    ending.create(record("s1"))
    notifier = RedisNotifier(lambda: watching.client)
    try:
        with notifier.watch("s1") as watch:
            deadline = time.monotonic() + 10
            while not notifier.vouches(time.monotonic()):  # subscribed: nothing is missed
                assert time.monotonic() < deadline, "the listener never subscribed"
                time.sleep(0.05)
            thread, said = waiting(watch, 0)
            assert ending.delete("s1", "admin") is True
            thread.join(10)
            assert said and said[0][0] is True and said[0][1] < 10
            assert watch.ended == "admin"
            assert watching.ended_by("s1") == "admin"
    finally:
        notifier.close()
