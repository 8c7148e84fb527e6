from enum import StrEnum

class StreamSessionEventsResponse200Type2Event(StrEnum):
    END = "end"

    def __str__(self) -> str:
        return str(self.value)
