"""The order one process plays its due bot turns in: a turn a person waits for first, then
the parties' bots-only turns in rotation, each party within its bound of turns playing.

The memory store's bots (bots.py `ThreadTurns`) take their turns from one `TurnLine`: a
thread that serves only people takes `attended_only`, the others everything. Turns a person
waits for are played in the order they came; among bots-only turns, the party that has
waited longest since its last turn goes next, so one party's backlog of matches delays
another party's by at most one turn of each, and never a person's.
"""

from __future__ import annotations

import threading
from collections import Counter, OrderedDict, deque

Turn = tuple[str, int]  # (session id, version)


class TurnLine:
    """Due turns waiting for a thread to play them; `per_party` bounds the bots-only turns of
    one party played at once."""

    def __init__(self, per_party: int = 1):
        self.per_party = per_party
        self._ready = threading.Condition()
        self._attended: deque[Turn] = deque()
        # party -> its waiting turns; the first party is the next to go
        self._parties: OrderedDict[str, deque[Turn]] = OrderedDict()
        self._playing: Counter[str] = Counter()

    def put(self, turn: Turn, party: str | None) -> None:
        """Queue a due turn: `party` None when a person waits for it."""
        with self._ready:
            if party is None:
                self._attended.append(turn)
            else:
                self._parties.setdefault(party, deque()).append(turn)
            self._ready.notify_all()

    def take(self, attended_only: bool = False, timeout: float | None = None):
        """The next turn to play and its party, waiting up to `timeout` seconds for one
        (None: forever); None when none came. Give a bots-only turn back with `done`."""
        with self._ready:
            while True:
                found = self._next(attended_only)
                if found is not None:
                    return found
                if not self._ready.wait(timeout):
                    return None

    def _next(self, attended_only: bool) -> tuple[Turn, str | None] | None:
        if self._attended:
            return self._attended.popleft(), None
        if attended_only:
            return None
        for party, waiting in self._parties.items():
            if self._playing[party] < self.per_party:
                turn = waiting.popleft()
                if waiting:
                    self._parties.move_to_end(party)  # the others go before its next
                else:
                    del self._parties[party]
                self._playing[party] += 1
                return turn, party
        return None

    def done(self, party: str | None) -> None:
        """A turn taken from the line has been played."""
        if party is None:
            return
        with self._ready:
            self._playing[party] -= 1
            if self._playing[party] <= 0:
                del self._playing[party]
            self._ready.notify_all()

    def waiting(self) -> int:
        """Turns waiting now."""
        with self._ready:
            return len(self._attended) + sum(len(turns) for turns in self._parties.values())
