from enum import StrEnum

class GetRuleGame(StrEnum):
    CASSINO = "cassino"
    MODULO = "modulo"
    RONDA = "ronda"
    SEEP = "seep"
    SPITE_AND_MALICE = "spite-and-malice"

    def __str__(self) -> str:
        return str(self.value)
