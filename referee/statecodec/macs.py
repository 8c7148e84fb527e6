"""Signed text, `<key id>.<mac>`: HMAC-SHA256 under a ring's key, one derived key a purpose."""

from __future__ import annotations

import base64
import hashlib
import hmac

from .keyring import KeyRing

MAC_MAX_CHARS = 32 + 1 + 43  # key id, dot, 32 bytes in unpadded base64url


def _mac(secret: bytes, message: bytes) -> str:
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def sign(ring: KeyRing, purpose: str, message: bytes) -> str:
    """`message` signed by the ring's signing key for `purpose`."""
    key = ring.signing
    return f"{key.id}.{_mac(key.macs[purpose], message)}"


def check(ring: KeyRing, purpose: str, message: bytes, signed: str) -> str | None:
    """None when `signed` signs `message` under a key of the ring; else why not."""
    key_id, dot, mac = signed.partition(".")
    key = ring.get(key_id) if dot else None
    if key is None:
        return "unknown key"
    # Compare the encoded text, so no second spelling of the same bytes can pass.
    expected = _mac(key.macs[purpose], message).encode("ascii")
    if not hmac.compare_digest(mac.encode("ascii", "replace"), expected):
        return "mismatch"
    return None
