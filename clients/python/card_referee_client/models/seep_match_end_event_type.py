from enum import StrEnum

class SeepMatchEndEventType(StrEnum):
    MATCH_END = "match_end"

    def __str__(self) -> str:
        return str(self.value)
