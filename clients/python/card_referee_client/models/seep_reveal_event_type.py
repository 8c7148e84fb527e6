from enum import StrEnum

class SeepRevealEventType(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
