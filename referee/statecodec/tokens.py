"""Tokens: a state compressed and encrypted with AES-256-GCM, bound to its game and schema version.

    token     = <key id> "." base64url(version || nonce || ciphertext), unpadded
    version   = 0x01 (one byte)
    nonce     = 12 random bytes
    plaintext = zlib(canonical state), then zero bytes up to a multiple of PAD_TO
    AAD       = "card-referee/token" 0x00 version 0x00 <game id> 0x00 <schema version>

A token opens only under the key named, for the game and schema version it was made
for; any other byte changed fails the GCM tag. A referee reads the states of every earlier
schema version too, so a token opens under the newest version the caller reads or any
earlier one, tried newest first; the caller upgrades the state inside (its
`schema_version` is the one the token was made for). Padding blurs what the compressed
length would tell about the hidden cards.
"""

from __future__ import annotations

import base64
import binascii
import os
import zlib
from typing import Any

import orjson
from cryptography.exceptions import InvalidTag

from .canonical import canonical
from .errors import TokenInvalid
from .keyring import KeyRing

VERSION = b"\x01"
NONCE_BYTES = 12
TAG_BYTES = 16
PAD_TO = 64
# Far above any real state (bench/RESULTS.md measures the largest per game), and small
# enough that checking one costs little: a longer token is refused before any decoding.
TOKEN_MAX_CHARS = 8192
STATE_MAX_BYTES = 256 * 1024  # bound on the opened JSON: no token inflates without end


def _aad(game_id: str, schema_version: int) -> bytes:
    return b"\x00".join(
        [
            b"card-referee/token",
            VERSION,
            game_id.encode("utf-8"),
            str(schema_version).encode("ascii"),
        ]
    )


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    """The bytes of unpadded base64url; TokenInvalid for any other spelling of them."""
    try:
        data = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise TokenInvalid("the token is not unpadded base64url") from None
    if _b64(data) != text:
        raise TokenInvalid("the token is not unpadded base64url")
    return data


def mint_token(ring: KeyRing, state: Any, game_id: str, schema_version: int) -> str:
    """A token of `state` under the ring's signing key."""
    packed = zlib.compress(canonical(state))
    packed += b"\x00" * (-len(packed) % PAD_TO)
    nonce = os.urandom(NONCE_BYTES)
    key = ring.signing
    sealed = key.aead.encrypt(nonce, packed, _aad(game_id, schema_version))
    token = f"{key.id}.{_b64(VERSION + nonce + sealed)}"
    if len(token) > TOKEN_MAX_CHARS:
        raise TokenInvalid(
            f"the state is too large for a token ({len(token)} characters; "
            f"at most {TOKEN_MAX_CHARS})"
        )
    return token


def open_token(ring: KeyRing, token: Any, game_id: str, schema_version: int) -> Any:
    """The state inside `token`; TokenInvalid unless the ring made it for this game and for
    `schema_version` or an earlier version."""
    if not isinstance(token, str) or len(token) > TOKEN_MAX_CHARS:
        raise TokenInvalid(f"a token is a string of at most {TOKEN_MAX_CHARS} characters")
    key_id, dot, body = token.partition(".")
    key = ring.get(key_id) if dot else None
    if key is None:
        raise TokenInvalid("the token is not of a key this referee holds")
    data = _unb64(body)
    if len(data) < 1 + NONCE_BYTES + TAG_BYTES or data[:1] != VERSION:
        raise TokenInvalid("the token is not of a format this referee reads")
    nonce, sealed = data[1 : 1 + NONCE_BYTES], data[1 + NONCE_BYTES :]
    packed = version = None
    for version in range(schema_version, 0, -1):
        try:
            packed = key.aead.decrypt(nonce, sealed, _aad(game_id, version))
            break
        except InvalidTag:
            continue
    if packed is None:
        raise TokenInvalid(
            "the token was altered, or was made for another game or a schema version "
            "this referee does not read, or by another deployment"
        )
    # Only the ring's holder could have made what decrypted; the bounds still hold.
    inflate = zlib.decompressobj()
    try:
        text = inflate.decompress(packed, STATE_MAX_BYTES)
    except zlib.error:
        raise TokenInvalid("the token's content is damaged") from None
    if not inflate.eof or inflate.unconsumed_tail or inflate.unused_data.strip(b"\x00"):
        raise TokenInvalid("the token's content is damaged")
    try:
        state = orjson.loads(text)
    except orjson.JSONDecodeError:
        raise TokenInvalid("the token's content is damaged") from None
    if isinstance(state, dict) and state.get("schema_version") != version:
        raise TokenInvalid("the token's state is not of the schema version it was made for")
    return state
