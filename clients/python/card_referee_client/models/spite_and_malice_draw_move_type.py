from enum import StrEnum

class SpiteAndMaliceDrawMoveType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
