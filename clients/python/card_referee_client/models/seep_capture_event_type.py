from enum import StrEnum

class SeepCaptureEventType(StrEnum):
    CAPTURE = "capture"

    def __str__(self) -> str:
        return str(self.value)
