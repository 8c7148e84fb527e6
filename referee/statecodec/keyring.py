"""The key ring of `REFEREE_STATE_KEYS`: `id=secret` entries; the first signs, all verify."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

KEY_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
MIN_SECRET_CHARS = 32


def _derive(secret: bytes, purpose: bytes) -> bytes:
    # One secret, unrelated keys: no key serves two purposes (a seal is no seat key).
    return HKDF(
        algorithm=hashes.SHA256(), length=32, salt=None, info=b"card-referee/" + purpose
    ).derive(secret)


@dataclass(frozen=True)
class Key:
    id: str
    macs: dict[str, bytes] = field(repr=False)  # HMAC keys by purpose: "seal", "seat"
    aead: AESGCM = field(repr=False)

    @classmethod
    def from_secret(cls, key_id: str, secret: str) -> Key:
        raw = secret.encode("utf-8")
        macs = {purpose: _derive(raw, f"{purpose}/v1".encode()) for purpose in ("seal", "seat")}
        return cls(key_id, macs, AESGCM(_derive(raw, b"token/v1")))


class KeyRing:
    """Keys by id, in the order given: `signing` is the first."""

    def __init__(self, keys: list[Key]):
        if not keys:
            raise ValueError("a key ring needs at least one key")
        self.signing = keys[0]
        self._by_id = {key.id: key for key in keys}
        if len(self._by_id) != len(keys):
            raise ValueError("the key ring names a key id twice")

    @classmethod
    def parse(cls, text: str) -> KeyRing:
        """`id=secret,id=secret,...`; ValueError naming the bad entry (never its secret)."""
        keys = []
        for number, entry in enumerate(text.split(","), 1):
            key_id, equals, secret = entry.strip().partition("=")
            if not equals or not KEY_ID.fullmatch(key_id):
                raise ValueError(
                    f"REFEREE_STATE_KEYS entry {number} must be `id=secret` with an "
                    f"id of 1-32 letters, digits, `-` or `_`"
                )
            if len(secret) < MIN_SECRET_CHARS:
                raise ValueError(
                    f"REFEREE_STATE_KEYS key {key_id!r}: the secret must be at "
                    f"least {MIN_SECRET_CHARS} characters"
                )
            keys.append(Key.from_secret(key_id, secret))
        return cls(keys)

    def get(self, key_id: str) -> Key | None:
        return self._by_id.get(key_id)

    @property
    def ids(self) -> list[str]:
        return list(self._by_id)
