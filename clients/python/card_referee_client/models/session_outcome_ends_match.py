from enum import StrEnum

class SessionOutcomeEndsMatch(StrEnum):
    EVERY = "every"
    NONE = "none"
    SOME = "some"

    def __str__(self) -> str:
        return str(self.value)
