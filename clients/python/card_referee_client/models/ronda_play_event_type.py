from enum import StrEnum

class RondaPlayEventType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
