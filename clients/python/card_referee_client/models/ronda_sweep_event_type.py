from enum import StrEnum

class RondaSweepEventType(StrEnum):
    SWEEP = "sweep"

    def __str__(self) -> str:
        return str(self.value)
