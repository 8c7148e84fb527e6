from enum import StrEnum

class StreamSessionEventsResponse200Type1Event(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
