from enum import StrEnum

class CassinoCaptureEventType(StrEnum):
    CAPTURE = "capture"

    def __str__(self) -> str:
        return str(self.value)
