from enum import StrEnum

class CassinoRoundEndEventType(StrEnum):
    ROUND_END = "round_end"

    def __str__(self) -> str:
        return str(self.value)
