from enum import StrEnum

class SessionEndReason(StrEnum):
    ENDED = "ended"
    FINISHED = "finished"
    REVOKED = "revoked"

    def __str__(self) -> str:
        return str(self.value)
