from enum import StrEnum

class SpiteAndMaliceRecycleEventPiles(StrEnum):
    CENTER = "center"
    COMPLETED = "completed"

    def __str__(self) -> str:
        return str(self.value)
