from enum import StrEnum

class RondaDeclarationsPendingEventType(StrEnum):
    DECLARATIONS_PENDING = "declarations_pending"

    def __str__(self) -> str:
        return str(self.value)
