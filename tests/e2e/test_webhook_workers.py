"""Webhooks over real processes: two referee instances on one redis-server, their moves
delivered by `referee bots-worker` processes from the RQ queue `webhooks`, one of them
killed (SIGKILL) while it waits for the app's answer: no event lost, none under two ids."""

from __future__ import annotations

import orjson
import pytest
import redis
import requests
from rq import Queue, Worker
from standardwebhooks.webhooks import Webhook

from referee.webhooks.runners import QUEUE
from tests.e2e.test_bot_seats import Processes, history, play_to_the_end
from tests.webhook_receiver import Receiver, guard

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def no_way_out(monkeypatch):
    refused = guard(monkeypatch)
    yield
    assert refused == []


@pytest.fixture
def processes(redis_server_factory):
    started = Processes(redis_server_factory().url)
    started.env.update(
        REFEREE_WEBHOOK_ALLOW_HTTP="true",
        REFEREE_WEBHOOK_ALLOW_PRIVATE="true",
        REFEREE_WEBHOOK_RETRY_BASE="0.2",
        REFEREE_WEBHOOK_CONNECT_TIMEOUT="1",
        REFEREE_WEBHOOK_READ_TIMEOUT="4",
    )
    yield started
    started.end()


def test_a_worker_killed_mid_call_loses_nothing_and_doubles_no_id(processes):
    receiver = Receiver()
    receiver.delay = 3.0  # the first call hangs while its worker is killed
    worker = "-m", "referee.cli", "bots-worker", "--maintenance-seconds", "1"
    workers = [processes.start(*worker), processes.start(*worker)]
    bases = [processes.referee(bots_workers=0), processes.referee(bots_workers=0)]
    opened = requests.post(
        f"{bases[0]}/v1/sessions",
        json={
            "game": "cassino",
            "seed": "webhooks",
            "bots": {"1": "random"},
            "webhook": {"url": receiver.url, "events": ["match.started", "move", "match.ended"]},
        },
        timeout=10,
    ).json()
    secret = opened["webhook"]["secret"]
    receiver.wait_for(lambda: len(receiver.calls) >= 1, timeout=30)
    connection = redis.Redis.from_url(processes.env["REFEREE_REDIS_URL"])
    busy = {
        one.pid
        for one in Worker.all(queue=Queue(QUEUE, connection=connection))
        if (one.get_current_job_id() or "bot-turn-").startswith("bot-turn-") is False
    }
    doomed = [proc for proc in workers if proc.pid in busy]
    assert len(doomed) == 1, busy
    processes.kill(doomed[0])
    receiver.delay = 0.0

    end = play_to_the_end(bases, opened["id"], opened["seats"][0]["token"], "cassino")
    entries = history(bases[1], opened["id"])
    assert [entry["version"] for entry in entries] == list(range(1, end["version"] + 1))

    def ended() -> bool:
        return any(b'"match.ended"' in body for body in receiver.bodies())

    receiver.wait_for(ended, timeout=120)
    first_seen: dict[str, dict] = {}
    for headers, body in receiver.calls:
        Webhook(secret).verify(body, headers)
        first_seen.setdefault(headers["webhook-id"], orjson.loads(body))
    told = list(first_seen.values())
    # Each event under one id: as many ids as events, and every version's move among them.
    assert [one["type"] for one in told] == [
        "match.started",
        *["move"] * len(entries),
        "match.ended",
    ]
    assert [one["data"]["version"] for one in told[1:-1]] == list(range(1, len(entries) + 1))
    assert len(receiver.calls) >= len(told)  # the killed call's message came again
    receiver.down()
