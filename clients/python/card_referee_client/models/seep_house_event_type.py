from enum import StrEnum

class SeepHouseEventType(StrEnum):
    HOUSE = "house"

    def __str__(self) -> str:
        return str(self.value)
