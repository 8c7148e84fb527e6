from enum import StrEnum

class RondaDeclareMoveType(StrEnum):
    DECLARE = "declare"

    def __str__(self) -> str:
        return str(self.value)
