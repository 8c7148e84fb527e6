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

# What COMMIT and KEEP_ANSWER share: a seat's answers are two fields of the answers hash,
# `latest` (the latest key, hashed, then its answer) and `earlier` (the keys before it,
# hashed, oldest first, at most `bound` characters); every key hash is as wide as `key`.
# kept() is {2, answer} for the latest key, {3} for an earlier one, nil for a new one.
ANSWERS = """
local function kept(answers, latest, earlier, key)
  local width = #key
  local found = redis.call('HGET', answers, latest)
  if found and string.sub(found, 1, width) == key then
    return {2, string.sub(found, width + 1)}
  end
  local keys = redis.call('HGET', answers, earlier)
  if keys then
    local at = string.find(keys, key, 1, true)
    while at and (at - 1) % width ~= 0 do at = string.find(keys, key, at + 1, true) end
    if at then return {3} end
  end
  return nil
end
local function keep(answers, latest, earlier, key, answer, bound)
  local found = redis.call('HGET', answers, latest)
  if found then
    local keys = (redis.call('HGET', answers, earlier) or '') .. string.sub(found, 1, #key)
    if #keys > bound then keys = string.sub(keys, #keys - bound + 1) end
    redis.call('HSET', answers, earlier, keys)
  end
  redis.call('HSET', answers, latest, key .. answer)
end
"""

# Write one accepted move if the session is still at the expected version and revision
# and its Idempotency-Key answered nothing yet; keep its answer as the seat's latest; renew
# the idle TTL of every key; announce the new version on the session's channel.
#   KEYS[1] record (hash)   KEYS[2] history (list)   KEYS[3] answers (hash)
#   ARGV[1] expected version   ARGV[2] the history entry (JSON)   ARGV[3] idle TTL in seconds
#   ARGV[4] the seat's latest-answer field, "" for no key   ARGV[5] its earlier-keys field
#   ARGV[6] the key, hashed   ARGV[7] answer (JSON)   ARGV[8] bound of the earlier keys
#   ARGV[9] expected revision
#   ARGV[10] the session's moves channel (pub/sub: no key, so no slot of its own)
#   ARGV[11] not after: the latest time (ms, Redis's TIME) the move may be written, "" for any
#   ARGV[12] not before: the earliest time it may be written (a timeout), "" for any
#   ARGV[13..] the record fields the move changes and their values, in pairs
# Returns {1} written; {0, field, value, ...} the session moved on: its record as it is now;
# {-1} no such session; {2, kept} the key's answer is kept already; {3} the key is one of
# the seat's earlier ones; {4} a deadline passed; {5} the timeout is not due yet (nothing
# written either way). TIME is read before any write, as Redis requires of a script.
# Publishing here rather than from the worker saves the move a round trip, and a move is
# announced if and only if it was written.
COMMIT = (
    ANSWERS
    + """
local current = redis.call('HMGET', KEYS[1], 'version', 'revision')
if not current[1] then return {-1} end
if ARGV[4] ~= '' then
  local found = kept(KEYS[3], ARGV[4], ARGV[5], ARGV[6])
  if found then return found end
end
if current[1] ~= ARGV[1] or (current[2] or '') ~= ARGV[9] then
  local now = redis.call('HGETALL', KEYS[1])
  table.insert(now, 1, 0)
  return now
end
if ARGV[11] ~= '' or ARGV[12] ~= '' then
  local time = redis.call('TIME')
  local ms = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  if ARGV[11] ~= '' and ms > tonumber(ARGV[11]) then return {4} end
  if ARGV[12] ~= '' and ms < tonumber(ARGV[12]) then return {5} end
end
redis.call('HSET', KEYS[1], unpack(ARGV, 13))
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
if ARGV[4] ~= '' then
  keep(KEYS[3], ARGV[4], ARGV[5], ARGV[6], ARGV[7], tonumber(ARGV[8]))
end
redis.call('EXPIRE', KEYS[3], ARGV[3])  -- a no-op while the session keeps no answer
redis.call('PUBLISH', ARGV[10], tonumber(ARGV[1]) + 1)
return {1}
"""
)

# Keep an answer that changes no state (an illegal move's) as the seat's latest, unless
# its key answered already.
#   KEYS[1] record (hash)   KEYS[2] answers (hash)
#   ARGV[1] the seat's latest-answer field   ARGV[2] its earlier-keys field
#   ARGV[3] the key, hashed   ARGV[4] answer (JSON)   ARGV[5] bound of the earlier keys
#   ARGV[6] idle TTL in seconds (for a session that somehow has none)
# Returns {1} kept; {2, kept} the key's answer is kept already; {3} the key is one of the
# seat's earlier ones; {-1} no such session. The answers expire with the session.
KEEP_ANSWER = (
    ANSWERS
    + """
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -2 then return {-1} end
local found = kept(KEYS[2], ARGV[1], ARGV[2], ARGV[3])
if found then return found end
keep(KEYS[2], ARGV[1], ARGV[2], ARGV[3], ARGV[4], tonumber(ARGV[5]))
if ttl < 0 then ttl = tonumber(ARGV[6]) * 1000 end
redis.call('PEXPIRE', KEYS[2], ttl)
return {1}
"""
)

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

# Spend a join code: its ticket, once; the key stays, spent, until its TTL runs out, so a
# second redemption is told the code was spent rather than unknown.
#   KEYS[1] the code's key (its own slot: no session key is touched)
#   ARGV[1] what a spent code holds
# Returns {1, ticket}; {0} spent already; {-1} no such code (never made, or expired).
SPEND_JOIN_CODE = """
local ticket = redis.call('GET', KEYS[1])
if not ticket then return {-1} end
if ticket == ARGV[1] then return {0} end
redis.call('SET', KEYS[1], ARGV[1], 'KEEPTTL')
return {1, ticket}
"""

# End a session: remove its keys, keep who ended it, and announce the end to its watchers.
#   KEYS[1] record (hash)   KEYS[2] history (list)   KEYS[3] answers (hash)
#   KEYS[4] who ended it (string)
#   ARGV[1] who ended it   ARGV[2] seconds that is kept   ARGV[3] the session's moves channel
#   ARGV[4] the channel's message of the end
# Returns 1 ended; 0 no such session (nothing written, nothing announced).
# DEL comes first: under `maxmemory` a script that has written goes on writing, so a full
# Redis still ends a session (which frees its room) and keeps who ended it.
END = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
redis.call('SET', KEYS[4], ARGV[1], 'EX', ARGV[2])
redis.call('PUBLISH', ARGV[3], ARGV[4])
return 1
"""

# The store's time, read on the session's own server (a cluster routes by the key).
#   KEYS[1] record (hash), only to route the call
# Returns {seconds, microseconds}.
NOW = """
return redis.call('TIME')
"""

SCRIPTS = {
    "now": NOW,
    "create": CREATE,
    "commit": COMMIT,
    "keep_answer": KEEP_ANSWER,
    "reseat": RESEAT,
    "spend_join_code": SPEND_JOIN_CODE,
    "end": END,
}
