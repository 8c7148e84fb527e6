"""The Lua scripts the Redis store runs (EVALSHA), each with its KEYS and ARGV.

A script runs atomically in Redis, so each compare-and-set is one round trip with no
WATCH window for another client to slip into. Every key a script touches is one
session's (one hash tag, one Cluster slot), passed in KEYS, never built inside a script.
Under `maxmemory` with noeviction a script's first write fails with OOM before anything
is written, so a script writes all or nothing.
"""

from __future__ import annotations

# Open a session: write its record unless the id is taken.
#   KEYS[1] record (hash)
#   ARGV[1] idle TTL in seconds   ARGV[2..] the record's fields and values, in pairs
# Returns 1 created; 0 the id is taken (nothing written).
CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1
"""

# Write one accepted move if the session is still at the expected version and revision
# and no answer is kept under the move's Idempotency-Key field yet; renew the idle TTL of
# every key; announce the new version on the session's channel.
#   KEYS[1] record (hash)   KEYS[2] history (list)   KEYS[3] answers (hash)
#   ARGV[1] expected version   ARGV[2] the history entry (JSON)   ARGV[3] idle TTL in seconds
#   ARGV[4] answer field, "" for none   ARGV[5] answer (JSON)   ARGV[6] expected revision
#   ARGV[7] the session's moves channel (pub/sub: no key, so no slot of its own)
#   ARGV[8..] the record fields the move changes and their values, in pairs
# Returns {1} written; {0, field, value, ...} the session moved on: its record as it is now;
# {-1} no such session; {2, kept} an answer is kept under the field already (nothing written).
# Publishing here rather than from the worker saves the move a round trip, and a move is
# announced if and only if it was written.
COMMIT = """
local current = redis.call('HMGET', KEYS[1], 'version', 'revision')
if not current[1] then return {-1} end
if ARGV[4] ~= '' then
  local kept = redis.call('HGET', KEYS[3], ARGV[4])
  if kept then return {2, kept} end
end
if current[1] ~= ARGV[1] or (current[2] or '') ~= ARGV[6] then
  local now = redis.call('HGETALL', KEYS[1])
  table.insert(now, 1, 0)
  return now
end
redis.call('HSET', KEYS[1], unpack(ARGV, 8))
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
if ARGV[4] ~= '' then
  redis.call('HSET', KEYS[3], ARGV[4], ARGV[5])
  redis.call('EXPIRE', KEYS[3], ARGV[3])
end
redis.call('PUBLISH', ARGV[7], tonumber(ARGV[1]) + 1)
return {1}
"""

# Keep an answer that changes no state (an illegal move's) unless one is kept already.
#   KEYS[1] record (hash)   KEYS[2] answers (hash)
#   ARGV[1] field   ARGV[2] answer (JSON)   ARGV[3] most answers a session keeps
#   ARGV[4] idle TTL in seconds (for a session that somehow has none)
# Returns {1} kept; {2, kept} the answer kept already; {-1} no such session;
# {-2} the session keeps ARGV[3] answers already. The answers expire with the session.
KEEP_ANSWER = """
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -2 then return {-1} end
local kept = redis.call('HGET', KEYS[2], ARGV[1])
if kept then return {2, kept} end
if redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[3]) then return {-2} end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
if ttl < 0 then ttl = tonumber(ARGV[4]) * 1000 end
redis.call('PEXPIRE', KEYS[2], ttl)
return {1}
"""

# Give the session's seats other holders (a bot, or a new token) if the session is still at
# the expected version and revision; renew the idle TTL of every key.
#   KEYS[1] record (hash)   KEYS[2] history (list)   KEYS[3] answers (hash)
#   ARGV[1] expected version   ARGV[2] expected revision   ARGV[3] idle TTL in seconds
#   ARGV[4..] the fields it changes (meta, revision) and their values, in pairs
# Returns {1} written; {0, field, value, ...} the session moved on: its record as it is now;
# {-1} no such session.
RESEAT = """
local current = redis.call('HMGET', KEYS[1], 'version', 'revision')
if not current[1] then return {-1} end
if current[1] ~= ARGV[1] or (current[2] or '') ~= ARGV[2] then
  local now = redis.call('HGETALL', KEYS[1])
  table.insert(now, 1, 0)
  return now
end
redis.call('HSET', KEYS[1], unpack(ARGV, 4))
for i = 1, 3 do redis.call('EXPIRE', KEYS[i], ARGV[3]) end
return {1}
"""
