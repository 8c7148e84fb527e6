from enum import StrEnum

class CassinoSessionHistoryEntryType(StrEnum):
    ABORT = "abort"
    MOVE = "move"
    PAUSE = "pause"
    RESIGNATION = "resignation"
    RESUME = "resume"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
