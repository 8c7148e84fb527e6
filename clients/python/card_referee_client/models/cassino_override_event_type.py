from enum import StrEnum

class CassinoOverrideEventType(StrEnum):
    OVERRIDE = "override"

    def __str__(self) -> str:
        return str(self.value)
