"""The wire format of the session calls: their request and answer envelopes."""

from __future__ import annotations

import re

from marshmallow import Schema, ValidationError, fields, validate

from ...bots import LEVELS
from ...games.wire import OutcomeSchema
from ...games.wire.fields import StrictBoolean
from ...sessions.clocks import (
    DEFAULT_BOT,
    DEFAULT_TAKEOVER,
    MAX_INCREMENT,
    MAX_SECONDS,
    MAX_TAKEOVER,
    MIN_SECONDS,
)
from ...sessions.timing import ENTRY_TYPES
from ...webhooks.events import EVENT_TYPES
from ...webhooks.targets import MAX_URL, URL_PATTERN, well_formed
from ..envelopes import OutcomeBase, StrictSchema, TurnAndOutcome, game_part

NAME_LENGTH = 40
NAME_LENGTHS = validate.Length(min=1, max=NAME_LENGTH)


# A name is shown on a page: no control characters. The pattern is the document's; since
# `re.match` lets its `$` match before a final newline, `no_control` checks the whole name.
PRINTABLE = r"^[^\x00-\x1f\x7f]*$"
CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def no_control(name: str) -> None:
    if CONTROL.search(name):
        raise ValidationError("a name holds no control characters")


def _seconds(description: str, minimum: float, maximum: int, example: float) -> fields.Raw:
    # Checked by the service (`Control.parse`): a number, never a string of one.
    return fields.Raw(
        metadata={
            "type": "number",
            "minimum": minimum,
            "maximum": maximum,
            "description": description,
            "example": example,
        }
    )


def _holds(name: str, value: str) -> dict:
    return {"properties": {name: {"const": value}}}


class SessionClockRequest(StrictSchema):
    """A session's time control (TBL-1): a bank per seat, an increment, a cap on each move."""

    # The document's words for what `Control.parse` refuses as fields that do not go together
    # (a 422, as options that contradict one another): `initial` or `per_move` or both, an
    # increment only with `initial`, the bot's fields only with `on_timeout: bot`.
    document = {
        "allOf": [
            {"if": {"not": {"required": ["initial"]}}, "then": {"required": ["per_move"]}},
            {
                "if": {
                    "required": ["increment"],
                    "properties": {"increment": {"not": {"const": 0}}},
                },
                "then": {"required": ["initial"]},
            },
            {
                "if": {"not": {"required": ["on_timeout"], **_holds("on_timeout", "bot")}},
                "then": {"properties": {"bot": {"not": {}}, "takeover_after": {"not": {}}}},
            },
        ]
    }

    initial = _seconds(
        "each seat's bank of seconds, running while the seat is among the movers",
        MIN_SECONDS,
        MAX_SECONDS,
        300,
    )
    increment = _seconds(
        "seconds added to a seat's bank after each of its moves (Fischer; more than 0 needs "
        "`initial`)",
        0,
        MAX_INCREMENT,
        3,
    )
    per_move = _seconds(
        "the most seconds any one move may take, whatever the bank holds",
        MIN_SECONDS,
        MAX_SECONDS,
        30,
    )
    on_timeout = fields.String(
        validate=validate.OneOf(("forfeit", "bot")),
        metadata={
            "description": "what a timeout does: `forfeit` ends the match with the seat's side "
            "last (the default); `bot` has a bot move for the seat and play goes on"
        },
    )
    bot = fields.String(
        validate=validate.OneOf(LEVELS),
        metadata={
            "description": f"with `bot`: the level of the bot that moves (default `{DEFAULT_BOT}`)"
        },
    )
    takeover_after = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=MAX_TAKEOVER),
        metadata={
            "description": "with `bot`: the seat's timeouts in a row after which the bot keeps "
            f"the seat for good (default {DEFAULT_TAKEOVER}; the owner may give it back)"
        },
    )
    paused = StrictBoolean(
        metadata={
            "description": "start with every clock paused, until the owner resumes them "
            "(POST /v1/sessions/{id}/clock/resume): while the seats are handed out"
        }
    )


class SessionClock(Schema):
    """The session's time control, every field named (seconds)."""

    initial = fields.Float(required=True, allow_none=True)
    increment = fields.Float(required=True)
    per_move = fields.Float(required=True, allow_none=True)
    on_timeout = fields.String(required=True, validate=validate.OneOf(("forfeit", "bot")))
    bot = fields.String(required=True, allow_none=True)
    takeover_after = fields.Integer(required=True, allow_none=True)


