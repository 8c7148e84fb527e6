from enum import StrEnum

class SpiteAndMaliceSecondChanceCancelledEventType(StrEnum):
    SECOND_CHANCE_CANCELLED = "second_chance_cancelled"

    def __str__(self) -> str:
        return str(self.value)
