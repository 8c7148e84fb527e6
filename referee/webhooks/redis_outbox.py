"""The outbox in Redis (the job queue's Redis): shared by every referee process and worker.

Each session's outbox is a few keys under one hash tag (`outbox_keys`); every step that
reads and writes them together is one Lua script, so two processes handing over the same
move, or a run finishing while a move is handed over, leave one copy and one run.
"""

from __future__ import annotations

from typing import Any

from ..sessions.store import as_text, decode, encode
from .outbox import (
    KEEP_SECONDS,
    KEPT,
    LOG_KEPT,
    RUN_GRACE,
    Handed,
    Head,
    Outbox,
    _log,
    outbox_keys,
)

# KEYS pending, state, run   ARGV version ('' none), mode, keep, run grace, messages...
# Returns {status (1 kept, 0 duplicate, -1 gap), last version handed over (-1 none), start}.
HAND = """
local handed = redis.call('HGET', KEYS[2], 'handed')
if ARGV[1] ~= '' then
  local v = tonumber(ARGV[1])
  if handed then
    local h = tonumber(handed)
    if ARGV[2] == 'open' then
      if h >= v then return {0, h, 0} end
    elseif h ~= v - 1 then
      if h >= v then return {0, h, 0} end
      return {-1, h, 0}
    end
  end
  redis.call('HSET', KEYS[2], 'handed', v)
  handed = v
end
local start = 0
if #ARGV > 4 then
  redis.call('RPUSH', KEYS[1], unpack(ARGV, 5))
  if redis.call('SET', KEYS[3], '1', 'NX', 'EX', ARGV[4]) then start = 1 end
  redis.call('EXPIRE', KEYS[1], ARGV[3])
end
redis.call('EXPIRE', KEYS[2], ARGV[3])
return {1, tonumber(handed or -1), start}
"""

# KEYS lock, run   ARGV owner, lease (ms), run mark's life (s). Returns 1 held, 0 another's.
LOCK = """
local held = redis.call('GET', KEYS[1])
if held and held ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SET', KEYS[2], '1', 'EX', ARGV[3])
return 1
"""

# KEYS pending, state, log, kept (done or failed)   ARGV id, log entry, log kept, kept, keep
SETTLE = """
local head = redis.call('LINDEX', KEYS[1], 0)
if head and cjson.decode(head)['id'] == ARGV[1] then
  redis.call('LPOP', KEYS[1])
  redis.call('HDEL', KEYS[2], 'attempts', 'first', 'due')
  redis.call('LPUSH', KEYS[4], head)
  redis.call('LTRIM', KEYS[4], 0, tonumber(ARGV[4]) - 1)
  redis.call('EXPIRE', KEYS[4], ARGV[5])
end
redis.call('LPUSH', KEYS[3], ARGV[2])
redis.call('LTRIM', KEYS[3], 0, tonumber(ARGV[3]) - 1)
redis.call('EXPIRE', KEYS[3], ARGV[5])
return 1
"""

# KEYS pending, state, log   ARGV id, log entry, attempts, first, due, log kept, keep
POSTPONE = """
local head = redis.call('LINDEX', KEYS[1], 0)
if head and cjson.decode(head)['id'] == ARGV[1] then
  redis.call('HSET', KEYS[2], 'attempts', ARGV[3], 'first', ARGV[4], 'due', ARGV[5])
  redis.call('EXPIRE', KEYS[2], ARGV[7])
end
redis.call('LPUSH', KEYS[3], ARGV[2])
redis.call('LTRIM', KEYS[3], 0, tonumber(ARGV[6]) - 1)
redis.call('EXPIRE', KEYS[3], ARGV[7])
return 1
"""

# KEYS pending, run, lock   ARGV owner. Returns 1 ended (nothing waits), 0 not.
FINISH = """
if redis.call('LLEN', KEYS[1]) > 0 then return 0 end
redis.call('DEL', KEYS[2])
if redis.call('GET', KEYS[3]) == ARGV[1] then redis.call('DEL', KEYS[3]) end
return 1
"""

# KEYS run, lock   ARGV owner, run mark's life (s)
PAUSE = """
redis.call('SET', KEYS[1], '1', 'EX', ARGV[2])
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
return 1
"""

# KEYS pending, done, failed   ARGV id ('' every failed one), keep
# Returns the messages put back, oldest first.
REDELIVER = """
local back = {}
local lists = {KEYS[3], KEYS[2]}
if ARGV[1] == '' then lists = {KEYS[3]} end
for _, list in ipairs(lists) do
  local found = redis.call('LRANGE', list, 0, -1)
  for i = #found, 1, -1 do
    if ARGV[1] == '' or cjson.decode(found[i])['id'] == ARGV[1] then
      table.insert(back, found[i])
      redis.call('LREM', list, 1, found[i])
      if ARGV[1] ~= '' then break end
    end
  end
  if ARGV[1] ~= '' and #back > 0 then break end
end
for _, one in ipairs(back) do redis.call('RPUSH', KEYS[1], one) end
if #back > 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return back
"""


