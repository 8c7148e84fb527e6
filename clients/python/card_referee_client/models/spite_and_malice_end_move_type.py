from enum import StrEnum

class SpiteAndMaliceEndMoveType(StrEnum):
    END = "end"

    def __str__(self) -> str:
        return str(self.value)
