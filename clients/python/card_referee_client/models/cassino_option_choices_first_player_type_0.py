from enum import StrEnum

class CassinoOptionChoicesFirstPlayerType0(StrEnum):
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
