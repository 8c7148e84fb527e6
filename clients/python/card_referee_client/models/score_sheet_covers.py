from enum import StrEnum

class ScoreSheetCovers(StrEnum):
    DEAL = "deal"
    GAME = "game"
    MATCH = "match"
    ROUND = "round"
    TALLY = "tally"

    def __str__(self) -> str:
        return str(self.value)
