"""Webhook secrets and signatures, as Standard Webhooks makes them (the `standardwebhooks`
package, the spec's own): a secret is `whsec_` + base64 of 32 random bytes, and a call is
signed `v1,` + base64 of HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`."""

from __future__ import annotations

import base64
import secrets
from datetime import UTC, datetime

from standardwebhooks.webhooks import Webhook

SECRET_PREFIX = "whsec_"


def new_secret() -> str:
    """A fresh signing secret, shown to the app once."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(32)).decode()


def headers(secret: str, message_id: str, body: str, now: float) -> dict[str, str]:
    """The Standard Webhooks headers of one attempt to deliver `body`, made at `now`: the
    id is the message's on every attempt, the timestamp and signature the attempt's."""
    stamp = int(now)
    signature = Webhook(secret).sign(message_id, datetime.fromtimestamp(stamp, UTC), body)
    return {
        "webhook-id": message_id,
        "webhook-timestamp": str(stamp),
        "webhook-signature": signature,
    }
