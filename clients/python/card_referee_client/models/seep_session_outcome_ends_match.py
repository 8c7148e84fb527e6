from enum import StrEnum

class SeepSessionOutcomeEndsMatch(StrEnum):
    EVERY = "every"
    NONE = "none"
    SOME = "some"

    def __str__(self) -> str:
        return str(self.value)
