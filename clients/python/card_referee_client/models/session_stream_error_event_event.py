from enum import StrEnum

class SessionStreamErrorEventEvent(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
