from enum import StrEnum

class SessionEndBy(StrEnum):
    ADMIN = "admin"
    OWNER = "owner"

    def __str__(self) -> str:
        return str(self.value)
