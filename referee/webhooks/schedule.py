"""When a failed call is made again: exponential back-off with jitter, for about a day.

The n-th retry waits `base * 2**(n-1)` seconds, at most `cap`, of which a random part (half
of it at most) is taken off, so that the calls of many sessions to one app that came back
do not all arrive in one instant. Calls to one message stop once `retry_for` seconds have
passed since its first attempt: the message is marked failed (the app may ask for it
again, `redeliver`) and the session's next message goes out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

BASE_SECONDS = 5.0
CAP_SECONDS = 3600.0
RETRY_FOR = 24 * 3600


@dataclass(frozen=True)
class Backoff:
    base: float = BASE_SECONDS
    cap: float = CAP_SECONDS
    retry_for: float = RETRY_FOR
    rng: random.Random = field(default_factory=random.Random, compare=False)

    def delay(self, attempts: int) -> float:
        """Seconds to wait after the `attempts`-th failed attempt (1 or more)."""
        full = min(self.cap, self.base * 2 ** min(attempts - 1, 62))
        return full - self.rng.uniform(0, full / 2)

    def next_at(self, attempts: int, first: float, now: float) -> float | None:
        """When to try again after the `attempts`-th failure at `now` of a message first
        tried at `first`; None once the retries are over (the message failed)."""
        if now - first >= self.retry_for:
            return None
        return min(now + self.delay(attempts), first + self.retry_for)
