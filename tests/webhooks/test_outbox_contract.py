"""The outbox and the expiries as every store's webhooks keep them (the `store` fixture: the
memory store's in this process, and for Redis and a Redis Cluster the job queue's plain
Redis, as a deployment keeps them): hand-overs once and in order, runs that deliver in
order, back off and fail for good, one run at a time, the log and redelivery; expiries kept,
claimed once, kept again and forgotten. The runs' moments are an injected clock."""

from __future__ import annotations

import random

import pytest

from referee.sessions.subscription import Subscription
from referee.unique import unique_hex
from referee.webhooks.delivery import Deliverer
from referee.webhooks.expiry import MemoryExpiries
from referee.webhooks.outbox import MemoryOutbox
from referee.webhooks.schedule import Backoff
from referee.webhooks.targets import Allowance
from tests.webhooks.test_delivery import Clock, Later, Sender, message

HOOK = Subscription(url="https://hooks.example/", types=("session.expired",), secret="whsec_AAAA")


@pytest.fixture
def kept(store, request):
    """The outbox and the expiries beside `store`, and an injected clock."""
    clock = Clock()
    if store.kind == "memory":
        yield clock, MemoryOutbox(clock), MemoryExpiries()
        return
    from referee.webhooks.expiry import RedisExpiries
    from referee.webhooks.redis_outbox import RedisOutbox

    url = request.getfixturevalue("redis_url")
    outbox, expiries = RedisOutbox(url), RedisExpiries(url)
    yield clock, outbox, expiries
    outbox.close()
    expiries.close()


@pytest.fixture
def rig(kept):
    clock, outbox, _ = kept
    runner, send = Later(), Sender()
    backoff = Backoff(base=10.0, cap=1000.0, retry_for=3600.0, rng=random.Random(1))
    deliverer = Deliverer(outbox, runner, Allowance(), backoff=backoff, clock=clock, send=send)
    return clock, runner, send, outbox, deliverer, f"s-{unique_hex()}"


def test_hand_over_once_in_order_and_say_where_a_gap_is(rig):
    *_, outbox, _, sid = rig
    assert outbox.hand(sid, 0, [message(0)], "open").status == "kept"
    assert outbox.hand(sid, 0, [message(0)], "open").status == "duplicate"
    assert outbox.hand(sid, 1, [message(1)], "move").status == "kept"
    assert outbox.hand(sid, 1, [message(1)], "move").status == "duplicate"
    gap = outbox.hand(sid, 3, [message(3)], "move")
    assert (gap.status, gap.handed) == ("gap", 1)
    assert outbox.hand(sid, None, [message(9)], "other").status == "kept"
    assert [one["id"] for one in outbox.log(sid)["pending"]] == ["msg_0", "msg_1", "msg_9"]
    assert outbox.handed(sid) == (1, 3, True)


def test_messages_go_in_order_and_the_run_ends_when_none_waits(rig):
    clock, runner, send, outbox, deliverer, sid = rig
    assert outbox.hand(sid, 1, [message(1), message(2)], "move").start is True
    assert outbox.hand(sid, 2, [message(3)], "move").start is False  # a run is marked
    deliverer.run(sid)
    assert send.sent == ["msg_1", "msg_2", "msg_3"]
    assert outbox.head(sid) is None and runner.due == []
    assert outbox.hand(sid, 3, [message(4)], "move").start is True  # the run ended
    log = outbox.log(sid)
    assert [one["id"] for one in log["delivered"]] == ["msg_3", "msg_2", "msg_1"]
    assert all("secret" not in one for one in log["delivered"] + log["pending"])


def test_a_failure_waits_its_back_off_and_holds_back_the_next(rig):
    clock, runner, send, outbox, deliverer, sid = rig
    outbox.hand(sid, 1, [message(1), message(2)], "move")
    send.answers = [500, None, 204, 204]
    deliverer.run(sid)
    assert send.sent == ["msg_1"]
    ((_, due),) = runner.due
    assert 5.0 <= due - clock.now <= 10.0
    assert outbox.head(sid).attempts == 1
    deliverer.run(sid)  # too early: it waits for its moment
    assert send.sent == ["msg_1"]
    clock.now = due
    deliverer.run(sid)
    clock.now = runner.due[-1][1]
    deliverer.run(sid)
    assert send.sent == ["msg_1", "msg_1", "msg_1", "msg_2"]
    attempts = outbox.log(sid)["attempts"]
    assert [one["result"] for one in reversed(attempts)] == [
        "retrying",
        "retrying",
        "delivered",
        "delivered",
    ]


def test_a_message_fails_for_good_after_the_retry_window_and_is_redelivered(rig):
    clock, runner, send, outbox, deliverer, sid = rig
    outbox.hand(sid, 1, [message(1), message(2)], "move")
    send.answers = [500] * 100
    first = clock.now
    deliverer.run(sid)
    while runner.due and len(send.sent) < 100 and send.sent[-1] == "msg_1":
        clock.now = runner.due.pop()[1]
        deliverer.run(sid)
    assert clock.now - first == pytest.approx(3600.0)
    assert [one["id"] for one in outbox.log(sid)["failed"]] == ["msg_1"]
    send.answers = []
    clock.now = runner.due[-1][1]  # msg_2's retry
    deliverer.run(sid)
    assert outbox.head(sid) is None
    assert outbox.redeliver(sid, "msg_unknown") == []
    assert outbox.redeliver(sid, None) == ["msg_1"]
    assert [one["id"] for one in outbox.log(sid)["pending"]] == ["msg_1"]
    deliverer.run(sid)
    assert send.sent[-1] == "msg_1" and outbox.head(sid) is None


def test_one_run_at_a_time(rig):
    clock, runner, send, outbox, deliverer, sid = rig
    outbox.hand(sid, 1, [message(1)], "move")
    assert outbox.lock(sid, "someone", 30.0)
    assert outbox.lock(sid, "someone", 30.0)  # renewed by its holder
    deliverer.run(sid)
    assert send.sent == [] and runner.due == [(sid, clock.now + 1.0)]
    assert not outbox.lock(sid, "another", 30.0)


def test_expiries_are_claimed_once_kept_again_and_forgotten(kept):
    clock, _, expiries = kept
    run = unique_hex()
    first, second = f"first-{run}", f"second-{run}"
    now = clock.now
    expiries.keep(first, HOOK, 3, now + 10)
    expiries.keep(second, HOOK, 0, now + 20)
    assert expiries.claim(now, 60.0) == []
    ((session_id, hook, version, due),) = expiries.claim(now + 10, 60.0)
    assert (session_id, hook, version, due) == (first, HOOK, 3, pytest.approx(now + 10))
    assert expiries.claim(now + 15, 60.0) == []  # held by the lease
    expiries.keep(first, HOOK, 4, now + 100)  # found alive: kept for later
    assert [one[0] for one in expiries.claim(now + 30, 60.0)] == [second]
    expiries.forget(second)
    expiries.check(second, HOOK, 0, now + 40)  # a read finds it lost: due now
    expiries.check(first, HOOK, 4, now + 40)  # kept already: unchanged
    assert [one[0] for one in expiries.claim(now + 40, 600.0)] == [second]
    assert [(one[0], one[2]) for one in expiries.claim(now + 100, 60.0)] == [(first, 4)]
    expiries.forget(first)
    expiries.forget(second)
    assert expiries.claim(now + 1000, 60.0) == []
