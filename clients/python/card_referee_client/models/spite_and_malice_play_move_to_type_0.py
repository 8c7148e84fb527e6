from enum import StrEnum

class SpiteAndMalicePlayMoveToType0(StrEnum):
    NEW = "new"

    def __str__(self) -> str:
        return str(self.value)
