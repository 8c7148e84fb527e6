from enum import StrEnum

class RondaItemItem(StrEnum):
    CARD_COUNT = "card_count"
    CARRIED = "carried"
    DEALER_LAST_PLAY = "dealer_last_play"
    DECLARATIONS = "declarations"
    ESTE = "este"
    FIVE = "five"
    MESA = "mesa"
    TEN = "ten"
    UNDECLARED_HOLDING = "undeclared_holding"
    WRONG_DECLARATION = "wrong_declaration"

    def __str__(self) -> str:
        return str(self.value)
