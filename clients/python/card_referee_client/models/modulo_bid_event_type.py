from enum import StrEnum

class ModuloBidEventType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
