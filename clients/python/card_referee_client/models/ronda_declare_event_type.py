from enum import StrEnum

class RondaDeclareEventType(StrEnum):
    DECLARE = "declare"

    def __str__(self) -> str:
        return str(self.value)
