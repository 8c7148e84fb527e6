"""Why a seal or a token was refused; the message is safe to show a client."""

from __future__ import annotations


class CodecError(ValueError):
    """A refused seal or token; `status` and `code` are the HTTP answer to it."""

    # A seal, token or seat key is a credential: the referee refuses to take the state on
    # its word, as it refuses a seat's token for another seat (403), whatever its content.
    status = 403
    code = "codec_error"

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class SealInvalid(CodecError):
    """A state whose seal is missing, malformed, of an unknown key, or does not match."""

    code = "seal_invalid"


class TokenInvalid(CodecError):
    """A token that is malformed, of an unknown key, forged, altered, or for another game."""

    code = "token_invalid"


class SeatKeyInvalid(CodecError):
    """A request that acts or looks as a seat, with a token, without that seat's key."""

    code = "seat_key_invalid"
