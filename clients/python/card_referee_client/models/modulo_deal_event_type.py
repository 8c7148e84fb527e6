from enum import StrEnum

class ModuloDealEventType(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
