from enum import StrEnum

class SeepThrowMoveType(StrEnum):
    THROW = "throw"

    def __str__(self) -> str:
        return str(self.value)
