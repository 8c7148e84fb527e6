from enum import StrEnum

class ModuloSessionOutcomeEndsMatch(StrEnum):
    EVERY = "every"
    NONE = "none"
    SOME = "some"

    def __str__(self) -> str:
        return str(self.value)
