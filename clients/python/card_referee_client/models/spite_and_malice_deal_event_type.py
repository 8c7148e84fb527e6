from enum import StrEnum

class SpiteAndMaliceDealEventType(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
