from enum import StrEnum

class CassinoTrailMoveType(StrEnum):
    TRAIL = "trail"

    def __str__(self) -> str:
        return str(self.value)
