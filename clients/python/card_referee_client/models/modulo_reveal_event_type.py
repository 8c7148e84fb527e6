from enum import StrEnum

class ModuloRevealEventType(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
