from enum import StrEnum

class RondaDealEventType(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
