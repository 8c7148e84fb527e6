"""What a process builds from its settings: the app factory and the bots workers get the same
service, its bots' turns played in the process with the memory store, queued with Redis."""

from __future__ import annotations

import threading

import pytest

from referee.api.config import Settings
from referee.sessions import MemoryStore, build_service, build_store
from referee.sessions.bots import QueueTurns, ThreadTurns
from referee.sessions.build import bot_queue_url

REDIS = "redis://127.0.0.1:1/0"  # never connected to: building opens no connection
QUEUE = "redis://127.0.0.1:2/0"  # a bot queue of its own


def test_the_service_takes_its_bounds_and_admin_token_from_the_settings():
    settings = Settings(max_session_bytes=5000, max_history_entry_bytes=700, admin_token="a")
    service = build_service(settings, MemoryStore(60))
    assert (service.commits.max_session_bytes, service.commits.max_entry_bytes) == (5000, 700)
    assert service.bearers.is_admin("a") and not service.bearers.is_admin("b")


def test_with_the_memory_store_a_thread_of_the_process_plays_the_bots(toy_game):
    service = build_service(Settings(), MemoryStore(60))
    assert isinstance(service.commits.bots, ThreadTurns)
    created = service.create("toy", seed="built", bots={0: "random", 1: "greedy"})
    ended = threading.Event()
    for _ in range(200):
        if service.read(created["id"], None)["finished"]:
            break
        ended.wait(0.05)
    assert service.read(created["id"], None)["finished"]


@pytest.mark.parametrize(
    ("settings", "queue"),
    [
        (Settings(redis_url=REDIS), REDIS),
        (Settings(redis_url=REDIS, bots_redis_url=QUEUE), QUEUE),
        (Settings(redis_url=REDIS, redis_cluster=True), None),
    ],
)
def test_with_redis_the_turns_go_to_the_bot_queue_and_none_on_a_cluster_without_one(
    settings, queue
):
    store = build_store(settings.redis_url, 60)
    assert bot_queue_url(settings, store) == queue
    service = build_service(settings, store)
    turns = service.commits.bots
    assert (turns.url if isinstance(turns, QueueTurns) else turns) == queue
