"""The three ways a request can fail: malformed input, an impossible state, an illegal move."""

from __future__ import annotations


class RefereeError(ValueError):
    """Base of every error the referee raises on purpose."""

    status = 400
    code = "referee_error"

    def __init__(self, message: str, *, path: str | None = None, code: str | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        if code is not None:
            self.code = code

    def to_dict(self) -> dict:
        out = {"code": self.code, "message": self.message}
        if self.path:
            out["path"] = self.path
        return out


class MalformedInput(RefereeError):
    """Input that is not of the wire format at all (HTTP 400)."""

    status = 400
    code = "malformed"


class InvalidState(RefereeError):
    """A well-formed state that no play of the game can reach (HTTP 422)."""

    status = 422
    code = "inconsistent_state"


class ConflictingOptions(RefereeError):
    """Options each of the allowed values that together no match can have (HTTP 422), as in a
    posted state's options."""

    status = 422
    code = "options_conflict"


class UnknownGame(RefereeError):
    """A game id that is not in the registry (HTTP 404)."""

    status = 404
    code = "unknown_game"


class IllegalMove(RefereeError):
    """A well-formed move that the rules forbid: an answer, not an error (`legal: false`)."""

    code = "illegal_move"

    def __init__(self, code: str, rule: str, message: str):
        super().__init__(message, code=code)
        self.rule = rule

    def to_dict(self) -> dict:
        return {"code": self.code, "rule": self.rule, "message": self.message}
