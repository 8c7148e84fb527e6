"""Settings of a referee process, from the environment (`REFEREE_*`) or given to the factory."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..sessions import MAX_SESSIONS


def _flag(raw: str) -> bool:
    value = raw.strip().lower()
    if value not in ("1", "true", "yes", "on", "0", "false", "no", "off"):
        raise ValueError(f"not a true/false setting: {raw!r}")
    return value in ("1", "true", "yes", "on")


# A setting's parser by its annotation (a string, under `from __future__ import annotations`).
PARSERS: dict[str, Callable[[str], Any]] = {"int": int, "float": float, "bool": _flag}


@dataclass(frozen=True)
class Settings:
    redis_url: str | None = None  # REFEREE_REDIS_URL; unset: sessions kept in memory
    redis_cluster: bool = False  # REFEREE_REDIS_CLUSTER: the URL names a node of a Redis Cluster
    # REFEREE_BOTS_REDIS_URL: the Redis of the bot queue; unset: the sessions' own (not a cluster)
    bots_redis_url: str | None = None
    # REFEREE_REDIS_WAIT_REPLICAS: replicas that must hold each write before it is answered
    redis_wait_replicas: int = 0
    redis_wait_timeout: int = 100  # REFEREE_REDIS_WAIT_TIMEOUT: ms to wait for them (then 503)
    session_ttl: int = 24 * 3600  # REFEREE_SESSION_TTL: idle seconds before a session expires
    max_body_bytes: int = 256 * 1024  # REFEREE_MAX_BODY_BYTES: larger requests get 413
    # REFEREE_MAX_TRANSCRIPT_BYTES: bound on a transcript's body, as inflated when gzipped
    max_transcript_bytes: int = 16 * 1024 * 1024
    # REFEREE_MAX_SESSION_BYTES: bound on one session's record (its state), what a move writes
    max_session_bytes: int = 4 * 1024 * 1024
    # REFEREE_MAX_HISTORY_ENTRY_BYTES: bound on one move's history entry (the move, its events)
    max_history_entry_bytes: int = 64 * 1024
    max_sessions: int = MAX_SESSIONS  # REFEREE_MAX_SESSIONS: sessions kept in memory (not Redis)
    admin_token: str | None = None  # REFEREE_ADMIN_TOKEN: may delete any session
    retry_after: int = 2  # REFEREE_RETRY_AFTER: seconds suggested on a 503
    # REFEREE_MAX_STREAMS: event streams + long polls one instance holds (its workers together)
    max_streams: int = 10000
    max_streams_per_address: int = 32  # REFEREE_MAX_STREAMS_PER_ADDRESS: ... one client address
    # REFEREE_MAX_STREAMS_PER_SESSION: ... the spectators of one session hold together
    max_streams_per_session: int = 64
    read_seconds: int = 10  # REFEREE_READ_SECONDS: time a request may take to arrive (gevent)
    stream_seconds: int = (
        300  # REFEREE_STREAM_SECONDS: a stream's life before the client reconnects
    )
    log_requests: bool = False  # REFEREE_LOG_REQUESTS: a JSON log line per request
    stream_heartbeat: int = (
        15  # REFEREE_STREAM_HEARTBEAT: seconds between heartbeats (and store re-reads)
    )
    cors_origins: str | None = None  # REFEREE_CORS_ORIGINS: "*" or comma-separated origins
    # REFEREE_STATE_KEYS: `id=secret,...`; the first key seals and makes tokens, all verify
    state_keys: str | None = field(default=None, repr=False)
    require_seal: bool = False  # REFEREE_REQUIRE_SEAL: refuse states without a valid seal
    rate_limit_sessions: str | None = None  # REFEREE_RATE_LIMIT_SESSIONS, e.g. "30/minute"
    rate_limit_moves: str | None = None  # REFEREE_RATE_LIMIT_MOVES, e.g. "600/minute;20/second"
    # REFEREE_RATE_LIMIT_JOINS: join-code redemptions per address; on by default, as a code
    # is the only credential its redemption asks for
    rate_limit_joins: str | None = "10/minute;100/hour"
    proxy_hops: int = 0  # REFEREE_PROXY_HOPS: proxies whose X-Forwarded-For to trust
    # Budgets of the costly calls, per client address; on by default ("off" turns one off).
    # REFEREE_RATE_LIMIT_SUGGESTIONS: suggested moves of every level
    rate_limit_suggestions: str | None = "120/minute;10/second"
    # REFEREE_RATE_LIMIT_EXPERT_SUGGESTIONS: expert suggestions (a search of up to a second)
    rate_limit_expert_suggestions: str | None = "30/minute;3/second"
    # REFEREE_RATE_LIMIT_TRANSCRIPT_BYTES: bytes of transcripts checked, as inflated
    rate_limit_transcript_bytes: str | None = "67108864/minute"
    # REFEREE_RATE_LIMIT_DRY_RUNS: dry runs of session moves (`?dry_run=true`)
    rate_limit_dry_runs: str | None = "600/minute;20/second"
    # REFEREE_COMPUTE_SOCKET: the compute pool's Unix socket, which `referee serve` and
    # deploy/gunicorn.conf.py start and set; unset: jobs run in the process that asks
    compute_socket: str | None = None
    compute_processes: int = 0  # REFEREE_COMPUTE_PROCESSES: the pool's processes (0: per core)
    compute_queue: int = 2  # REFEREE_COMPUTE_QUEUE: jobs that may wait for a process
    # REFEREE_COMPUTE_SECONDS: a transcript's time budget in the pool (its wait included)
    compute_seconds: int = 10
    # REFEREE_COMPUTE_INLINE_BYTES: a plain (not gzipped) transcript of at most this many
    # bytes is checked in the worker itself: a few moves cost less than the trip to the pool
    compute_inline_bytes: int = 4096
    # REFEREE_WEBHOOK_ALLOW_HTTP: webhooks may call http:// URLs (else https:// only)
    webhook_allow_http: bool = False
    # REFEREE_WEBHOOK_ALLOW_PRIVATE: webhooks may call loopback, private and link-local
    # addresses (never the cloud metadata ones)
    webhook_allow_private: bool = False
    webhook_connect_timeout: float = 3.0  # REFEREE_WEBHOOK_CONNECT_TIMEOUT: seconds
    webhook_read_timeout: float = 5.0  # REFEREE_WEBHOOK_READ_TIMEOUT: seconds per read
    webhook_retry_base: float = 5.0  # REFEREE_WEBHOOK_RETRY_BASE: the first retry's wait
    webhook_retry_for: int = 24 * 3600  # REFEREE_WEBHOOK_RETRY_FOR: seconds a message is tried
    webhook_threads: int = 8  # REFEREE_WEBHOOK_THREADS: delivery threads (memory store)

    # Seats before spectators: REFEREE_MAX_STREAMS_PER_SEAT: streams + long polls each seat
    # of a session holds in one worker, apart from REFEREE_MAX_STREAMS_PER_SESSION, which
    # bounds the session's spectators together
    max_streams_per_seat: int = 4

    # Bots-only sessions: REFEREE_RATE_LIMIT_BOT_SESSIONS: sessions where bots hold every
    # seat (opened so, or the last seat given to a bot) per client address; on by default,
    # as each plays a whole match on the bot workers
    rate_limit_bot_sessions: str | None = "6/minute;60/hour"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        environ = os.environ if environ is None else environ
        values = {}
        for setting in fields(cls):
            raw = environ.get("REFEREE_" + setting.name.upper())
            if raw is None or raw == "":
                continue
            values[setting.name] = PARSERS.get(str(setting.type), str)(raw)
        return replace(cls(**values), **overrides)