class SessionSeatClock(Schema):
    seat = fields.Integer(required=True)
    left = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "seconds left in the seat's bank as of `now`; null without one"},
    )
    running = fields.Boolean(
        required=True, metadata={"description": "whether the seat's clock runs (it is to move)"}
    )
    deadline = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "when the seat times out unless it moves (RFC 3339, UTC, to the ms); "
            "null while its clock stands"
        },
    )
    timeouts = fields.Integer(
        required=True, metadata={"description": "the seat's timeouts in a row (on_timeout `bot`)"}
    )


class SessionClocks(Schema):
    """Where every seat's clock stands, as of the referee's time `now`."""

    now = fields.String(
        required=True,
        metadata={"description": "the referee's time of this answer (RFC 3339, UTC, to the ms)"},
    )
    paused = fields.Boolean(required=True, metadata={"description": "whether the owner paused"})
    seats = fields.List(fields.Nested(SessionSeatClock), required=True)


def clock_field() -> fields.Nested:
    return fields.Nested(
        SessionClock,
        required=True,
        allow_none=True,
        metadata={"description": "the session's time control; null for none"},
    )


def clocks_field() -> fields.Nested:
    return fields.Nested(
        SessionClocks,
        required=True,
        allow_none=True,
        metadata={"description": "the seats' clocks now; null without a time control"},
    )


def webhook_url(url: str) -> None:
    why = well_formed(url)
    if why is not None:
        raise ValidationError(why)


class WebhookRequest(StrictSchema):
    """A session's webhook, as its owner asks for it."""

    url = fields.String(
        required=True,
        validate=[validate.Length(min=1, max=MAX_URL), webhook_url],
        metadata={
            "description": "where the referee POSTs the session's events: an absolute http(s) "
            "URL of RFC 3986's characters (a name in punycode; no user name, no fragment). "
            "The deployment calls https:// only (http:// too where it allows it), and a host "
            "that resolves to public addresses only; a URL it will not call is a 422 "
            "`webhook_url_refused`. Redirects are not followed",
            "format": "uri",
            "pattern": URL_PATTERN,
            "example": "https://app.example/hooks/referee",
        },
    )
    events = fields.List(
        fields.String(validate=validate.OneOf(EVENT_TYPES)),
        validate=validate.Length(min=1, max=len(EVENT_TYPES)),
        metadata={
            "description": "the event types to send; absent: every type but `move` (one call "
            "per move, sent only when named)",
            "example": ["match.started", "match.ended"],
        },
    )


class SessionWebhook(Schema):
    """A session's webhook as set: its signing secret is shown in this answer only."""

    url = fields.String(required=True)
    events = fields.List(fields.String(), required=True)
    secret = fields.String(
        required=True,
        metadata={
            "description": "the signing secret, `whsec_` + base64 (Standard Webhooks): verify "
            "each call's `webhook-signature` with it; shown only in this answer"
        },
    )


class SessionCreateRequest(StrictSchema):
    game = fields.String(required=True, metadata={"description": "the game id (GET /v1/games)"})
    players = fields.Integer(
        strict=True, metadata={"description": "number of seats; the same as options.players"}
    )
    options = fields.Dict(
        keys=fields.String(),
        metadata={
            "description": "game options; unnamed ones take their defaults (GET /v1/games/{game})"
        },
    )
    seed = fields.String(
        validate=validate.Length(min=1, max=128),
        metadata={
            "description": "seed of every shuffle of the match; when absent the referee draws one "
            "and never reveals it"
        },
    )
    bots = fields.Dict(
        keys=fields.String(validate=validate.Regexp(r"^[0-9]{1,3}$")),
        values=fields.String(validate=validate.OneOf(LEVELS)),
        metadata={
            "description": "seats given to bots from the start, by seat number: each bot's "
            "level (`random`, `greedy` or `expert`); a bot moves by itself on its turns",
            "example": {"1": "greedy"},
        },
    )
    names = fields.Dict(
        keys=fields.String(validate=validate.Regexp(r"^[0-9]{1,3}$")),
        values=fields.String(validate=[NAME_LENGTHS, validate.Regexp(PRINTABLE), no_control]),
        metadata={
            "description": "the players' names by seat number, each 1 to "
            f"{NAME_LENGTH} characters: kept with the session and told to every reader of it "
            "(`names` of GET /v1/sessions/{id}), a spectator's too; seats left out have none",
            "example": {"0": "Ana", "1": "Ben"},
        },
    )
    clock = fields.Nested(
        SessionClockRequest,
        metadata={
            "description": "a time control (TBL-1); none by default. Give `initial`, "
            "`per_move` or both",
            "example": {"per_move": 30, "on_timeout": "bot"},
        },
    )
    webhook = fields.Nested(
        WebhookRequest,
        metadata={
            "description": "call this URL on the session's events (docs/webhooks.md); the "
            "answer's `webhook.secret` signs them"
        },
    )


