from enum import StrEnum

class SeepThrowEventType(StrEnum):
    THROW = "throw"

    def __str__(self) -> str:
        return str(self.value)
