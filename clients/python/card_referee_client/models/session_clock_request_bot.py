from enum import StrEnum

class SessionClockRequestBot(StrEnum):
    EXPERT = "expert"
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
