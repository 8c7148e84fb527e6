"""Marshmallow wire schemas of Seep: the state, each move type, the view, the tally, each event."""

from __future__ import annotations

from marshmallow import ValidationError, fields, post_load, validate

from referee.engine.wording import json_text
from referee.games.seep.options import OPTIONS
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
    StrictBoolean,
)
from referee.games.wire.deprecations import superseded_by_outcome
from referee.games.wire.ledger import Carried, LedgerRowSchema


def _distinct(items: list) -> None:
    seen = set()
    for item in items:
        if item in seen:
            raise ValidationError(f"{json_text(item)} is named twice; a move names each item once")
        seen.add(item)


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(strict=True, metadata={"description": description}, **kwargs)


def _doc(description: str) -> dict:
    return {"description": description}


def _deal_number(description: str) -> fields.Integer:
    return fields.Integer(
        strict=True, required=True, validate=validate.Range(min=1), metadata=_doc(description)
    )


def _points(description: str) -> fields.Dict:
    return fields.Dict(
        keys=fields.String(), values=Count(), required=True, metadata=_doc(description)
    )


def _sides_count(description: str) -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=Count(), metadata=_doc(description))


class SeepLedgerRow(LedgerRowSchema):
    ROW = ("number", "totals")
    CARRIED = ("carried", "deals", "points", "baazi_deals", "baazis_won")

    number = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        metadata=_doc("the deal's number (deal_number)"),
    )
    totals = _sides_count("its deal score by side (SEP-10.3)")
    carried = Carried()
    deals = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        metadata=_doc(
            "a carried row: the deals 1 to `deals` it stands for, redeals included (SEP-11.5)"
        ),
    )
    points = _sides_count("a carried row: the current baazi's totals after them (SEP-11.5)")
    baazi_deals = Count(
        metadata=_doc("a carried row: the deals of the current baazi scored in them (SEP-11.5)")
    )
    baazis_won = _sides_count("a carried row: the baazis each side won in them (SEP-11.5)")


def _ledger() -> fields.List:
    return fields.List(
        fields.Nested(SeepLedgerRow),
        required=True,
        metadata=_doc(
            "every scored deal of the match, in order (redeals are not scored): its number and "
            "deal score by side; the deals of the current baazi add up to scores (SEP-10.4). "
            "A first row may carry the deals before the recorded ones instead (SEP-11.5)"
        ),
    )


# -- state -------------------------------------------------------------------------------


class SeepOptions(Strict):
    players = _int("4 (two partnerships) or 2 (SEP-12)", required=True)
    first_dealer = _int(
        "seat of the first dealer, or null to draw it from the seed (SEP-2.3)",
        required=True,
        allow_none=True,
    )
    baazi_margin = _int("lead that wins a baazi (SEP-11.1)", required=True)
    baazi_count = _int(
        "baazis in the match; null = unlimited (SEP-11.2)", required=True, allow_none=True
    )
    deals_per_baazi = _int(
        "completed deals after which a baazi also ends, won by the higher total (level totals "
        "play on until a deal ends with a side ahead); null = no limit, the margin alone "
        "(our decision on SEP-11.1, SEP-13)",
        required=True,
        allow_none=True,
    )
    sweep_points = _int("points of an ordinary sweep (SEP-9.1)", required=True)
    first_play_sweep_points = _int("points of a sweep on play 1 (SEP-9.1)", required=True)
    last_play_sweep_points = _int("points of a sweep on play 48 (SEP-9.1)", required=True)
    ten_of_diamonds_points = _int("points of the 10D (SEP-10.1)", required=True)
    most_cards_bonus = _int("bonus for the side with more captured cards (SEP-10.3)", required=True)
    owner_may_throw = StrictBoolean(
        required=True, metadata=_doc("whether a house owner may throw (SEP-8.5)")
    )


class SeepHouse(Strict):
    value = _int("the declared value, 9 to 13 (SEP-6.3)", required=True)
    cards = CardList(
        max_items=52,
        required=True,
        metadata=_doc(
            "every card of the house; the number of combinations is their total / value, one "
            "making an ordinary house and two or more a cemented one (SEP-6.1)"
        ),
    )
    owners = fields.List(
        Seat(),
        required=True,
        metadata=_doc("the seats that own the house: one, or two of different sides (SEP-8.1)"),
    )


