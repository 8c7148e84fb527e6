from enum import StrEnum

class SeepBuildMoveType(StrEnum):
    BUILD = "build"

    def __str__(self) -> str:
        return str(self.value)
