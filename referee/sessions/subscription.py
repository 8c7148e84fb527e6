"""A session's webhook subscription, as its record keeps it (hooks.py says who is told)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Subscription:
    """A session's webhook: the app's `url`, the event `types` it asked for, and the
    signing `secret` (`whsec_` + base64), shown to the app once."""

    url: str
    types: tuple[str, ...]
    secret: str

    def to_json(self) -> dict[str, Any]:
        return {"url": self.url, "events": list(self.types), "secret": self.secret}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Subscription:
        return cls(url=data["url"], types=tuple(data["events"]), secret=data["secret"])
