from enum import StrEnum

class SpiteAndMalicePileCompletedEventType(StrEnum):
    PILE_COMPLETED = "pile_completed"

    def __str__(self) -> str:
        return str(self.value)
