"""Seals: `<key id>.<mac>`, the mac an HMAC-SHA256 of the state's canonical encoding."""

from __future__ import annotations

import base64
import hashlib
import hmac
from typing import Any

from .canonical import canonical
from .errors import SealInvalid
from .keyring import Key, KeyRing

SEAL_MAX_CHARS = 32 + 1 + 43   # key id, dot, 32 bytes in unpadded base64url


def _mac(key: Key, state: Any) -> str:
    digest = hmac.new(key.seal_key, canonical(state), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def seal(ring: KeyRing, state: Any) -> str:
    """The seal of `state` under the ring's signing key."""
    key = ring.signing
    return f"{key.id}.{_mac(key, state)}"


def verify_seal(ring: KeyRing, state: Any, sealed: Any) -> None:
    """SealInvalid unless `sealed` is a seal of `state` by a key of the ring."""
    if not isinstance(sealed, str):
        raise SealInvalid("the state has no seal; this referee accepts only states it sealed")
    key_id, dot, mac = sealed.partition(".")
    key = ring.get(key_id) if dot else None
    if key is None:
        raise SealInvalid("the seal is not of a key this referee holds")
    # Compare the encoded text, so no second spelling of the same bytes can pass.
    if not hmac.compare_digest(mac.encode("ascii", "replace"), _mac(key, state).encode("ascii")):
        raise SealInvalid("the seal does not match the state: the state or the seal was altered")
