from enum import StrEnum

class RondaChallengeMoveType(StrEnum):
    CHALLENGE = "challenge"

    def __str__(self) -> str:
        return str(self.value)
