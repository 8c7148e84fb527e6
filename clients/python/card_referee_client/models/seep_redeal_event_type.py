from enum import StrEnum

class SeepRedealEventType(StrEnum):
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
