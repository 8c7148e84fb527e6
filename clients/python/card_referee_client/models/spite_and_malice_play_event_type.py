from enum import StrEnum

class SpiteAndMalicePlayEventType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
