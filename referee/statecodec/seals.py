"""Seals: `<key id>.<mac>`, the mac an HMAC-SHA256 of the state's canonical encoding."""

from __future__ import annotations

from typing import Any

from .canonical import canonical
from .errors import SealInvalid
from .keyring import KeyRing
from .macs import check, sign


def seal(ring: KeyRing, state: Any) -> str:
    """The seal of `state` under the ring's signing key."""
    return sign(ring, "seal", canonical(state))


def verify_seal(ring: KeyRing, state: Any, sealed: Any) -> None:
    """SealInvalid unless `sealed` is a seal of `state` by a key of the ring."""
    if not isinstance(sealed, str):
        raise SealInvalid("the state has no seal; this referee accepts only states it sealed")
    refusal = check(ring, "seal", canonical(state), sealed)
    if refusal == "unknown key":
        raise SealInvalid("the seal is not of a key this referee holds")
    if refusal is not None:
        raise SealInvalid("the seal does not match the state: the state or the seal was altered")
