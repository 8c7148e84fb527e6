from enum import IntEnum

class CassinoOptionChoicesTargetScore(IntEnum):
    VALUE_21 = 21
    VALUE_51 = 51

    def __str__(self) -> str:
        return str(self.value)