class SeepLastCapture(Strict):
    player = Seat(
        required=True, metadata=_doc("the seat that made the most recent play, a capture")
    )
    count = Count(
        required=True,
        metadata=_doc(
            "how many cards that capture put on top of its side's pile (played card included); "
            "they stay visible until the next play (SEP-4.5)"
        ),
    )


class SeepState(Strict):
    game = fields.String(required=True, metadata=_doc('"seep"'))
    schema_version = SchemaVersion()
    options = fields.Nested(SeepOptions, required=True, metadata=_doc("every option, complete"))
    seed = fields.String(
        required=True,
        metadata=_doc("every deal is shuffled(standard_deck(), deal_seed(seed, deal_number - 1))"),
    )
    phase = fields.String(
        required=True,
        metadata=_doc(
            "bid (the bidder bids or asks for a redeal), first_play (play 1, before the rest is "
            "dealt), play, or finished"
        ),
    )
    to_move = Seat(
        required=True,
        allow_none=True,
        metadata=_doc("the seat to move; null once the match is finished"),
    )
    hands = fields.List(
        CardList(max_items=52), required=True, metadata=_doc("the playing hand of each seat")
    )
    stock = CardList(
        max_items=52,
        required=True,
        metadata=_doc("the 44 cards dealt after play 1 (SEP-3.8); stock[0] is dealt first"),
    )
    scores = fields.Dict(
        keys=fields.String(),
        values=Count(),
        required=True,
        metadata=_doc(
            "running totals of the current baazi by side (0+2 and 1+3, or 0 and 1 with two players)"
        ),
    )
    reserves = fields.List(
        CardList(max_items=52),
        required=True,
        metadata=_doc(
            "two players only: each seat's face-down reserve hand, picked up after play 24 "
            "(SEP-12.3); an empty list with four players"
        ),
    )
    dealer = Seat(required=True, metadata=_doc("the seat dealing this deal"))
    deal_number = _deal_number(
        "this deal's number in the match, from 1, redeals included: deal n is shuffled with "
        "the key n - 1"
    )
    baazis_won = fields.Dict(
        keys=fields.String(),
        values=Count(),
        required=True,
        metadata=_doc("baazis won by each side in this match"),
    )
    baazi_deals = Count(
        required=True,
        metadata=_doc(
            "deals completed in the current baazi (redeals do not count), 0 when a baazi starts; "
            "in a finished match, the deals of the last baazi. Ends the baazi against "
            "options.deals_per_baazi (SEP-11.1, SEP-13)"
        ),
    )
    ledger = _ledger()
    bid = _int("the bid (9 to 13) once made; null before", required=True, allow_none=True)
    plays = Count(
        required=True,
        metadata=_doc("plays made in this deal (0 to 48); the next play is plays + 1"),
    )
    floor_down = CardList(
        max_items=4,
        required=True,
        metadata=_doc("the four floor cards, face down until the bid (SEP-3.1)"),
    )
    loose = CardList(
        max_items=52, required=True, metadata=_doc("the loose (face-up, not housed) floor cards")
    )
    houses = fields.List(
        fields.Nested(SeepHouse),
        required=True,
        metadata=_doc("the houses on the floor, at most one per value"),
    )
    piles = fields.Dict(
        keys=fields.String(),
        values=CardList(max_items=52),
        required=True,
        metadata=_doc("each side's captured cards in the order taken"),
    )
    sweeps = fields.Dict(
        keys=fields.String(),
        values=fields.List(fields.Integer(strict=True)),
        required=True,
        metadata=_doc("the play numbers of each side's sweeps this deal"),
    )
    last_capturer = Seat(
        required=True,
        allow_none=True,
        metadata=_doc(
            "the seat that made the deal's most recent capture; takes the leftovers (SEP-9.4)"
        ),
    )
    last_capture = fields.Nested(
        SeepLastCapture,
        required=True,
        allow_none=True,
        metadata=_doc("the capture made by the most recent play, if it was one"),
    )


# -- moves -------------------------------------------------------------------------------


def _type(kind: str) -> fields.String:
    return fields.String(required=True, validate=validate.OneOf([kind]), metadata=_doc(kind))


def _player() -> fields.Integer:
    return Player(required=True)


def _card(what: str) -> CardField:
    return CardField(required=True, metadata=_doc(what))


def _loose(what: str) -> CardList:
    return CardList(
        max_items=52, distinct=True, validate=_distinct, metadata=_doc(what + "; [] when omitted")
    )


