from enum import StrEnum

class SpiteAndMaliceStatePhase(StrEnum):
    FINISHED = "finished"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
