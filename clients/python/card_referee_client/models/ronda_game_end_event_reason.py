from enum import StrEnum

class RondaGameEndEventReason(StrEnum):
    CHALLENGE = "challenge"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
