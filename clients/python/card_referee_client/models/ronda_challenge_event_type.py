from enum import StrEnum

class RondaChallengeEventType(StrEnum):
    CHALLENGE = "challenge"

    def __str__(self) -> str:
        return str(self.value)
