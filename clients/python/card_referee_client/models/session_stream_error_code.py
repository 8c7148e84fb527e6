from enum import StrEnum

class SessionStreamErrorCode(StrEnum):
    STORE_UNAVAILABLE = "store_unavailable"

    def __str__(self) -> str:
        return str(self.value)
