from enum import StrEnum

class SeepGameEndEventReason(StrEnum):
    DEAL_LIMIT = "deal_limit"
    MARGIN = "margin"

    def __str__(self) -> str:
        return str(self.value)
