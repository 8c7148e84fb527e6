from enum import StrEnum

class SeepBidMoveType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