def _houses(what: str) -> fields.List:
    return fields.List(
        fields.Integer(strict=True),
        validate=_distinct,
        metadata={**_doc(what + "; [] when omitted"), "uniqueItems": True},
    )


class FloorItems(Strict):
    """A move naming floor items: either list may be left out and then names nothing."""

    @post_load
    def fill(self, data: dict, **kwargs) -> dict:
        data.setdefault("loose", [])
        data.setdefault("houses", [])
        return data


class SeepBidMove(Strict):
    player = _player()
    type = _type("bid")
    value = _int(
        "a capture value from 9 to 13 of a card in the bidder's hand (SEP-3.3)", required=True
    )


class SeepRedealMove(Strict):
    player = _player()
    type = _type("redeal")


class SeepThrowMove(Strict):
    player = _player()
    type = _type("throw")
    card = _card("the card added to the floor as a loose card (SEP-4.3)")


class SeepCaptureMove(FloorItems):
    player = _player()
    type = _type("capture")
    card = _card("the card played")
    loose = _loose(
        "every loose card taken (SEP-5.1, SEP-5.4); their grouping is not part of the move"
    )
    houses = _houses("the value of the house taken whole (SEP-5.2), if any")


class SeepBuildMove(FloorItems):
    player = _player()
    type = _type("build")
    card = _card("the card played onto the floor")
    value = _int("the declared house value, 9 to 13 (SEP-6.3)", required=True)
    loose = _loose("every loose card that joins the house, including those forced in (SEP-7.11)")
    houses = _houses(
        "the values of the houses used: the ordinary house raised by the card "
        "(SEP-6.7) and/or the existing house of the declared value (SEP-6.2)"
    )


# -- view ---------------------------------------------------------------------------------


class SeepViewHouse(Strict):
    value = _int("the house value", required=True)
    cards = CardList(max_items=52, required=True, metadata=_doc("its cards, face up"))
    owners = fields.List(Seat(), required=True, metadata=_doc("its owners"))
    cemented = fields.Boolean(required=True, metadata=_doc("two or more combinations (SEP-6.1)"))


class SeepViewSweep(Strict):
    play = _int("the play that swept", required=True)
    points = _int("its points (SEP-9.1)", required=True)


class SeepViewCapture(Strict):
    player = Seat(required=True, metadata=_doc("the capturer"))
    card = CardField(required=True, metadata=_doc("the card played"))
    cards = CardList(max_items=52, required=True, metadata=_doc("the cards it took"))


class SeepView(Strict):
    game = fields.String(required=True, metadata=_doc('"seep"'))
    schema_version = SchemaVersion()
    options = fields.Nested(SeepOptions, required=True, metadata=_doc("the match options"))
    phase = fields.String(required=True, metadata=_doc("bid, first_play, play or finished"))
    to_move = Seat(allow_none=True, required=True, metadata=_doc("the seat to move"))
    seat = Seat(allow_none=True, required=True, metadata=_doc("the viewer; null for a spectator"))
    hand = CardList(
        max_items=52,
        allow_none=True,
        required=True,
        metadata=_doc("the viewer's own playing hand; null for a spectator"),
    )
    hand_counts = fields.List(Count(), required=True, metadata=_doc("cards in each playing hand"))
    reserve_counts = fields.List(
        Count(), required=True, metadata=_doc("cards in each face-down reserve hand (two players)")
    )
    stock_count = Count(required=True, metadata=_doc("cards not yet dealt"))
    sides = fields.Dict(
        keys=fields.String(),
        values=fields.List(Seat()),
        required=True,
        metadata=_doc("the seats of each side"),
    )
    dealer = Seat(required=True, metadata=_doc("the dealer"))
    bidder = Seat(required=True, metadata=_doc("the bidder, dealer + 1"))
    deal_number = _deal_number("this deal's number in the match, from 1, redeals included")
    bid = _int("the bid, public once made", required=True, allow_none=True)
    plays = Count(required=True, metadata=_doc("plays made in this deal"))
    floor_down_count = Count(
        required=True, metadata=_doc("floor cards still face down (bid phase)")
    )
    loose = CardList(max_items=52, required=True, metadata=_doc("the loose floor cards"))
    houses = fields.List(fields.Nested(SeepViewHouse), required=True, metadata=_doc("the houses"))
    pile_counts = fields.Dict(
        keys=fields.String(),
        values=Count(),
        required=True,
        metadata=_doc("cards in each side's pile"),
    )
    piles = fields.Dict(
        keys=fields.String(),
        values=CardList(max_items=52),
        allow_none=True,
        required=True,
        metadata=_doc("the piles, once the match is finished"),
    )
    sweeps = fields.Dict(
        keys=fields.String(),
        values=fields.List(fields.Nested(SeepViewSweep)),
        required=True,
        metadata=_doc("each side's sweeps this deal"),
    )
    last_capturer = Seat(allow_none=True, required=True, metadata=_doc("the latest capturer"))
    last_capture = fields.Nested(
        SeepViewCapture,
        allow_none=True,
        required=True,
        metadata=_doc("the capture made by the most recent play, visible until the next play"),
    )
    scores = fields.Dict(
        keys=fields.String(),
        values=Count(),
        required=True,
        metadata=_doc("running totals of the baazi"),
    )
    baazis_won = fields.Dict(
        keys=fields.String(),
        values=Count(),
        required=True,
        metadata=_doc("baazis won by each side"),
    )
    baazi_deals = Count(
        required=True,
        metadata=_doc(
            "deals completed in the current baazi, redeals not counted (see "
            "options.deals_per_baazi)"
        ),
    )
    ledger = _ledger()


