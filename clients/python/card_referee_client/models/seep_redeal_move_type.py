from enum import StrEnum

class SeepRedealMoveType(StrEnum):
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
