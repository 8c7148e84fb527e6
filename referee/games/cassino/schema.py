"""The Cassino wire format: marshmallow schemas for the state, moves, view, tally and events."""

from __future__ import annotations

from marshmallow import ValidationError, fields, post_load, validate, validates_schema

from referee.games.wire import (
    CardField,
    CardList,
    Count,
    OutcomeSchema,
    Player,
    SchemaVersion,
    ScoreSheetSchema,
    Seat,
    Strict,
)
from referee.games.wire.deprecations import superseded_by_outcome
from referee.games.wire.ledger import Carried, LedgerRowSchema

SIDE_KEYS = 'side names: "0" and "1" with 2 players, the teams "0+2" and "1+3" with 4 (CAS-2.3)'


def _d(text: str, **more) -> dict:
    return {"metadata": {"description": text}, **more}


class FirstPlayer(fields.Field):
    """`"random"` or a seat number (CAS-10)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {}).update(
            {
                "oneOf": [
                    {"type": "string", "enum": ["random"]},
                    {"type": "integer", "minimum": 0, "maximum": 3},
                ]
            }
        )
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if value == "random" or (type(value) is int and 0 <= value <= 3):
            return value
        raise ValidationError('must be "random" or a seat number 0-3')

    def _serialize(self, value, attr, obj, **kwargs):
        return value


class CassinoOptions(Strict):
    players = fields.Integer(
        strict=True,
        required=True,
        validate=validate.OneOf([2, 4]),
        **_d("2 players, or 4 in the teams 0+2 and 1+3 (CAS-2.1, CAS-9)"),
    )
    target_score = fields.Integer(
        strict=True,
        required=True,
        validate=validate.OneOf([21, 51]),
        **_d("match target (CAS-8.1)"),
    )
    first_player = FirstPlayer(
        required=True,
        **_d('leader of the first game: "random" (drawn from the seed) or a seat (CAS-2.4, D-22)'),
    )


class CassinoReservation(Strict):
    cards = CardList(
        max_items=52, required=True, **_d("the reserved cards, at least two (CAS-5.1)")
    )
    value = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=1, max=13),
        **_d("the declared value d, 1-13"),
    )
    owner = Seat(required=True, **_d("the seat that declared it last (CAS-5.5)"))


def _pile_map(text: str) -> fields.Dict:
    return fields.Dict(
        keys=fields.String(),
        values=CardList(max_items=52),
        required=True,
        **_d(f"{text}; {SIDE_KEYS}"),
    )


def _count_map(text: str) -> fields.Dict:
    return fields.Dict(
        keys=fields.String(), values=Count(), required=True, **_d(f"{text}; {SIDE_KEYS}")
    )


def _points(text: str) -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=Count(), **_d(f"{text}; {SIDE_KEYS}"))


class CassinoLedgerEntry(LedgerRowSchema):
    ROW = ("number", "totals")
    CARRIED = ("carried", "games", "points")

    number = fields.Integer(strict=True, validate=validate.Range(min=1), **_d("the game, from 1"))
    totals = _points("the points the game added to each side's total (CAS-7.9)")
    carried = Carried()
    games = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        **_d("a carried row: the games 1 to `games` it stands for (CAS-8.6)"),
    )
    points = _points("a carried row: the points those games added to each side's total (CAS-8.6)")


def _ledger() -> fields.List:
    return fields.List(
        fields.Nested(CassinoLedgerEntry),
        required=True,
        **_d(
            "every finished game of the match in order, with the points it scored (CAS-8.1); a "
            "first row may carry the games before the recorded ones instead (CAS-8.6)"
        ),
    )


class CassinoState(Strict):
    game = fields.String(required=True, **_d('always "cassino"'))
    schema_version = SchemaVersion()
    options = fields.Nested(CassinoOptions, required=True, **_d("every option, complete"))
    seed = fields.String(
        required=True,
        validate=validate.Length(max=200),
        **_d("every shuffle derives from it (never shown in views)"),
    )
    phase = fields.String(
        required=True,
        validate=validate.OneOf(["play", "finished"]),
        **_d('"play", or "finished" once the match is decided'),
    )
    to_move = Seat(
        required=True, allow_none=True, **_d("the seat to move; null once the match is finished")
    )
    hands = fields.List(
        CardList(max_items=52),
        required=True,
        validate=validate.Length(max=4),
        **_d("each seat's hand, indexed by seat"),
    )
    stock = CardList(
        max_items=52, required=True, **_d("the undealt cards; stock[0] is dealt next (CAS-3.4)")
    )
    scores = _count_map("match totals by side (CAS-8.1)")
    ledger = _ledger()
    game_number = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=1),
        **_d("the game of the match being played, from 1; also the deal number of its shuffle"),
    )
    round = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=1, max=6),
        **_d("the round of the game, from 1 (CAS-3.1)"),
    )
    leader = Seat(required=True, **_d("the leader of this game: first in every round (CAS-2.4)"))
    table = CardList(max_items=52, required=True, **_d("the free cards on the table"))
    reservations = fields.List(
        fields.Nested(CassinoReservation),
        required=True,
        validate=validate.Length(max=4),
        **_d("the reservations on the table, oldest first (CAS-5)"),
    )
    piles = _pile_map("the cards each side has captured in this game (CAS-4.4)")
    sweeps = _count_map("sweeps made by each side in this game (CAS-4.5)")
    last_capturer = Seat(
        required=True,
        allow_none=True,
        **_d("the seat that made this game's most recent capture (CAS-6.2)"),
    )


class _Move(Strict):
    player = Player(required=True)
    card = CardField(required=True, **_d("the card played from the hand (CAS-4.1)"))


def _kind(kind: str) -> fields.String:
    return fields.String(required=True, validate=validate.Equal(kind), **_d(f'"{kind}"'))


def _no_repeats(cards: list[str], name: str) -> None:
    seen = set()
    for card in cards:
        if card in seen:
            raise ValidationError({name: [f"{card} is named twice; the cards are a set"]})
        seen.add(card)


class CassinoCaptureMove(_Move):
    # The document's words for the check in `_one_set`: the cards taken, as a set or as
    # groups. Both at once are taken when they name one set, which no schema can compare.
    document = {"oneOf": [{"required": ["cards"]}, {"required": ["groups"]}]}

    type = _kind("capture")
    cards = CardList(
        max_items=52,
        distinct=True,
        **_d(
            "the set C of table cards taken (free cards, and whole reservations); order is "
            "free. Required unless `groups` is given (CAS-4.2, CAS-4.3)"
        ),
    )
    groups = fields.List(
        CardList(max_items=52, distinct=True),
        validate=validate.Length(max=52),
        **_d(
            "in place of `cards`: the same cards as groups; only their union counts. Any "
            "grouping is accepted when some valid grouping of the union exists (CAS-4.2). "
            "(Sent beside `cards`, both must name the same set; the document asks for one.)"
        ),
    )

    @validates_schema
    def _one_set(self, data, **kwargs):
        if "cards" not in data and "groups" not in data:
            raise ValidationError({"cards": ["name the table cards taken in `cards`"]})
        if "cards" in data:
            _no_repeats(data["cards"], "cards")
        if "groups" in data:
            for group in data["groups"]:
                _no_repeats(group, "groups")
            # Only the union counts (CAS-4.2): a card in two groups is taken once.
            union = [card for group in data["groups"] for card in group]
            if "cards" in data and set(union) != set(data["cards"]):
                raise ValidationError(
                    {"groups": ["the groups must name the same cards as `cards`"]}
                )

    @post_load
    def _set_of_cards(self, data, **kwargs):
        if "cards" not in data:
            data["cards"] = list(dict.fromkeys(card for group in data["groups"] for card in group))
        return data


class CassinoReserveMove(_Move):
    type = _kind("reserve")
    cards = CardList(
        max_items=52,
        distinct=True,
        required=True,
        **_d(
            "the set T of table cards bundled with the played card (free cards, and whole "
            "reservations for an override); the reservation is the played card plus T "
            "(CAS-5.2, CAS-5.5)"
        ),
    )
    value = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=1, max=13),
        **_d("the declared value d (CAS-5.2)"),
    )

    @validates_schema
    def _a_set(self, data, **kwargs):
        if "cards" in data:
            _no_repeats(data["cards"], "cards")


class CassinoTrailMove(_Move):
    type = _kind("trail")


class CassinoView(Strict):
    game = fields.String(required=True, **_d('always "cassino"'))
    schema_version = SchemaVersion()
    options = fields.Nested(CassinoOptions, required=True, **_d("every option"))
    phase = fields.String(required=True, **_d('"play" or "finished"'))
    to_move = Seat(allow_none=True, required=True, **_d("the seat to move, or null"))
    seat = Seat(allow_none=True, required=True, **_d("whose view this is; null: a spectator"))
    hand = CardList(
        max_items=52,
        allow_none=True,
        required=True,
        **_d("the viewing seat's own hand; null for a spectator"),
    )
    hand_counts = fields.List(Count(), required=True, **_d("cards in each hand, by seat"))
    stock_count = Count(required=True, **_d("cards left in the stock"))
    scores = _count_map("match totals by side")
    ledger = _ledger()
    game_number = fields.Integer(required=True, **_d("the game of the match, from 1"))
    round = fields.Integer(required=True, **_d("the round of the game, from 1"))
    rounds = fields.Integer(required=True, **_d("rounds in a game: 6, or 2 with 4 players"))
    leader = Seat(required=True, **_d("the leader of this game (CAS-2.4)"))
    extra_game = fields.Boolean(required=True, **_d("whether this is an extra game (CAS-8.4)"))
    table = CardList(max_items=52, required=True, **_d("the free cards on the table"))
    reservations = fields.List(
        fields.Nested(CassinoReservation),
        required=True,
        **_d("the reservations: cards, value and owner are public"),
    )
    pile_counts = _count_map("how many cards each side has captured in this game")
    sweeps = _count_map("sweeps made by each side in this game")
    last_capturer = Seat(
        allow_none=True,
        required=True,
        **_d("the seat that made the most recent capture of this game"),
    )
    piles = fields.Dict(
        keys=fields.String(),
        values=CardList(max_items=52),
        allow_none=True,
        required=True,
        **_d(
            "the captured cards by side, only once the match "
            "is finished; null while piles are face down "
            "(CAS-1.5, D-18)"
        ),
    )


class CassinoTallySide(Strict):
    cards = CardList(
        max_items=52,
        required=True,
        **_d(
            "every card the side captured, including the rest it received "
            "as last capturer (CAS-7.8)"
        ),
    )
    sweeps = Count(required=True, **_d("how many sweeps the side made (CAS-4.5)"))


class CassinoTally(Strict):
    players = fields.Integer(
        strict=True,
        required=True,
        validate=validate.OneOf([2, 4]),
        **_d("2 players, or 4 in teams"),
    )
    sides = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(CassinoTallySide),
        required=True,
        **_d(f"each side's captured cards and sweeps; {SIDE_KEYS}"),
    )


def _side(text: str) -> fields.String:
    return fields.String(required=True, **_d(f"{text}; {SIDE_KEYS}"))


class _Event(Strict):
    player = Seat(required=True, **_d("the seat that moved"))


class CassinoTrailEvent(_Event):
    type = _kind("trail")
    card = CardField(required=True, **_d("the card laid on the table (CAS-4.7)"))


class CassinoCaptureEvent(_Event):
    type = _kind("capture")
    side = _side("the side whose pile the cards join (CAS-4.4)")
    card = CardField(required=True, **_d("the card played to capture"))
    cards = CardList(max_items=52, required=True, **_d("the table cards taken"))


class CassinoStealEvent(_Event):
    type = _kind("steal")
    owner = Seat(required=True, **_d("the seat that owned the captured reservation (CAS-5.4)"))
    cards = CardList(max_items=52, required=True, **_d("the reservation's cards"))
    value = fields.Integer(strict=True, required=True, **_d("its declared value"))


class CassinoSweepEvent(_Event):
    type = _kind("sweep")
    side = _side("the side that swept the table (CAS-4.5)")
    sweeps = Count(required=True, **_d("that side's sweeps in this game so far"))


class CassinoReserveEvent(_Event):
    type = _kind("reserve")
    card = CardField(required=True, **_d("the card played into the reservation (CAS-5.2)"))
    cards = CardList(max_items=52, required=True, **_d("the table cards bundled with it"))
    value = fields.Integer(strict=True, required=True, **_d("the declared value"))


class CassinoOverrideEvent(CassinoReserveEvent):
    type = _kind("override")
    replaced = fields.List(
        fields.Nested(CassinoReservation),
        required=True,
        **_d("the reservations absorbed into the new one (CAS-5.5)"),
    )


class CassinoRoundEndEvent(Strict):
    type = _kind("round_end")
    game_number = fields.Integer(strict=True, required=True, **_d("the game, from 1"))
    round = fields.Integer(strict=True, required=True, **_d("the round that ended, from 1"))


class CassinoDealEvent(Strict):
    type = _kind("deal")
    game_number = fields.Integer(strict=True, required=True, **_d("the game, from 1"))
    round = fields.Integer(strict=True, required=True, **_d("the round dealt, from 1"))
    leader = Seat(required=True, **_d("the leader, who moves first (CAS-2.4)"))
    hand_counts = fields.List(Count(), required=True, **_d("cards in each hand, by seat"))
    stock_count = Count(required=True, **_d("cards left in the stock"))
    table = CardList(
        max_items=52, **_d("the four cards dealt face up; only when a new game is dealt (CAS-3.3)")
    )
    extra_game = fields.Boolean(
        **_d("whether the new game is an extra game (CAS-8.4); only when a new game is dealt")
    )


class CassinoRestEvent(_Event):
    type = _kind("rest_to_last_capturer")
    player = Seat(required=True, **_d("the last capturer (CAS-6.2)"))
    side = _side("the side that receives the cards")
    cards = CardList(max_items=52, required=True, **_d("the cards left on the table"))


class CassinoGameEndEvent(Strict):
    type = _kind("game_end")
    game_number = fields.Integer(strict=True, required=True, **_d("the game scored, from 1"))
    piles = _pile_map("every card each side captured in the game, now public (CAS-7.8)")
    sheet = fields.Nested(ScoreSheetSchema, required=True, **_d("the game's final score sheet"))
    scores = _count_map("the match totals after the game (CAS-8.1)")


class CassinoMatchEndEvent(Strict):
    type = _kind("match_end")
    winner = fields.String(
        required=True,
        metadata=superseded_by_outcome(f"the side that won the match (CAS-8.3); {SIDE_KEYS}"),
    )
    scores = _count_map("the final match totals (CAS-8.5)")
    outcome = fields.Nested(OutcomeSchema, required=True, **_d("how the match ended"))


STATE = CassinoState()
MOVES = {
    "capture": CassinoCaptureMove(),
    "reserve": CassinoReserveMove(),
    "trail": CassinoTrailMove(),
}
VIEW = CassinoView()
TALLY = CassinoTally()
EVENTS = {
    "trail": CassinoTrailEvent(),
    "capture": CassinoCaptureEvent(),
    "steal": CassinoStealEvent(),
    "sweep": CassinoSweepEvent(),
    "reserve": CassinoReserveEvent(),
    "override": CassinoOverrideEvent(),
    "round_end": CassinoRoundEndEvent(),
    "deal": CassinoDealEvent(),
    "rest_to_last_capturer": CassinoRestEvent(),
    "game_end": CassinoGameEndEvent(),
    "match_end": CassinoMatchEndEvent(),
}
