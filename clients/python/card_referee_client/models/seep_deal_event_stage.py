from enum import StrEnum

class SeepDealEventStage(StrEnum):
    OPENING = "opening"
    REST = "rest"

    def __str__(self) -> str:
        return str(self.value)
