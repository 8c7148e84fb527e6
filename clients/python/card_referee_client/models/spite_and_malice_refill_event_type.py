from enum import StrEnum

class SpiteAndMaliceRefillEventType(StrEnum):
    REFILL = "refill"

    def __str__(self) -> str:
        return str(self.value)
