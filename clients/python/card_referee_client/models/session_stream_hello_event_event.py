from enum import StrEnum

class SessionStreamHelloEventEvent(StrEnum):
    HELLO = "hello"

    def __str__(self) -> str:
        return str(self.value)
