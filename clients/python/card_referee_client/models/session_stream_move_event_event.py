from enum import StrEnum

class SessionStreamMoveEventEvent(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
