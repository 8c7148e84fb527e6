from enum import StrEnum

class ModuloTrickEventType(StrEnum):
    TRICK = "trick"

    def __str__(self) -> str:
        return str(self.value)
