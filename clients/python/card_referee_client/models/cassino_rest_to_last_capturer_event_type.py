from enum import StrEnum

class CassinoRestToLastCapturerEventType(StrEnum):
    REST_TO_LAST_CAPTURER = "rest_to_last_capturer"

    def __str__(self) -> str:
        return str(self.value)
