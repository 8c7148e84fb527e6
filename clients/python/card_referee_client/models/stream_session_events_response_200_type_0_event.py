from enum import StrEnum

class StreamSessionEventsResponse200Type0Event(StrEnum):
    HELLO = "hello"

    def __str__(self) -> str:
        return str(self.value)
