from enum import StrEnum

class WebhookRequestEventsItem(StrEnum):
    DEAL_SCORED = "deal.scored"
    MATCH_ENDED = "match.ended"
    MATCH_STARTED = "match.started"
    MOVE = "move"
    SEAT_BOT = "seat.bot"
    SEAT_RESIGNED = "seat.resigned"
    SEAT_TIMED_OUT = "seat.timed_out"
    SESSION_DELETED = "session.deleted"
    SESSION_EXPIRED = "session.expired"

    def __str__(self) -> str:
        return str(self.value)