class RedisOutbox(Outbox):
    """The outboxes in the Redis at `url` (the job queue's), connected on first use."""

    def __init__(self, url: str):
        self.url = url
        self._client: Any = None
        self._scripts: dict[str, Any] = {}

    @property
    def client(self) -> Any:
        if self._client is None:
            import redis

            client = redis.Redis.from_url(url=self.url, socket_timeout=2.0)
            self._scripts = {
                name: client.register_script(text)
                for name, text in (
                    ("hand", HAND),
                    ("lock", LOCK),
                    ("settle", SETTLE),
                    ("postpone", POSTPONE),
                    ("finish", FINISH),
                    ("pause", PAUSE),
                    ("redeliver", REDELIVER),
                )
            }
            self._client = client
        return self._client

    def _run(self, name: str, keys: list[str], args: list[Any]) -> Any:
        self.client  # noqa: B018 - connects and registers the scripts
        return self._scripts[name](keys=keys, args=args)

    def hand(self, session_id: str, version: int | None, messages: list[dict], mode: str) -> Handed:
        keys = outbox_keys(session_id)
        status, handed, start = self._run(
            "hand",
            [keys["pending"], keys["state"], keys["run"]],
            [
                "" if version is None else version,
                mode,
                KEEP_SECONDS,
                RUN_GRACE,
                *(encode(one) for one in messages),
            ],
        )
        word = {1: "kept", 0: "duplicate", -1: "gap"}[int(status)]
        return Handed(word, None if int(handed) < 0 else int(handed), bool(start))

    def handed(self, session_id: str) -> tuple[int | None, int, bool]:
        keys = outbox_keys(session_id)
        with self.client.pipeline(transaction=False) as pipe:
            pipe.hget(keys["state"], "handed")
            pipe.llen(keys["pending"])
            pipe.exists(keys["run"])
            handed, waiting, run = pipe.execute()
        return (None if handed is None else int(handed)), int(waiting), bool(run)

    def mark_run(self, session_id: str) -> bool:
        keys = outbox_keys(session_id)
        return bool(self.client.set(keys["run"], b"1", nx=True, ex=RUN_GRACE))

    def lock(self, session_id: str, owner: str, lease: float) -> bool:
        keys = outbox_keys(session_id)
        held = self._run(
            "lock",
            [keys["lock"], keys["run"]],
            [owner, int(lease * 1000), int(lease) + RUN_GRACE],
        )
        return bool(held)

    def head(self, session_id: str) -> Head | None:
        keys = outbox_keys(session_id)
        with self.client.pipeline(transaction=False) as pipe:
            pipe.lindex(keys["pending"], 0)
            pipe.hmget(keys["state"], ["attempts", "first", "due"])
            found, (attempts, first, due) = pipe.execute()
        if found is None:
            return None
        return Head(
            decode(found),
            int(attempts or 0),
            None if first is None else float(first),
            float(due or 0.0),
        )

    def settle(self, session_id: str, message_id: str, entry: dict, outcome: str) -> None:
        keys = outbox_keys(session_id)
        kept = keys["done"] if outcome == "delivered" else keys["failed"]
        self._run(
            "settle",
            [keys["pending"], keys["state"], keys["log"], kept],
            [message_id, encode(entry), LOG_KEPT, KEPT, KEEP_SECONDS],
        )

    def postpone(
        self, session_id: str, message_id: str, entry: dict, attempts: int, first: float, due: float
    ) -> None:
        keys = outbox_keys(session_id)
        self._run(
            "postpone",
            [keys["pending"], keys["state"], keys["log"]],
            [message_id, encode(entry), attempts, repr(first), repr(due), LOG_KEPT, KEEP_SECONDS],
        )

    def finish(self, session_id: str, owner: str) -> bool:
        keys = outbox_keys(session_id)
        return bool(self._run("finish", [keys["pending"], keys["run"], keys["lock"]], [owner]))

    def pause(self, session_id: str, owner: str, due: float, now: float) -> None:
        keys = outbox_keys(session_id)
        life = max(1, int(due - now)) + RUN_GRACE
        self._run("pause", [keys["run"], keys["lock"]], [owner, life])

    def log(self, session_id: str) -> dict[str, list[dict]]:
        keys = outbox_keys(session_id)
        with self.client.pipeline(transaction=False) as pipe:
            pipe.lrange(keys["log"], 0, -1)
            pipe.lrange(keys["pending"], 0, -1)
            pipe.hmget(keys["state"], ["attempts", "due"])
            pipe.lrange(keys["done"], 0, -1)
            pipe.lrange(keys["failed"], 0, -1)
            log, pending, (attempts, due), done, failed = pipe.execute()
        # The log, done and failed lists are kept newest first; _log takes them oldest first.
        return _log(
            [as_text(one) for one in reversed(log)],
            [as_text(one) for one in pending],
            int(attempts or 0),
            float(due or 0.0),
            [as_text(one) for one in reversed(done)],
            [as_text(one) for one in reversed(failed)],
        )

    def redeliver(self, session_id: str, message_id: str | None) -> list[str]:
        keys = outbox_keys(session_id)
        back = self._run(
            "redeliver",
            [keys["pending"], keys["done"], keys["failed"]],
            [message_id or "", KEEP_SECONDS],
        )
        return [decode(one)["id"] for one in back]

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
