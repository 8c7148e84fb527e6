from enum import StrEnum

class GetTableRuleRuleId(StrEnum):
    TBL_1 = "TBL-1"
    TBL_1_1 = "TBL-1.1"
    TBL_1_2 = "TBL-1.2"
    TBL_2 = "TBL-2"
    TBL_3 = "TBL-3"

    def __str__(self) -> str:
        return str(self.value)
