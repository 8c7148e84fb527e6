from enum import StrEnum

class SeepSweepEventType(StrEnum):
    SWEEP = "sweep"

    def __str__(self) -> str:
        return str(self.value)
