"""Signed webhooks: a session's app is called when its match starts, scores a deal or ends
(and on the other events it chose), to the Standard Webhooks conventions.

`events.py` holds the one table from what happens to a session to the event types, and the
messages; `signing.py` the secrets and signatures; `targets.py` which URLs and addresses a
call may reach; `sender.py` one call out; `schedule.py` the back-off; `outbox.py` (and
`redis_outbox.py`) each session's waiting messages and delivery log; `delivery.py` the
hooks the session service tells and the runs that deliver; `runners.py` where runs happen
(threads of this process, or RQ jobs that `referee bots-worker` processes take). Nothing
here runs on a request's thread but the hand-over to the outbox.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from .delivery import Deliverer, Runner, WebhookHooks
from .expiry import Expiries, MemoryExpiries, Sweeper
from .outbox import MemoryOutbox, Outbox
from .schedule import Backoff
from .sender import Timeouts
from .targets import Allowance

if TYPE_CHECKING:
    from ..engine import Game
    from ..sessions.store import SessionStore


class WebhookSettings(Protocol):
    """What the webhooks read of a process's settings (`referee.api.config.Settings`)."""

    @property
    def webhook_allow_http(self) -> bool: ...
    @property
    def webhook_allow_private(self) -> bool: ...
    @property
    def webhook_connect_timeout(self) -> float: ...
    @property
    def webhook_read_timeout(self) -> float: ...
    @property
    def webhook_retry_base(self) -> float: ...
    @property
    def webhook_retry_for(self) -> int: ...
    @property
    def webhook_threads(self) -> int: ...
    @property
    def session_ttl(self) -> int: ...


@dataclass
class Webhooks:
    """A process's webhooks: the outbox, where runs go, the runs, the sessions' hooks, and
    the sweeper that tells of the subscribed sessions' expiries (started by the memory
    store's process itself, by `referee bots-worker` with Redis)."""

    allowance: Allowance
    outbox: Outbox
    runner: Runner
    deliverer: Deliverer
    hooks: WebhookHooks
    sweeper: Sweeper

    def redeliver(self, session_id: str, message_id: str | None) -> list[str]:
        """Put messages back in the session's outbox (`Outbox.redeliver`), and run it."""
        back = self.outbox.redeliver(session_id, message_id)
        if back and self.outbox.mark_run(session_id):
            self.runner.start(session_id)
        return back

    def close(self) -> None:
        self.sweeper.close()
        self.hooks.close()
        self.sweeper.expiries.close()


def allowance(settings: WebhookSettings) -> Allowance:
    return Allowance(http=settings.webhook_allow_http, private=settings.webhook_allow_private)


def build_webhooks(
    settings: WebhookSettings,
    store: SessionStore,
    games: Callable[[str], Game],
    queue_url: str | None,
    *,
    clock: Callable[[], float] = time.time,
) -> Webhooks | None:
    """The webhooks of a process over `store`: with the memory store, an outbox and delivery
    threads of this process; with Redis, the outbox and RQ queue in the job queue's Redis
    (`queue_url`); None where there is no such Redis (a Redis Cluster without
    REFEREE_BOTS_REDIS_URL): no session may then subscribe."""
    runner: Runner
    outbox: Outbox
    expiries: Expiries
    if store.kind == "memory":
        from .runners import ThreadRunner

        outbox, runner = MemoryOutbox(clock), ThreadRunner(settings.webhook_threads, clock)
        expiries = MemoryExpiries()
    elif queue_url is None:
        return None
    else:
        from .expiry import RedisExpiries
        from .redis_outbox import RedisOutbox
        from .runners import QueueRunner

        outbox, runner = RedisOutbox(queue_url), QueueRunner(queue_url)
        expiries = RedisExpiries(queue_url)
    allowed = allowance(settings)
    deliverer = Deliverer(
        outbox,
        runner,
        allowed,
        timeouts=Timeouts(settings.webhook_connect_timeout, settings.webhook_read_timeout),
        backoff=Backoff(base=settings.webhook_retry_base, retry_for=settings.webhook_retry_for),
        clock=clock,
    )
    runner.serve(deliverer.run)
    hooks = WebhookHooks(
        outbox, runner, store, games, clock, expiries=expiries, ttl=settings.session_ttl
    )
    sweeper = Sweeper(expiries, store, hooks.hand_over, clock)
    if store.kind == "memory":  # no other process sees this one's sessions
        hooks.swept = sweeper.start
    return Webhooks(allowed, outbox, runner, deliverer, hooks, sweeper)
