from enum import StrEnum

class SpiteAndMaliceDiscardMoveType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
