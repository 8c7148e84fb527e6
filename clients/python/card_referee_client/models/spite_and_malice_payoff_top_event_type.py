from enum import StrEnum

class SpiteAndMalicePayoffTopEventType(StrEnum):
    PAYOFF_TOP = "payoff_top"

    def __str__(self) -> str:
        return str(self.value)
