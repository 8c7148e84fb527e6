from enum import StrEnum

class RondaOptionChoicesChainPoints(StrEnum):
    VALUE_0 = "1-5-10"
    VALUE_1 = "1-6-15"

    def __str__(self) -> str:
        return str(self.value)
