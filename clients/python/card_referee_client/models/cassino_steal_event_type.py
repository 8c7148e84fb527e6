from enum import StrEnum

class CassinoStealEventType(StrEnum):
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
