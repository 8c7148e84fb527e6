from enum import StrEnum

class RondaDealEndEventType(StrEnum):
    DEAL_END = "deal_end"

    def __str__(self) -> str:
        return str(self.value)
