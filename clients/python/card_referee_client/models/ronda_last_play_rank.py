from enum import StrEnum

class RondaLastPlayRank(StrEnum):
    A = "A"
    J = "J"
    K = "K"
    Q = "Q"
    VALUE_1 = "2"
    VALUE_2 = "3"
    VALUE_3 = "4"
    VALUE_4 = "5"
    VALUE_5 = "6"
    VALUE_6 = "7"

    def __str__(self) -> str:
        return str(self.value)
