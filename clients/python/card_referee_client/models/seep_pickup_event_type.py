from enum import StrEnum

class SeepPickupEventType(StrEnum):
    PICKUP = "pickup"

    def __str__(self) -> str:
        return str(self.value)
