from enum import StrEnum

class ModuloGameEndEventType(StrEnum):
    GAME_END = "game_end"

    def __str__(self) -> str:
        return str(self.value)