def bot_level(description: str, **options) -> fields.String:
    return fields.String(
        validate=validate.OneOf(LEVELS), metadata={"description": description}, **options
    )


def bot_levels() -> fields.Dict:
    return fields.Dict(
        keys=fields.String(),
        values=fields.String(validate=validate.OneOf(LEVELS)),
        required=True,
        metadata={"description": "the seats bots hold, each with the bot's level; {} for none"},
    )


class SessionSeat(Schema):
    player = fields.Integer(required=True, metadata={"description": "the seat"})
    token = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "the seat's secret bearer token; shown only in this answer; null for "
            "a seat a bot holds"
        },
    )
    bot = bot_level(
        "the level of the bot that holds the seat; null for a seat a token holds",
        required=True,
        allow_none=True,
    )


class SessionCreated(TurnAndOutcome):
    id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "0: no move made yet"})
    owner_token = fields.String(
        required=True,
        metadata={
            "description": "the owner's secret bearer token, for the app that created the session "
            "(it may end the session; it is no seat); shown only in this answer"
        },
    )
    seats = fields.List(fields.Nested(SessionSeat), required=True)
    view = game_part("view", "the spectator's view of the fresh deal", required=True)
    clock = clock_field()
    clocks = clocks_field()
    webhook = fields.Nested(SessionWebhook, metadata={"description": "when one was asked for"})


class SessionRead(TurnAndOutcome):
    id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(
        required=True, metadata={"description": "number of accepted moves; also the ETag"}
    )
    seat = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "the bearer's seat; null for a spectator (no token)"},
    )
    bots = bot_levels()
    names = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        required=True,
        metadata={
            "description": "the players' names by seat, as the session's opener gave them "
            "(`names` of POST /v1/sessions); {} for none"
        },
    )
    finished = fields.Boolean(required=True, metadata={"description": "whether the match is over"})
    view = game_part("view", "what the bearer's seat (or a spectator) may see", required=True)
    clock = clock_field()
    clocks = clocks_field()


class SessionLegalMoves(Schema):
    version = fields.Integer(required=True)
    player = fields.Integer(required=True, metadata={"description": "the bearer's seat"})
    moves = fields.List(
        game_part("move", "a legal move"),
        required=True,
        metadata={
            "description": "the seat's legal moves, each in the form /moves accepts; empty when "
            "the seat may not move now"
        },
    )
    truncated = fields.Boolean(
        required=True, metadata={"description": "true when the cap cut the list"}
    )


class SessionMoveRequest(StrictSchema):
    move = game_part("move", "the bearer's move; `player` must be the token's seat", required=True)


class SessionOutcome(OutcomeBase):
    game = fields.String(
        required=True,
        metadata={"description": "the session's game, whose events and view these are"},
    )
    events = fields.List(
        game_part("event", "an event of the session's game"),
        metadata={"description": "what happened, in order; each of a type the game lists"},
    )
    version = fields.Integer(
        required=True,
        metadata={"description": "the session's version after the answer (unchanged when illegal)"},
    )
    view = game_part("view", "the mover's view after the move (legal moves only)")
    clocks = fields.Nested(
        SessionClocks,
        metadata={"description": "a legal move in a session with a clock: the clocks after it"},
    )
    ends_match = fields.String(
        validate=validate.OneOf(["every", "some", "none"]),
        metadata={
            "description": "a legal move's dry run only: whether the move ends the match on "
            "every, some or none of a fixed number of states dealt from the mover's view "
            "(its unseen cards dealt as the bots deal them, from a fixed seed), never read "
            "from the real state, so it tells the seat nothing its view does not"
        },
    )


