"""Each party's bounded share of the bot workers, kept in the bot queue's Redis: a party's
bots-only turns queued or playing at once are at most `bound`; the rest wait their turn.

A party is whoever opened sessions where bots hold every seat (turns.py). Its turns are
admitted (`admit`) up to its bound, each with a lease, and the others wait in its waiting
set, oldest first; when a turn has been played its worker gives back its place (`release`),
which admits the oldest waiting turns in its stead. A party's sessions thus take turns
among themselves, and one party's backlog takes no more than `bound` of the queue that
other parties share. A lease that lapses (a process died between admitting a turn and
queueing it) frees its place by itself. Both steps are one Lua script each, so that two
workers never admit one turn twice or a party past its bound.
"""

from __future__ import annotations

from typing import Any

BOUND = 2  # bots-only turns one party has queued or playing at once
# Seconds an admitted turn holds its place without being given back: longer than any wait
# in the bots-only queue and any turn, so that only a lost turn lets it lapse.
LEASE_SECONDS = 600
KEPT_SECONDS = 24 * 3600  # a party's keys outlive its last change by this much
PREFIX = "bots:party:"

# Admit one turn of a party, or have it wait.
#   KEYS[1] the party's admitted turns (zset: job id -> lease end)  KEYS[2] its waiting
#   turns (zset: job id -> when due)
#   ARGV[1] job id  ARGV[2] now  ARGV[3] lease seconds  ARGV[4] bound  ARGV[5] kept seconds
# Returns 1 admitted (to be queued now; also when it was admitted already), 0 waiting.
ADMIT = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local admitted = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not admitted and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[2], 'NX', ARGV[2], ARGV[1])
  redis.call('EXPIRE', KEYS[2], ARGV[5])
  return 0
end
redis.call('ZADD', KEYS[1], tonumber(ARGV[2]) + tonumber(ARGV[3]), ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""

# Give back a played turn's place and admit the oldest waiting turns into the free places.
#   KEYS, ARGV as ADMIT's (ARGV[1] the played turn's job id)
# Returns the job ids admitted, to be queued now.
RELEASE = """
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local admitted = {}
while redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) do
  local next = redis.call('ZPOPMIN', KEYS[2])
  if #next == 0 then break end
  redis.call('ZADD', KEYS[1], tonumber(ARGV[2]) + tonumber(ARGV[3]), next[1])
  admitted[#admitted + 1] = next[1]
end
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('EXPIRE', KEYS[1], ARGV[5]) end
return admitted
"""


class PartyShares:
    """The parties' shares on the Redis `connection` (the bot queue's)."""

    def __init__(self, connection: Any, bound: int = BOUND, lease: int = LEASE_SECONDS):
        self.bound, self.lease = bound, lease
        self._admit = connection.register_script(ADMIT)
        self._release = connection.register_script(RELEASE)

    def _args(self, job: str, now: float) -> list:
        return [job, repr(now), self.lease, self.bound, KEPT_SECONDS]

    def admit(self, party: str, job: str, now: float) -> bool:
        """Whether the turn `job` of `party` is to be queued now (else it waits)."""
        return bool(self._admit(keys=keys(party), args=self._args(job, now)))

    def release(self, party: str, job: str, now: float) -> list[str]:
        """Give back the place of the played turn `job`; the job ids admitted in its stead."""
        admitted = self._release(keys=keys(party), args=self._args(job, now))
        return [item.decode() if isinstance(item, bytes) else item for item in admitted]


def keys(party: str) -> list[str]:
    """The admitted and waiting sets of a party."""
    return [f"{PREFIX}{party}:admitted", f"{PREFIX}{party}:waiting"]
