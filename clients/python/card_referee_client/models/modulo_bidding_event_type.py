from enum import StrEnum

class ModuloBiddingEventType(StrEnum):
    BIDDING = "bidding"

    def __str__(self) -> str:
        return str(self.value)
