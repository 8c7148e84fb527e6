from enum import StrEnum

class SpiteAndMaliceReshuffleEventType(StrEnum):
    RESHUFFLE = "reshuffle"

    def __str__(self) -> str:
        return str(self.value)
