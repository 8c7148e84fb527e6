from enum import StrEnum

class CassinoReserveEventType(StrEnum):
    RESERVE = "reserve"

    def __str__(self) -> str:
        return str(self.value)
