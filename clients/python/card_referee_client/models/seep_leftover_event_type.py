from enum import StrEnum

class SeepLeftoverEventType(StrEnum):
    LEFTOVER = "leftover"

    def __str__(self) -> str:
        return str(self.value)
