from enum import StrEnum

class RondaScoreEventType(StrEnum):
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
