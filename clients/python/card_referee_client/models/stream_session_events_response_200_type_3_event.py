from enum import StrEnum

class StreamSessionEventsResponse200Type3Event(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
