from enum import StrEnum

class SeepDealEventType(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
