from enum import StrEnum

class SpiteAndMaliceRecycleEventType(StrEnum):
    RECYCLE = "recycle"

    def __str__(self) -> str:
        return str(self.value)
