"""The session-hooks interface: where the service hands what happened to a subscribed session.

A session may carry one webhook subscription (subscription.py: where its app is called,
for which events, and the secret the calls are signed with), kept in the session's record
beside the token hashes, so that a commit knows without another read whether anyone
listens. Only for such a session does the service call its `SessionHooks`: when the session
is opened, after each committed move, when a seat changes holder, when the session is
ended, and when a read finds it (to hand over any move a process that died did not). The
webhooks package (referee.webhooks) implements it; every call returns at once, queueing
the calls out for later and elsewhere, and may not fail the change it is told of.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from .subscription import Subscription as Subscription  # what a session's webhook is

if TYPE_CHECKING:
    from .store import SessionRecord


class SessionHooks(ABC):
    """What the service tells of a subscribed session (`record.webhook` is set)."""

    @abstractmethod
    def opened(self, record: SessionRecord) -> None:
        """The session was dealt (version 0) with a subscription, or one was set on it."""

    @abstractmethod
    def committed(self, record: SessionRecord, entry: dict) -> None:
        """The move of history entry `entry` made `record` (written already)."""

    @abstractmethod
    def reseated(self, record: SessionRecord, seat: int, level: str | None) -> None:
        """`seat` of `record` (written already) went to a bot of `level`, or back to a token."""

    @abstractmethod
    def ended(self, record: SessionRecord, by: str) -> None:
        """The session `record` was the last record of was ended by `by` (`owner`, `admin`)."""

    def ensure(self, record: SessionRecord) -> None:  # noqa: B027 - optional
        """A read found `record`: hand over any of its moves not handed over yet."""

    def close(self) -> None:  # noqa: B027 - optional
        """Release connections and threads (a no-op where there are none)."""
