from enum import StrEnum

class CassinoSweepEventType(StrEnum):
    SWEEP = "sweep"

    def __str__(self) -> str:
        return str(self.value)