class SessionHistoryEntry(TurnAndOutcome):
    game = fields.String(
        required=True, metadata={"description": "the session's game, whose events these are"}
    )
    type = fields.String(
        required=True,
        validate=validate.OneOf(ENTRY_TYPES),
        metadata={
            "description": "`move`: a seat's move (or a bot's); `timeout`: a seat's time ran "
            "out (TBL-1), ending the match or with a bot's `move` for it; `resignation` "
            "(TBL-2), `abort` (TBL-3): the match ended at the table; `pause`, `resume`: the "
            "owner stopped or restarted the clocks (TBL-1.2)"
        },
    )
    version = fields.Integer(required=True, metadata={"description": "the version the move made"})
    player = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "the seat that moved, timed out or resigned; null for an abort by "
            "the owner, a pause and a resume"
        },
    )
    move = game_part(
        "move",
        "the accepted move (a bot's, on a timeout under `bot`); null for an entry of the table",
        required=True,
        allow_none=True,
    )
    events = fields.List(
        game_part("event", "an event of the session's game"),
        required=True,
        metadata={"description": "its events, as public when they happened"},
    )
    clocks = fields.Nested(
        SessionClocks, metadata={"description": "with a clock: the clocks after the entry"}
    )
    bot = fields.String(
        metadata={"description": "a timeout's: the level of the bot that moved for the seat"}
    )
    takeover = fields.Boolean(
        metadata={
            "description": "a timeout's: whether the bot kept the seat for good with it (its "
            "token opens nothing any more)"
        }
    )


class SessionResignRequest(StrictSchema):
    player = fields.Integer(
        strict=True,
        metadata={
            "description": "the seat that resigns: the owner's or admin's token names it; a "
            "seat's token resigns its own seat (naming another is a 403)"
        },
    )


class SessionTableChange(TurnAndOutcome):
    """A session after a change of the table: a resignation, an abort, a pause, a resume."""

    id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the session's version"})
    finished = fields.Boolean(required=True, metadata={"description": "whether the match is over"})
    clocks = clocks_field()


class SessionHello(TurnAndOutcome):
    """The first event of a session's event stream: the session as the watcher joins it."""

    id = fields.String(required=True)
    seat = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "the watcher's seat; null for a spectator"},
    )
    version = fields.Integer(required=True, metadata={"description": "the session's version"})
    finished = fields.Boolean(required=True, metadata={"description": "whether the match is over"})


class SessionEnd(Schema):
    """The last event of a session's event stream: why there is nothing more to hear."""

    reason = fields.String(
        required=True,
        validate=validate.OneOf(("finished", "ended", "revoked")),
        metadata={
            "description": "`finished`: the match is over (with its `movers` and `outcome`); "
            "`ended`: the session was ended (by `by`) or expired; `revoked`: the watcher's "
            "token no longer opens it"
        },
    )
    by = fields.String(
        validate=validate.OneOf(("owner", "admin")),
        metadata={
            "description": "with `ended`: who ended the session, its owner (the app that "
            "opened it) or the referee's admin; absent when it expired"
        },
    )
    version = fields.Integer(required=True, metadata={"description": "the last version heard"})
    movers = fields.List(
        fields.Integer(), metadata={"description": "with `finished`: empty, the match is over"}
    )
    outcome = fields.Nested(
        OutcomeSchema, metadata={"description": "with `finished`: how the match ended"}
    )


class SessionStreamError(Schema):
    """An event stream cut by a store failure: reconnect (with Last-Event-ID) after `retry`."""

    code = fields.String(required=True, validate=validate.Equal("store_unavailable"))


class SessionHistory(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    entries = fields.List(
        fields.Dict(),
        required=True,
        metadata={
            "session_schema": "SessionHistoryEntry",
            "description": "accepted moves after `since`, oldest first, at most `limit`",
        },
    )
    next = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "the `since` of the following page; null when this page reaches "
            "`version`"
        },
    )


class SessionBotRequest(StrictSchema):
    level = bot_level("the bot's level", required=True)


