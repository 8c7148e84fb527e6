"""Runs of one session's deliveries on an injected clock: in order, retried on the back-off's
schedule, failed after the retry window, and never two runs at once. No thread, no sleep, no
socket: the attempts are made by a stub sender."""

from __future__ import annotations

import random

import pytest

from referee.webhooks.delivery import Deliverer, Runner
from referee.webhooks.outbox import MemoryOutbox
from referee.webhooks.schedule import Backoff
from referee.webhooks.sender import Attempt
from referee.webhooks.targets import Allowance


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


class Later(Runner):
    """Keeps the runs asked for, to be made by the test."""

    def __init__(self) -> None:
        self.started: list[str] = []
        self.due: list[tuple[str, float]] = []

    def start(self, session_id: str) -> None:
        self.started.append(session_id)

    def later(self, session_id: str, due: float) -> None:
        self.due.append((session_id, due))


class Sender:
    def __init__(self) -> None:
        self.answers: list[int | None] = []
        self.sent: list[str] = []

    def __call__(self, message, allowance, timeouts, clock) -> Attempt:
        self.sent.append(message["id"])
        status = self.answers.pop(0) if self.answers else 204
        return Attempt(status, 0.01, None if status == 204 else "failed")


def message(number: int) -> dict:
    return {
        "id": f"msg_{number}",
        "type": "move",
        "version": number,
        "body": "{}",
        "url": "https://hooks.example/",
        "secret": "whsec_AAAA",
        "made": 0.0,
    }


@pytest.fixture
def rig():
    clock, runner, send = Clock(), Later(), Sender()
    outbox = MemoryOutbox(clock)
    backoff = Backoff(base=10.0, cap=1000.0, retry_for=3600.0, rng=random.Random(1))
    deliverer = Deliverer(outbox, runner, Allowance(), backoff=backoff, clock=clock, send=send)
    return clock, runner, send, outbox, deliverer


def test_a_run_whose_lease_lapsed_is_taken_over(rig):
    clock, runner, send, outbox, deliverer = rig
    outbox.hand("s1", 1, [message(1)], "move")
    assert outbox.lock("s1", "someone", 30.0)
    deliverer.run("s1")
    assert send.sent == [] and runner.due == [("s1", clock.now + 1.0)]
    clock.now += 31.0  # the other run's lease lapsed (its worker died)
    deliverer.run("s1")
    assert send.sent == ["msg_1"]


def test_backoff_grows_to_its_cap_with_jitter():
    backoff = Backoff(base=5.0, cap=3600.0, retry_for=86400.0, rng=random.Random(7))
    delays = [backoff.delay(n) for n in range(1, 15)]
    for n, delay in enumerate(delays, start=1):
        full = min(3600.0, 5.0 * 2 ** (n - 1))
        assert full / 2 <= delay <= full
    assert len({round(d, 6) for d in delays}) == len(delays)  # jittered
    assert backoff.next_at(3, first=0.0, now=86400.0) is None
    assert backoff.next_at(30, first=0.0, now=86000.0) == 86400.0
