from enum import StrEnum

class SeepDealEndEventReason(StrEnum):
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
