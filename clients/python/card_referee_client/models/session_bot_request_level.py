from enum import StrEnum

class SessionBotRequestLevel(StrEnum):
    EXPERT = "expert"
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
