from enum import StrEnum

class SpiteAndMalicePlayMoveType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
