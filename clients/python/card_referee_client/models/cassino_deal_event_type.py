from enum import StrEnum

class CassinoDealEventType(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
