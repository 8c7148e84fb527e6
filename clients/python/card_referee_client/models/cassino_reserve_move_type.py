from enum import StrEnum

class CassinoReserveMoveType(StrEnum):
    RESERVE = "reserve"

    def __str__(self) -> str:
        return str(self.value)
