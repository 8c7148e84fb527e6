"""Marshmallow wire schemas of Modulo: the state, the bid and play moves, the view and the tally."""

from __future__ import annotations

from marshmallow import ValidationError, fields, validate

from referee.games.wire import (
    CardField,
    CardList,
    Count,
    Flag,
    OutcomeSchema,
    SchemaVersion,
    ScoreSheetSchema,
    Seat,
    Strict,
)
from referee.games.wire.deprecations import superseded_by_outcome
from referee.games.wire.ledger import Carried, LedgerRowSchema

from .options import SWEEP_POINTS_LIMIT


def _doc(description: str) -> dict:
    return {"description": description}


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(strict=True, metadata=_doc(description), **kwargs)


def _integer_or_string(value) -> None:
    # Which integers and strings are bids is the rules' answer (MOD-3.7), not the wire's.
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ValidationError('must be an integer or a string (a bid is 2, 3, 4 or "ALL")')


def BidValue(description: str, **kwargs) -> fields.Raw:
    kinds = [{"type": "integer", "example": 3}, {"type": "string", "example": "ALL"}]
    if kwargs.get("allow_none"):
        kinds.append({"type": "null"})
    return fields.Raw(
        validate=_integer_or_string, metadata={"oneOf": kinds, **_doc(description)}, **kwargs
    )


# -- state -------------------------------------------------------------------------------


class ModuloOptions(Strict):
    players = _int("always 3 (MOD-1.1)", required=True)
    deals = _int("deals in the game, 1 to 100 (MOD-7.1)", required=True)
    first_dealer = _int("the seat that deals deal 1 (MOD-7.2)", required=True)
    all_bid_enabled = Flag("whether the all-bid exists (MOD-7.3)", required=True)
    sweep_points = _int(
        "points for taking all 13 tricks, whatever the bid: -100 to 100 (MOD-7.4)", required=True
    )


def _deal_bids(**kwargs) -> fields.List:
    return fields.List(
        BidValue('a bid: 2, 3, 4 or "ALL"'),
        metadata=_doc("each seat's bid in that deal, by seat"),
        **kwargs,
    )


def _deal_tricks(**kwargs) -> fields.List:
    # A plain integer: the state check says what is wrong with one out of 0-13 (MOD-4.10),
    # and every posted state carries up to a game's worth of these.
    return fields.List(
        fields.Integer(strict=True, metadata={"minimum": 0, "maximum": 13}),
        metadata=_doc("the tricks each seat took in that deal, by seat; 13 in all"),
        **kwargs,
    )


class ModuloScoredDeal(Strict):
    bids = _deal_bids(required=True)
    tricks = _deal_tricks(required=True)


class ModuloRecordRow(LedgerRowSchema):
    """A row of a state's scored deals: a deal's bids and tricks, or, first, a carried row."""

    ROW = ("bids", "tricks")
    CARRIED = ("carried", "deals", "points")

    bids = _deal_bids()
    tricks = _deal_tricks()
    carried = Carried()
    deals = _int(
        "a carried row: the deals 1 to `deals` it stands for (MOD-6.4)",
        validate=validate.Range(min=1),
    )
    points = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(strict=True),
        metadata=_doc("a carried row: each seat's score after those deals, by seat (MOD-6.4)"),
    )


class ModuloState(Strict):
    game = fields.String(required=True, metadata=_doc('"modulo"'))
    schema_version = SchemaVersion()
    options = fields.Nested(ModuloOptions, required=True, metadata=_doc("every option, complete"))
    seed = fields.String(
        required=True,
        metadata=_doc(
            "every deal is shuffled(stock, deal_seed(seed, deal_number)) once its bids are in"
        ),
    )
    phase = fields.String(
        required=True,
        metadata=_doc("bid (secret bids being made, nothing dealt), play (tricks), or finished"),
    )
    to_move = fields.List(
        Seat(),
        required=True,
        metadata=_doc(
            "the seats that may move: every seat yet to bid while bidding, the seat to play in "
            "trick play, none once the game is finished"
        ),
    )
    hands = fields.List(
        CardList(max_items=40),
        required=True,
        metadata=_doc("each seat's hand, by seat; empty while bidding"),
    )
    stock = CardList(
        max_items=40,
        required=True,
        metadata=_doc(
            "the 40 play cards, face down, while bidding (shuffled and dealt at the reveal); "
            "empty during trick play"
        ),
    )
    scores = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(strict=True),
        required=True,
        metadata=_doc('cumulative scores by side ("0", "1", "2")'),
    )
    deal_number = Count(required=True, metadata=_doc("the deal being bid or played, from 1"))
    bids = fields.List(
        BidValue("a bid, or null before it is made", allow_none=True),
        required=True,
        metadata=_doc('this deal\'s bids by seat: 2, 3, 4, "ALL", or null not yet made'),
    )
    turn_up = CardField(
        required=True,
        allow_none=True,
        metadata=_doc("the 40th card, face up: its suit is trumps; null while bidding (MOD-2.6)"),
    )
    leader = Seat(
        required=True,
        allow_none=True,
        metadata=_doc("the seat that leads (or led) the trick in progress; null while bidding"),
    )
    trick = CardList(
        max_items=3,
        required=True,
        metadata=_doc(
            "the cards of the trick in progress, in the order played, the leader's first"
        ),
    )
    tricks = fields.List(
        CardList(max_items=3),
        required=True,
        metadata=_doc(
            "this deal's completed tricks in order, each its three cards in the order played: the "
            "dealer's left led the first, and the winner of each led the next (MOD-4.2, MOD-4.9)"
        ),
    )
    scored_deals = fields.List(
        fields.Nested(ModuloRecordRow),
        required=True,
        metadata=_doc(
            "every deal scored so far, in order: the scores are what these give from 0, or from "
            "the points of a first row that carries the deals before them (MOD-6.4)"
        ),
    )


