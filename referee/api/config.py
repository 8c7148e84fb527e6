"""Settings of a referee process, read from the environment (`REFEREE_*`) or given to the factory."""

from __future__ import annotations

import os
from dataclasses import dataclass, fields, replace

from ..sessions import MAX_SESSIONS


@dataclass(frozen=True)
class Settings:
    redis_url: str | None = None          # REFEREE_REDIS_URL; unset: sessions kept in memory
    redis_cluster: bool = False           # REFEREE_REDIS_CLUSTER: the URL names a node of a Redis Cluster
    session_ttl: int = 24 * 3600          # REFEREE_SESSION_TTL: idle seconds before a session expires
    max_body_bytes: int = 256 * 1024      # REFEREE_MAX_BODY_BYTES: larger requests get 413
    max_session_bytes: int = 4 * 1024 * 1024  # REFEREE_MAX_SESSION_BYTES: bound on one stored session
    max_sessions: int = MAX_SESSIONS      # REFEREE_MAX_SESSIONS: sessions kept in memory (not Redis)
    admin_token: str | None = None        # REFEREE_ADMIN_TOKEN: may delete any session
    retry_after: int = 2                  # REFEREE_RETRY_AFTER: seconds suggested on a 503
    max_streams: int = 8                  # REFEREE_MAX_STREAMS: event streams + long polls per worker
    stream_seconds: int = 300             # REFEREE_STREAM_SECONDS: a stream's life before the client reconnects
    log_requests: bool = False            # REFEREE_LOG_REQUESTS: a JSON log line per request
    stream_heartbeat: int = 15            # REFEREE_STREAM_HEARTBEAT: seconds between heartbeats (and store re-reads)
    cors_origins: str | None = None       # REFEREE_CORS_ORIGINS: "*" or comma-separated origins

    @classmethod
    def from_env(cls, environ=None, **overrides) -> "Settings":
        environ = os.environ if environ is None else environ
        values = {}
        for field in fields(cls):
            raw = environ.get("REFEREE_" + field.name.upper())
            if raw is None or raw == "":
                continue
            if field.type == "int":
                values[field.name] = int(raw)
            elif field.type == "bool":
                values[field.name] = raw.strip().lower() in ("1", "true", "yes", "on")
            else:
                values[field.name] = raw
        return replace(cls(**values), **overrides)
