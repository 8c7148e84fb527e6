from enum import IntEnum

class RondaOptionsUndeclaredRondaPenalty(IntEnum):
    VALUE_1 = 1
    VALUE_5 = 5

    def __str__(self) -> str:
        return str(self.value)
