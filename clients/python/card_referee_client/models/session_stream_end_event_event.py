from enum import StrEnum

class SessionStreamEndEventEvent(StrEnum):
    END = "end"

    def __str__(self) -> str:
        return str(self.value)
