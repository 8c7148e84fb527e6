from enum import StrEnum

class SpiteAndMaliceOptionsMatchMode(StrEnum):
    FIXED_DEALS = "fixed_deals"
    SINGLE_DEAL = "single_deal"
    TARGET_SCORE = "target_score"

    def __str__(self) -> str:
        return str(self.value)
