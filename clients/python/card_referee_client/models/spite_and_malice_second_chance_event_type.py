from enum import StrEnum

class SpiteAndMaliceSecondChanceEventType(StrEnum):
    SECOND_CHANCE = "second_chance"

    def __str__(self) -> str:
        return str(self.value)
