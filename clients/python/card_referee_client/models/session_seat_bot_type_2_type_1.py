from enum import StrEnum

class SessionSeatBotType2Type1(StrEnum):
    EXPERT = "expert"
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
