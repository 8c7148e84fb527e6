from enum import StrEnum

class CassinoCaptureMoveType(StrEnum):
    CAPTURE = "capture"

    def __str__(self) -> str:
        return str(self.value)
