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


def test_messages_go_in_order_and_the_run_ends_when_none_waits(rig):
    clock, runner, send, outbox, deliverer = rig
    handed = outbox.hand("s1", 1, [message(1), message(2)], "move")
    assert handed.start is True
    assert outbox.hand("s1", 2, [message(3)], "move").start is False  # a run is marked
    deliverer.run("s1")
    assert send.sent == ["msg_1", "msg_2", "msg_3"]
    assert outbox.head("s1") is None and runner.due == []
    assert outbox.hand("s1", 3, [message(4)], "move").start is True  # the run ended


def test_a_failure_waits_its_back_off_and_holds_back_the_next(rig):
    clock, runner, send, outbox, deliverer = rig
    outbox.hand("s1", 1, [message(1), message(2)], "move")
    send.answers = [500, None, 204, 204]
    deliverer.run("s1")
    assert send.sent == ["msg_1"]
    ((session, due),) = runner.due
    assert 5.0 <= due - clock.now <= 10.0  # base 10 s, at most half taken off
    deliverer.run("s1")  # too early (a read, a redelivery): it waits for its moment
    assert send.sent == ["msg_1"] and runner.due[-1] == ("s1", due)
    clock.now = due
    deliverer.run("s1")
    second = runner.due[-1][1]
    assert 10.0 <= second - clock.now <= 20.0
    clock.now = second
    deliverer.run("s1")
    assert send.sent == ["msg_1", "msg_1", "msg_1", "msg_2"]
    log = outbox.log("s1")
    assert [one["result"] for one in reversed(log["attempts"])] == [
        "retrying",
        "retrying",
        "delivered",
        "delivered",
    ]
    assert [one["attempt"] for one in reversed(log["attempts"])] == [1, 2, 3, 1]


def test_a_message_fails_for_good_after_the_retry_window(rig):
    clock, runner, send, outbox, deliverer = rig
    outbox.hand("s1", 1, [message(1), message(2)], "move")
    send.answers = [500] * 100
    first = clock.now
    deliverer.run("s1")
    while runner.due and len(send.sent) < 100 and send.sent[-1] == "msg_1":
        clock.now = runner.due.pop()[1]
        deliverer.run("s1")
    assert clock.now - first == pytest.approx(3600.0)  # the last try is at the window's end
    log = outbox.log("s1")
    assert [one["id"] for one in log["failed"]] == ["msg_1"]
    assert send.sent[-1] == "msg_2"  # the next message went on
    # The back-off doubled each time up to its cap: few tries over the hour.
    assert 8 <= send.sent.count("msg_1") <= 12


def test_one_run_at_a_time(rig):
    clock, runner, send, outbox, deliverer = rig
    outbox.hand("s1", 1, [message(1)], "move")
    assert outbox.lock("s1", "someone", 30.0)
    deliverer.run("s1")
    assert send.sent == [] and runner.due == [("s1", clock.now + 1.0)]
    clock.now += 31.0  # the other run's lease lapsed (its worker died)
    deliverer.run("s1")
    assert send.sent == ["msg_1"]


def test_hand_over_once_in_order_and_say_where_a_gap_is():
    outbox = MemoryOutbox()
    assert outbox.hand("s", 0, [message(0)], "open").status == "kept"
    assert outbox.hand("s", 0, [message(0)], "open").status == "duplicate"
    assert outbox.hand("s", 1, [message(1)], "move").status == "kept"
    assert outbox.hand("s", 1, [message(1)], "move").status == "duplicate"
    gap = outbox.hand("s", 3, [message(3)], "move")
    assert (gap.status, gap.handed) == ("gap", 1)
    assert [one["id"] for one in outbox.log("s")["pending"]] == ["msg_0", "msg_1"]


def test_backoff_grows_to_its_cap_with_jitter():
    backoff = Backoff(base=5.0, cap=3600.0, retry_for=86400.0, rng=random.Random(7))
    delays = [backoff.delay(n) for n in range(1, 15)]
    for n, delay in enumerate(delays, start=1):
        full = min(3600.0, 5.0 * 2 ** (n - 1))
        assert full / 2 <= delay <= full
    assert len({round(d, 6) for d in delays}) == len(delays)  # jittered
    assert backoff.next_at(3, first=0.0, now=86400.0) is None
    assert backoff.next_at(30, first=0.0, now=86000.0) == 86400.0
