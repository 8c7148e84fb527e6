from enum import StrEnum

class CassinoSessionOutcomeEndsMatch(StrEnum):
    EVERY = "every"
    NONE = "none"
    SOME = "some"

    def __str__(self) -> str:
        return str(self.value)
