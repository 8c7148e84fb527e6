"""Why a seal or a token was refused; the message is safe to show a client."""

from __future__ import annotations


class CodecError(ValueError):
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
