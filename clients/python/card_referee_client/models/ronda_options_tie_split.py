from enum import StrEnum

class RondaOptionsTieSplit(StrEnum):
    ONE_EACH = "one_each"
    SPLIT_ROUND_DOWN = "split_round_down"

    def __str__(self) -> str:
        return str(self.value)
