from enum import StrEnum

class SpiteAndMaliceDiscardEventType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
