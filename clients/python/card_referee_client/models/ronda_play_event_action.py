from enum import StrEnum

class RondaPlayEventAction(StrEnum):
    CAPTURE = "capture"
    PLACE = "place"
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