# -- tally --------------------------------------------------------------------------------


class SeepTallySide(Strict):
    cards = CardList(
        max_items=52,
        required=True,
        metadata=_doc("every card the side took in the deal, leftovers included"),
    )
    sweep_points = Count(required=True, metadata=_doc("the side's sweep points in the deal"))


def _tally_option(name: str, description: str) -> fields.Integer:
    """A scoring option of a tally, in the bounds the match option has (SEP-13)."""
    option = next(option for option in OPTIONS if option.name == name)
    return _int(description, validate=validate.Range(min=option.minimum, max=option.maximum))


class SeepTallyOptions(Strict):
    sweep_points = _tally_option("sweep_points", "points of an ordinary sweep")
    first_play_sweep_points = _tally_option(
        "first_play_sweep_points", "points of a sweep on play 1"
    )
    last_play_sweep_points = _tally_option("last_play_sweep_points", "points of a sweep on play 48")
    ten_of_diamonds_points = _tally_option("ten_of_diamonds_points", "points of the 10D")
    most_cards_bonus = _tally_option("most_cards_bonus", "bonus for more cards")


class SeepTally(Strict):
    players = _int("4 (sides 0+2 and 1+3, the default) or 2 (sides 0 and 1)")
    sides = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(SeepTallySide),
        required=True,
        metadata=_doc("what each side captured and its sweep points"),
    )
    options = fields.Nested(
        SeepTallyOptions, metadata=_doc("scoring options, when not the defaults")
    )


# -- events -------------------------------------------------------------------------------


def _seat(description: str) -> fields.Integer:
    return Seat(required=True, metadata=_doc(description))


def _cards(description: str) -> CardList:
    return CardList(max_items=52, required=True, metadata=_doc(description))


def _side(description: str) -> fields.String:
    return fields.String(required=True, metadata=_doc(description))


def _counts(description: str, **kwargs) -> fields.List:
    return fields.List(Count(), metadata=_doc(description), **kwargs)


class SeepDealEvent(Strict):
    type = _type("deal")
    stage = fields.String(
        required=True,
        validate=validate.OneOf(["opening", "rest"]),
        metadata=_doc(
            "opening: four cards to the bidder and four face down to the floor (SEP-3.1); "
            "rest: the other 44 after play 1 (SEP-3.8)"
        ),
    )
    deal_number = _deal_number("the deal, from 1")
    dealer = _seat("the dealer")
    bidder = Seat(metadata=_doc("the bidder (opening only)"))
    hand_counts = _counts("cards in each playing hand", required=True)
    reserve_counts = _counts("cards in each reserve hand, two players (rest only)")
    floor_down = Count(metadata=_doc("floor cards face down (opening only)"))


class SeepBidEvent(Strict):
    type = _type("bid")
    player = _seat("the bidder")
    value = _int("the bid, 9 to 13 (SEP-3.3)", required=True)


class SeepRevealEvent(Strict):
    type = _type("reveal")
    cards = _cards("the four floor cards, turned up after the bid (SEP-3.5)")


class SeepRedealEvent(Strict):
    type = _type("redeal")
    player = _seat("the bidder asking for the redeal")
    shown = _cards("the bidder's hand, shown to all (SEP-3.4)")


