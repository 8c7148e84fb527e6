from enum import StrEnum

class SpiteAndMaliceDrawEventType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
