"""The bot-turn interface: where the session service sends a bot's turn when it comes due.

The service uses it and knows nothing of who plays: whenever a commit leaves a bot among the
seats to move, it calls `due` with the session and the version the bot moves on; a read that
finds a bot to move calls `ensure`. Both say whether a person holds a seat of the session
(and so waits for the bot) or, when bots hold every seat, whose bots-only play it is (its
`party`): turns a person waits for go first, and one party's bots-only sessions together
take a bounded share of the bots. The workers of bots.py implement it (a thread of the
process, or RQ jobs that `referee bots-worker` processes take), and play each turn with
the `Play` they are given: the service's `play_bot`, which commits the bot's move like any
seat's.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable

# Plays the turn of the bot to move on a version of a session: (session id, version).
Play = Callable[[str, int], object]


class BotTurns(ABC):
    """Where a due bot turn goes: `due(session id, version, party)` returns at once.

    `party` is None when a person holds a seat of the session; else (bots hold every seat)
    who plays it, whose bots-only sessions share one bound.
    """

    @abstractmethod
    def due(self, session_id: str, version: int, party: str | None = None) -> None:
        """Have the bot to move on `version` of the session play, later and elsewhere."""

    def ensure(  # noqa: B027 - see below
        self, session_id: str, version: int, party: str | None = None
    ) -> None:
        """Queue the turn of `version` unless it is queued already: a reader found a bot to
        move. Nothing to do where a turn cannot be lost between a commit and its `due` (the
        memory store's sessions live and die with the process that queues their turns)."""

    def serve(self, play: Play) -> None:  # noqa: B027 - see below
        """Play the turns this process takes with `play` (the service that sends them hands
        over its own). Nothing to do where other processes play them (the RQ queue)."""

    def close(self) -> None:  # noqa: B027 - optional: most have nothing to release
        """Release connections and threads (a no-op where there are none)."""
