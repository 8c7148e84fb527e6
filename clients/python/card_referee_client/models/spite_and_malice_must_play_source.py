from enum import StrEnum

class SpiteAndMaliceMustPlaySource(StrEnum):
    DISCARD = "discard"
    HAND = "hand"
    PAYOFF = "payoff"

    def __str__(self) -> str:
        return str(self.value)
