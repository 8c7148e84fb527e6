from enum import StrEnum

class RondaPlayEventCombination(StrEnum):
    ELEVEN = "eleven"
    ESTE = "este"
    FIVE = "five"
    MESA = "mesa"
    SIX = "six"
    TEN = "ten"
    TWO = "two"

    def __str__(self) -> str:
        return str(self.value)