class SeepDealEndEvent(Strict):
    type = _type("deal_end")
    deal_number = _deal_number("the deal given up")
    reason = fields.String(
        required=True,
        validate=validate.OneOf(["redeal"]),
        metadata=_doc("redeal: the pack is gathered unscored and dealt again (SEP-2.5)"),
    )


class SeepThrowEvent(Strict):
    type = _type("throw")
    player = _seat("the seat that played")
    card = CardField(required=True, metadata=_doc("the card thrown (SEP-4.3)"))


class SeepCaptureEvent(Strict):
    type = _type("capture")
    player = _seat("the seat that played")
    card = CardField(required=True, metadata=_doc("the card played"))
    loose = _cards("the loose cards taken")
    houses = fields.List(
        fields.Integer(strict=True), required=True, metadata=_doc("the values of houses taken")
    )
    cards = _cards("every card taken besides the card played, houses' cards included")


class SeepHouseEvent(Strict):
    type = _type("house")
    player = _seat("the seat that played")
    card = CardField(required=True, metadata=_doc("the card played onto the floor"))
    value = _int("the house value, 9 to 13", required=True)
    loose = _cards("the loose cards that joined the house")
    houses = fields.List(
        fields.Integer(strict=True), required=True, metadata=_doc("the values of houses used")
    )
    method = fields.String(required=True, metadata=_doc("how the house was made (SEP-6, SEP-7)"))
    house = fields.Nested(SeepViewHouse, required=True, metadata=_doc("the house made"))


class SeepSweepEvent(Strict):
    type = _type("sweep")
    player = _seat("the seat that swept")
    side = _side("its side")
    play = _int("the play number, 1 to 48", required=True)
    points = _int("the sweep's points (SEP-9.1)", required=True)


class SeepPickupEvent(Strict):
    type = _type("pickup")
    hand_counts = _counts(
        "cards in each hand once the reserves are picked up (SEP-12.5)", required=True
    )


class SeepLeftoverEvent(Strict):
    type = _type("leftover")
    player = _seat("the deal's last capturer (SEP-9.4)")
    side = _side("its side, which takes the cards")
    cards = _cards("the cards left on the floor after play 48")


class SeepRoundEndEvent(Strict):
    type = _type("round_end")
    deal_number = _deal_number("the deal scored")
    sheet = fields.Nested(
        ScoreSheetSchema, required=True, metadata=_doc("the deal's final score sheet")
    )
    deal_scores = _points("the deal score by side (SEP-10.3)")
    totals = _points("the baazi's totals after the deal (SEP-10.4)")


class SeepGameEndEvent(Strict):
    type = _type("game_end")
    winner = _side("the side that won the baazi")
    reason = fields.String(
        required=True,
        validate=validate.OneOf(["margin", "deal_limit"]),
        metadata=_doc(
            "margin: a lead of baazi_margin (SEP-11.1); deal_limit: ahead after "
            "deals_per_baazi deals (SEP-13)"
        ),
    )
    totals = _points("the baazi's final totals")
    baazis_won = _points("baazis won by each side so far")


class SeepMatchEndEvent(Strict):
    type = _type("match_end")
    winner = fields.String(
        required=True,
        allow_none=True,
        metadata=superseded_by_outcome("the side that won more baazis; null for a draw (SEP-11.2)"),
    )
    scores = _points("the last baazi's final totals")
    baazis_won = _points("baazis won by each side")
    outcome = fields.Nested(OutcomeSchema, required=True, metadata=_doc("how the match ended"))


STATE = SeepState()
MOVES = {
    "bid": SeepBidMove(),
    "redeal": SeepRedealMove(),
    "throw": SeepThrowMove(),
    "capture": SeepCaptureMove(),
    "build": SeepBuildMove(),
}
VIEW = SeepView()
TALLY = SeepTally()
EVENTS = {
    "deal": SeepDealEvent(),
    "bid": SeepBidEvent(),
    "reveal": SeepRevealEvent(),
    "redeal": SeepRedealEvent(),
    "deal_end": SeepDealEndEvent(),
    "throw": SeepThrowEvent(),
    "capture": SeepCaptureEvent(),
    "house": SeepHouseEvent(),
    "sweep": SeepSweepEvent(),
    "pickup": SeepPickupEvent(),
    "leftover": SeepLeftoverEvent(),
    "round_end": SeepRoundEndEvent(),
    "game_end": SeepGameEndEvent(),
    "match_end": SeepMatchEndEvent(),
}
