from enum import StrEnum

class SeepCaptureMoveType(StrEnum):
    CAPTURE = "capture"

    def __str__(self) -> str:
        return str(self.value)
