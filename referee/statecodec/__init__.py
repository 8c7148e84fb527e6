"""States that clients carry but cannot forge or read: a key ring, seals and seat keys (HMAC),
tokens (AEAD).

Nothing here knows HTTP or the games: a state is a JSON value, a game an id and a
schema version. The API puts these pieces where it reads and writes states.
"""

from .canonical import canonical
from .errors import CodecError, SealInvalid, SeatKeyInvalid, TokenInvalid
from .keyring import Key, KeyRing
from .seals import seal, verify_seal
from .seats import seat_key, seat_of_key, verify_seat_key
from .tokens import TOKEN_MAX_CHARS, mint_token, open_token

__all__ = [
    "canonical",
    "CodecError",
    "SealInvalid",
    "SeatKeyInvalid",
    "TokenInvalid",
    "Key",
    "KeyRing",
    "seal",
    "verify_seal",
    "seat_key",
    "seat_of_key",
    "verify_seat_key",
    "TOKEN_MAX_CHARS",
    "mint_token",
    "open_token",
]
