from enum import StrEnum

class RondaChallengeEventDeclared(StrEnum):
    NONE = "none"
    RONDA = "ronda"
    TRINGA = "tringa"
    TWO_RONDAS = "two_rondas"

    def __str__(self) -> str:
        return str(self.value)
