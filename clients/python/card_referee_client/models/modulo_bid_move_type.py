from enum import StrEnum

class ModuloBidMoveType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
