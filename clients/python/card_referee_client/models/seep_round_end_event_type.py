from enum import StrEnum

class SeepRoundEndEventType(StrEnum):
    ROUND_END = "round_end"

    def __str__(self) -> str:
        return str(self.value)