# -- moves -------------------------------------------------------------------------------


def _type(kind: str) -> fields.String:
    return fields.String(required=True, validate=validate.OneOf([kind]), metadata=_doc(kind))


def _player() -> fields.Integer:
    return Seat(required=True, metadata=_doc("the seat making the move"))


class ModuloBidMove(Strict):
    player = _player()
    type = _type("bid")
    value = BidValue(
        '2, 3, 4 or "ALL" (when eligible, MOD-3.6); any other integer or '
        "string is refused citing MOD-3.7",
        required=True,
    )


class ModuloPlayMove(Strict):
    player = _player()
    type = _type("play")
    card = fields.String(
        required=True,
        metadata={
            "example": "10D",
            **_doc(
                "the card played; a string that is not one of the 40 play cards is refused citing "
                "MOD-1.4"
            ),
        },
    )


# -- view ---------------------------------------------------------------------------------


class ModuloTrick(Strict):
    leader = Seat(required=True, metadata=_doc("the seat that led it"))
    cards = CardList(
        max_items=3,
        required=True,
        metadata=_doc("its three cards in the order played, the leader's first"),
    )
    winner = Seat(required=True, metadata=_doc("the seat that took it (MOD-4.8)"))


class ModuloView(Strict):
    game = fields.String(required=True, metadata=_doc('"modulo"'))
    schema_version = SchemaVersion()
    options = fields.Nested(ModuloOptions, required=True, metadata=_doc("the game's options"))
    phase = fields.String(required=True, metadata=_doc("bid, play or finished"))
    to_move = fields.List(Seat(), required=True, metadata=_doc("the seats that may move"))
    seat = Seat(required=True, allow_none=True, metadata=_doc("the viewer; null for a spectator"))
    hand = CardList(
        max_items=40,
        required=True,
        allow_none=True,
        metadata=_doc("the viewer's own hand; null for a spectator"),
    )
    hand_counts = fields.List(Count(), required=True, metadata=_doc("cards in each hand"))
    stock_count = Count(required=True, metadata=_doc("cards not dealt (40 while bidding)"))
    scores = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(strict=True),
        required=True,
        metadata=_doc("cumulative scores by side"),
    )
    deal_number = Count(required=True, metadata=_doc("the deal being bid or played"))
    dealer = Seat(required=True, metadata=_doc("the dealer of this deal (MOD-2.3)"))
    has_bid = fields.List(
        fields.Boolean(),
        required=True,
        metadata=_doc("whether each seat has bid in this deal: public (MOD-3.4)"),
    )
    bids = fields.List(
        BidValue("a bid, or null", allow_none=True),
        required=True,
        metadata=_doc(
            "the bids by seat: the viewer's own at once, the others' "
            "only after all three are revealed (MOD-3.4, MOD-3.5)"
        ),
    )
    all_bid_eligible = Seat(
        required=True,
        allow_none=True,
        metadata=_doc("while bidding, the one seat that may bid ALL (MOD-3.6), if any"),
    )
    turn_up = CardField(required=True, allow_none=True, metadata=_doc("the turn-up card"))
    trump = fields.String(required=True, allow_none=True, metadata=_doc("the trump suit"))
    leader = Seat(required=True, allow_none=True, metadata=_doc("the leader of this trick"))
    trick = CardList(max_items=3, required=True, metadata=_doc("the trick in progress"))
    tricks = fields.List(
        fields.Nested(ModuloTrick),
        required=True,
        metadata=_doc("this deal's completed tricks: public (MOD-4.12)"),
    )
    tricks_won = fields.List(
        Count(), required=True, metadata=_doc("tricks taken by each seat in this deal")
    )
    scored_deals = fields.List(
        fields.Nested(ModuloRecordRow),
        required=True,
        metadata=_doc("every deal scored so far: bids and tricks by seat, or a carried row first"),
    )


# -- tally --------------------------------------------------------------------------------


class ModuloTallyOptions(Strict):
    all_bid_enabled = Flag("whether the all-bid exists (MOD-7.3); default true")
    sweep_points = _int(
        "points for all 13 tricks, -100 to 100 (MOD-7.4); default 10",
        validate=validate.Range(-SWEEP_POINTS_LIMIT, SWEEP_POINTS_LIMIT),
    )


