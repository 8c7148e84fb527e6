from enum import StrEnum

class RondaChallengeEventVerdict(StrEnum):
    CORRECT = "correct"
    WRONG = "wrong"

    def __str__(self) -> str:
        return str(self.value)
