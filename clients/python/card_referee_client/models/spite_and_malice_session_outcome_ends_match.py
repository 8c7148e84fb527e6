from enum import StrEnum

class SpiteAndMaliceSessionOutcomeEndsMatch(StrEnum):
    EVERY = "every"
    NONE = "none"
    SOME = "some"

    def __str__(self) -> str:
        return str(self.value)
