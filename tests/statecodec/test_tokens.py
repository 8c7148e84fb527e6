"""Tokens: opened only by the ring, for the game and schema version they were made for."""

from __future__ import annotations

import base64
import random
import string
import zlib

import pytest

from referee.statecodec import (
    TOKEN_MAX_CHARS,
    KeyRing,
    TokenInvalid,
    mint_token,
    open_token,
    tokens,
)

NEW, OLD = "n" * 32, "o" * 32
STATE = {
    "game": "toy",
    "schema_version": 1,
    "seed": "secret-seed",
    "hands": [["7H", "JS"], ["QD"]],
    "stock": ["2C", "3C"],
    "to_move": 0,
}
ALPHABET = string.ascii_letters + string.digits + "-_"


def ring(text=f"new={NEW},old={OLD}"):
    return KeyRing.parse(text)


def test_a_token_opens_to_its_state_and_hides_it():
    token = mint_token(ring(), STATE, "toy", 1)
    assert token.startswith("new.")
    assert open_token(ring(), token, "toy", 1) == STATE
    for secret in (b"secret-seed", b"JS", b"QD", b"stock"):
        assert secret not in base64.urlsafe_b64decode(token[4:] + "==")


def test_two_tokens_of_one_state_differ():
    assert mint_token(ring(), STATE, "toy", 1) != mint_token(ring(), STATE, "toy", 1)


def test_every_key_of_the_ring_opens_and_only_the_first_makes():
    old_token = mint_token(ring(f"old={OLD}"), STATE, "toy", 1)
    assert open_token(ring(), old_token, "toy", 1) == STATE
    assert mint_token(ring(), STATE, "toy", 1).startswith("new.")
    with pytest.raises(TokenInvalid):
        open_token(ring(f"new={NEW}"), old_token, "toy", 1)


def test_a_token_of_another_secret_under_the_same_id_is_refused():
    with pytest.raises(TokenInvalid, match="altered"):
        open_token(ring(), mint_token(ring(f"new={OLD}"), STATE, "toy", 1), "toy", 1)


@pytest.mark.parametrize("game,version", [("seep", 1), ("seep", 2), ("toy", 0)])
def test_a_token_of_another_game_or_schema_version_is_refused(game, version):
    with pytest.raises(TokenInvalid, match="another game or a schema version"):
        open_token(ring(), mint_token(ring(), STATE, "toy", 1), game, version)


@pytest.mark.parametrize("reads", [2, 3])
def test_a_token_of_an_earlier_schema_version_opens_to_its_state_as_made(reads):
    # The caller upgrades what it opens: the state comes out of the version it went in.
    assert open_token(ring(), mint_token(ring(), STATE, "toy", 1), "toy", reads) == STATE


def test_a_token_of_a_later_schema_version_is_refused():
    later = {**STATE, "schema_version": 2}
    with pytest.raises(TokenInvalid, match="a schema version this referee does not read"):
        open_token(ring(), mint_token(ring(), later, "toy", 2), "toy", 1)


def test_a_token_whose_state_names_another_version_than_it_was_made_for_is_refused():
    with pytest.raises(TokenInvalid, match="not of the schema version it was made for"):
        open_token(ring(), mint_token(ring(), STATE, "toy", 2), "toy", 2)


def test_changing_any_character_of_a_token_is_refused():
    token = mint_token(ring(), STATE, "toy", 1)
    for index, char in enumerate(token):
        for other in {ALPHABET[(ALPHABET.find(char) + 1) % len(ALPHABET)], "=", "+", "é"} - {char}:
            with pytest.raises(TokenInvalid):
                open_token(ring(), token[:index] + other + token[index + 1 :], "toy", 1)
    for cut in (token[:-1], token + "A", token + "==", "", "new.", token.replace(".", "")):
        with pytest.raises(TokenInvalid):
            open_token(ring(), cut, "toy", 1)


def test_flipping_any_bit_of_the_sealed_bytes_is_refused():
    token = mint_token(ring(), STATE, "toy", 1)
    raw = bytearray(base64.urlsafe_b64decode(token[4:] + "=" * (-len(token[4:]) % 4)))
    for index in range(len(raw)):
        flipped = bytearray(raw)
        flipped[index] ^= 0x01
        text = base64.urlsafe_b64encode(bytes(flipped)).rstrip(b"=").decode()
        with pytest.raises(TokenInvalid):
            open_token(ring(), "new." + text, "toy", 1)


@pytest.mark.parametrize("token", [None, 5, {"t": 1}, "x" * (TOKEN_MAX_CHARS + 1)])
def test_a_mistyped_or_oversized_token_is_refused(token):
    with pytest.raises(TokenInvalid):
        open_token(ring(), token, "toy", 1)


def _mint_raw(plaintext: bytes) -> str:
    """A token the ring's key really made, around a plaintext the referee would never write."""
    key = ring().signing
    nonce = b"\x00" * tokens.NONCE_BYTES
    sealed = key.aead.encrypt(nonce, plaintext, tokens._aad("toy", 1))
    return f"{key.id}.{tokens._b64(tokens.VERSION + nonce + sealed)}"


@pytest.mark.parametrize(
    "plaintext",
    [
        b"not zlib",
        zlib.compress(b"not json"),
        zlib.compress(b"{}")[:-2],  # cut short
        zlib.compress(b"{}") + b"trailing",  # more than padding after it
        zlib.compress(b" " * (tokens.STATE_MAX_BYTES + 1)),  # inflates past the bound
    ],
)
def test_authentic_but_damaged_content_is_refused(plaintext):
    with pytest.raises(TokenInvalid, match="damaged"):
        open_token(ring(), _mint_raw(plaintext), "toy", 1)


def test_a_state_too_large_for_a_token_is_refused_when_made():
    noise = base64.b64encode(random.Random(1).randbytes(TOKEN_MAX_CHARS)).decode()
    with pytest.raises(TokenInvalid, match="too large"):
        mint_token(ring(), {**STATE, "seed": noise}, "toy", 1)
