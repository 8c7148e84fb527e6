from enum import StrEnum

class ModuloPlayEventType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
