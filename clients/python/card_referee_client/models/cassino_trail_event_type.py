from enum import StrEnum

class CassinoTrailEventType(StrEnum):
    TRAIL = "trail"

    def __str__(self) -> str:
        return str(self.value)
