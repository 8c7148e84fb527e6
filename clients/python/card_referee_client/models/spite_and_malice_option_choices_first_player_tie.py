from enum import StrEnum

class SpiteAndMaliceOptionChoicesFirstPlayerTie(StrEnum):
    RESHUFFLE = "reshuffle"
    SUIT = "suit"

    def __str__(self) -> str:
        return str(self.value)
