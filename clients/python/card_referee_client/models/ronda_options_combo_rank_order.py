from enum import StrEnum

class RondaOptionsComboRankOrder(StrEnum):
    ACE_HIGH = "ace_high"
    KING_HIGH = "king_high"

    def __str__(self) -> str:
        return str(self.value)
