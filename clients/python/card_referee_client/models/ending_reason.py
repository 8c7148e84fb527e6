from enum import StrEnum

class EndingReason(StrEnum):
    ABORTED = "aborted"
    RESIGNED = "resigned"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
