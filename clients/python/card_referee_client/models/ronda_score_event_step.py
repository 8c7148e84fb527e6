from enum import StrEnum

class RondaScoreEventStep(StrEnum):
    CARD_COUNT = "card_count"
    CHALLENGE = "challenge"
    DECLARATIONS = "declarations"
    PLAY = "play"
    UNDECLARED = "undeclared"

    def __str__(self) -> str:
        return str(self.value)