class ModuloTally(Strict):
    scores = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(strict=True),
        metadata=_doc(
            "the scores by side before the first deal tallied (they decide who may bid ALL and "
            "what a reset gives back); 0 each when left out"
        ),
    )
    deals = fields.List(
        fields.Nested(ModuloScoredDeal),
        required=True,
        validate=validate.Length(min=1),
        metadata=_doc("the deals played, in order: each seat's bid and tricks"),
    )
    options = fields.Nested(ModuloTallyOptions, metadata=_doc("scoring options"))


# -- events -------------------------------------------------------------------------------


def _scores(description: str) -> fields.Dict:
    return fields.Dict(
        keys=fields.String(),
        values=fields.Integer(strict=True),
        required=True,
        metadata=_doc(description),
    )


def _bids(description: str) -> fields.List:
    return fields.List(
        BidValue('a bid: 2, 3, 4 or "ALL"'), required=True, metadata=_doc(description)
    )


class ModuloBidEvent(Strict):
    type = _type("bid")
    player = Seat(
        required=True, metadata=_doc("the seat that bid; the value stays secret (MOD-3.4)")
    )


class ModuloRevealEvent(Strict):
    type = _type("reveal")
    deal = Count(required=True, metadata=_doc("the deal bid for, from 1"))
    bids = _bids("the three bids by seat, revealed at once by the third (MOD-3.5)")


class ModuloDealEvent(Strict):
    type = _type("deal")
    deal = Count(required=True, metadata=_doc("the deal dealt, from 1"))
    dealer = Seat(required=True, metadata=_doc("its dealer (MOD-2.3)"))
    turn_up = CardField(required=True, metadata=_doc("the 40th card, face up (MOD-2.6)"))
    trump = fields.String(required=True, metadata=_doc("the turn-up's suit: trumps"))
    hand_counts = fields.List(Count(), required=True, metadata=_doc("cards in each hand: 13"))
    leader = Seat(required=True, metadata=_doc("the dealer's left, who leads first (MOD-4.2)"))


class ModuloPlayEvent(Strict):
    type = _type("play")
    player = Seat(required=True, metadata=_doc("the seat that played"))
    card = CardField(required=True, metadata=_doc("the card played"))


class ModuloTrickEvent(Strict):
    type = _type("trick")
    number = Count(required=True, metadata=_doc("the trick of the deal, 1 to 13"))
    leader = Seat(required=True, metadata=_doc("the seat that led it"))
    cards = CardList(max_items=3, required=True, metadata=_doc("its cards in the order played"))
    winner = Seat(required=True, metadata=_doc("the seat that took it and leads next (MOD-4.9)"))


class ModuloDealEndEvent(Strict):
    type = _type("deal_end")
    deal = Count(required=True, metadata=_doc("the deal scored, from 1"))
    bids = _bids("the deal's bids by seat")
    tricks = fields.List(
        Count(), required=True, metadata=_doc("the tricks each seat took, by seat; 13 in all")
    )
    sheet = fields.Nested(
        ScoreSheetSchema, required=True, metadata=_doc("the deal's final score sheet (MOD-5)")
    )
    score_deltas = _scores("what the deal changed each side's score by")
    scores = _scores("the scores by side after the deal")


class ModuloBiddingEvent(Strict):
    type = _type("bidding")
    deal = Count(required=True, metadata=_doc("the deal whose bidding opens, from 2"))
    dealer = Seat(required=True, metadata=_doc("its dealer (MOD-2.3)"))
    all_bid_eligible = Seat(
        required=True,
        allow_none=True,
        metadata=_doc("the one seat that may bid ALL in it (MOD-3.6), if any"),
    )


class ModuloResult(Strict):
    winner = fields.String(
        required=True, allow_none=True, metadata=_doc("the winning side when it won alone")
    )
    winners = fields.List(
        fields.String(), required=True, metadata=_doc("every side on the highest score")
    )
    scores = _scores("the final scores by side")


class ModuloGameEndEvent(Strict):
    type = _type("game_end")
    result = fields.Nested(
        ModuloResult,
        required=True,
        metadata=superseded_by_outcome("the final scores and winners (MOD-6.3)"),
    )
    outcome = fields.Nested(
        OutcomeSchema, required=True, metadata=_doc("how the game ended (MOD-6.1, MOD-6.2)")
    )


STATE = ModuloState()
MOVES = {"bid": ModuloBidMove(), "play": ModuloPlayMove()}
VIEW = ModuloView()
TALLY = ModuloTally()
EVENTS = {
    "bid": ModuloBidEvent(),
    "reveal": ModuloRevealEvent(),
    "deal": ModuloDealEvent(),
    "play": ModuloPlayEvent(),
    "trick": ModuloTrickEvent(),
    "deal_end": ModuloDealEndEvent(),
    "bidding": ModuloBiddingEvent(),
    "game_end": ModuloGameEndEvent(),
}
