"""Settings of a referee process, read from the environment (`REFEREE_*`) or given to the factory."""

from __future__ import annotations

import os
from dataclasses import dataclass, fields, replace

from ..sessions import MAX_SESSIONS


@dataclass(frozen=True)
class Settings:
    redis_url: str | None = None          # REFEREE_REDIS_URL; unset: sessions kept in memory
    redis_cluster: bool = False           # REFEREE_REDIS_CLUSTER: the URL names a Redis Cluster node
    session_ttl: int = 24 * 3600          # REFEREE_SESSION_TTL: idle seconds before a session expires
    max_body_bytes: int = 256 * 1024      # REFEREE_MAX_BODY_BYTES: larger requests get 413
    max_session_bytes: int = 4 * 1024 * 1024  # REFEREE_MAX_SESSION_BYTES: bound on one stored session
    max_sessions: int = MAX_SESSIONS      # REFEREE_MAX_SESSIONS: sessions kept in memory (not Redis)
    admin_token: str | None = None        # REFEREE_ADMIN_TOKEN: may delete any session
    retry_after: int = 2                  # REFEREE_RETRY_AFTER: seconds suggested on a 503

    @classmethod
    def from_env(cls, environ=None, **overrides) -> "Settings":
        environ = os.environ if environ is None else environ
        values = {}
        for field in fields(cls):
            raw = environ.get("REFEREE_" + field.name.upper())
            if raw is None or raw == "":
                continue
            values[field.name] = (int(raw) if field.type == "int" else
                                  raw.lower() in ("1", "true", "yes") if field.type == "bool"
                                  else raw)
        return replace(cls(**values), **overrides)
