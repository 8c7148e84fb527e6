from enum import StrEnum

class SeepBidEventType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