class SessionBotSeated(Schema):
    """A seat given to a bot: its former token opens nothing any more."""

    id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the session's version"})
    player = fields.Integer(required=True, metadata={"description": "the seat"})
    bot = bot_level("the level of the bot that now holds the seat", required=True)
    bots = bot_levels()


class SessionSeatReturned(Schema):
    """A bot's seat given back to a token holder."""

    id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the session's version"})
    player = fields.Integer(required=True, metadata={"description": "the seat"})
    token = fields.String(
        required=True,
        metadata={"description": "the seat's new secret bearer token; shown only in this answer"},
    )
    bots = bot_levels()


class SessionJoinCode(Schema):
    """A short code that gives one seat to whoever redeems it first."""

    id = fields.String(required=True)
    player = fields.Integer(required=True, metadata={"description": "the seat"})
    code = fields.String(
        required=True,
        metadata={
            "description": "8 characters of Crockford's base32 (no I, L, O or U); "
            "redeemed once with POST /v1/join-codes/{code}"
        },
    )
    expires_in = fields.Integer(
        required=True, metadata={"description": "seconds the code stays good unless redeemed"}
    )


class SessionJoined(Schema):
    """A join code redeemed: the seat's new token (its former token opens nothing any more)."""

    id = fields.String(required=True, metadata={"description": "the session id"})
    game = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the session's version"})
    player = fields.Integer(required=True, metadata={"description": "the seat"})
    token = fields.String(
        required=True,
        metadata={"description": "the seat's new secret bearer token; shown only in this answer"},
    )


class SessionWebhookSet(Schema):
    """A session's webhook set (or replaced): calls from now on go there, signed anew."""

    id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the session's version"})
    webhook = fields.Nested(SessionWebhook, required=True)


class WebhookAttempt(Schema):
    message = fields.String(required=True, metadata={"description": "the `webhook-id`"})
    type = fields.String(required=True)
    attempt = fields.Integer(required=True, metadata={"description": "1 for the first"})
    at = fields.String(required=True, metadata={"description": "when it started (UTC)"})
    status = fields.Integer(
        required=True, allow_none=True, metadata={"description": "the app's; null: no answer"}
    )
    latency_ms = fields.Float(required=True)
    error = fields.String(required=True, allow_none=True)
    result = fields.String(
        required=True, validate=validate.OneOf(("delivered", "retrying", "failed"))
    )
    next_retry = fields.String(
        required=True, allow_none=True, metadata={"description": "with `retrying`: when"}
    )


class WebhookMessage(Schema):
    id = fields.String(required=True, metadata={"description": "the `webhook-id`"})
    type = fields.String(required=True)
    version = fields.Integer(
        required=True, metadata={"description": "the session version it tells of; -1: none"}
    )
    url = fields.String(required=True)
    attempts = fields.Integer(metadata={"description": "pending ones: attempts so far"})
    next_retry = fields.String(allow_none=True)


class SessionWebhookDeliveries(Schema):
    """The session's webhook deliveries: the latest attempts, and the messages by state."""

    id = fields.String(required=True)
    attempts = fields.List(
        fields.Nested(WebhookAttempt), required=True, metadata={"description": "newest first"}
    )
    pending = fields.List(
        fields.Nested(WebhookMessage), required=True, metadata={"description": "in order"}
    )
    delivered = fields.List(
        fields.Nested(WebhookMessage), required=True, metadata={"description": "latest first"}
    )
    failed = fields.List(
        fields.Nested(WebhookMessage),
        required=True,
        metadata={"description": "given up after a day of retries, latest first"},
    )


class WebhookRedeliverRequest(StrictSchema):
    message = fields.String(
        validate=validate.Length(min=1, max=64),
        metadata={
            "description": "the `webhook-id` of a delivered or failed message; absent: every "
            "failed one"
        },
    )


class SessionWebhookRedelivered(Schema):
    id = fields.String(required=True)
    redelivered = fields.List(
        fields.String(), required=True, metadata={"description": "the ids queued again"}
    )


CREATE = SessionCreateRequest()
RESIGN = SessionResignRequest()
WEBHOOK = WebhookRequest()
REDELIVER = WebhookRedeliverRequest()
BOT = SessionBotRequest()
MOVE = SessionMoveRequest()
