"""The wire schemas of Spite and Malice: the state, one schema per action, the view, the tally."""

from __future__ import annotations

from marshmallow import ValidationError, fields, validate, validates_schema

from referee.games.wire import (
    CardField,
    CardList,
    Count,
    OutcomeSchema,
    SchemaVersion,
    ScoreSheetSchema,
    Seat,
    Strict,
    StrictBoolean,
)
from referee.games.wire.deprecations import superseded_by_outcome
from referee.games.wire.ledger import Carried, LedgerRowSchema

from .options import MAX_TARGET

ALL_CARDS = 162  # three packs and six jokers (SAM-12.1)
SIDES = 'by side: "0" and "1" with 2 players; "0+2", "1+3" with 4; "0+3", "1+4", "2+5" with 6'


def _doc(text: str) -> dict:
    return {"metadata": {"description": text}}


class PileTarget(fields.Field):
    """Where a play goes: the number n of an active center pile Cn, or "new" (SAM-0.6)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {}).update(
            {"oneOf": [{"type": "string", "enum": ["new"]}, {"type": "integer", "minimum": 1}]}
        )
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if value == "new" or (type(value) is int and value >= 1):
            return value
        raise ValidationError('must be "new" or the number of a center pile (1 or more)')

    def _serialize(self, value, attr, obj, **kwargs):
        return value


def _cards(text: str, **more) -> CardList:
    return CardList(max_items=ALL_CARDS, **_doc(text), **more)


def _flag(text: str, **more) -> StrictBoolean:
    return StrictBoolean(**_doc(text), **more)


class SpiteAndMaliceOptions(Strict):
    players = fields.Integer(strict=True, required=True, **_doc("2, 4 or 6 (SAM-12.1)"))
    mixed_deck_108 = _flag("all packs shuffled together (SAM-12.2.1)", required=True)
    packs = fields.Integer(strict=True, required=True, **_doc("2 or 3 (SAM-12.1)"))
    payoff_size = fields.Integer(strict=True, required=True, **_doc("cards per pay-off pile"))
    free_discard = _flag("SAM-12.3.1", required=True)
    deal_initial_hands = _flag("SAM-12.4.1", required=True)
    first_player_tie = fields.String(required=True, **_doc('"suit" or "reshuffle" (SAM-12.4.2)'))
    refill_after_discard_empties_hand = _flag("SAM-12.6.1", required=True)
    hand_two_may_block_discard_two = _flag("SAM-12.6.2", required=True)
    stock_refill_threshold = fields.Integer(strict=True, required=True, **_doc("SAM-9.2"))
    plus_five = _flag("SAM-10.3", required=True)
    match_mode = fields.String(
        required=True, **_doc('"single_deal", "target_score" or "fixed_deals" (SAM-11.1)')
    )
    target_score = fields.Integer(strict=True, required=True, **_doc("SAM-11.1"))
    deal_count = fields.Integer(strict=True, required=True, **_doc("SAM-11.1"))


class SpiteAndMaliceCenterPile(Strict):
    pile = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=1),
        **_doc(
            "its number n (Cn): piles are numbered 1, 2, ... as they are "
            "started in the deal (SAM-0.5)"
        ),
    )
    cards = CardList(
        max_items=13,
        required=True,
        **_doc("its cards bottom to top; a joker counts as its position (SAM-5.4)"),
    )


def _points(text: str, **more) -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=Count(), **_doc(text), **more)


class SpiteAndMaliceLedgerEntry(LedgerRowSchema):
    ROW = ("number", "totals")
    CARRIED = ("carried", "deals", "points")

    number = fields.Integer(strict=True, validate=validate.Range(min=1), **_doc("the deal, from 1"))
    totals = _points(f"the points that deal scored, {SIDES} (SAM-10.3)")
    carried = Carried()
    deals = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        **_doc("a carried row: the deals 1 to `deals` it stands for (SAM-11.4)"),
    )
    points = _points(f"a carried row: the points those deals scored, {SIDES} (SAM-11.4)")


def _ledger(**more) -> fields.List:
    return fields.List(
        fields.Nested(SpiteAndMaliceLedgerEntry),
        required=True,
        validate=validate.Length(max=MAX_TARGET),
        **_doc(
            "each finished deal of the match in order, with its points; the scores are their "
            "sum (SAM-10.3, SAM-11.1). A first row may carry the deals before the recorded "
            "ones instead (SAM-11.4)"
        ),
        **more,
    )


class SpiteAndMaliceState(Strict):
    game = fields.String(required=True, **_doc('"spite-and-malice"'))
    schema_version = SchemaVersion()
    options = fields.Nested(SpiteAndMaliceOptions, required=True, **_doc("every option, complete"))
    seed = fields.String(
        required=True,
        validate=validate.Length(max=200),
        **_doc("every shuffle of the match derives from it; never shown in views"),
    )
    phase = fields.String(
        required=True,
        validate=validate.OneOf(["play", "finished"]),
        **_doc('"play", or "finished" once the match is over'),
    )
    to_move = Seat(
        required=True,
        allow_none=True,
        **_doc("the mover, whose turn it is; null once the match is over"),
    )
    hands = fields.List(
        _cards("a hand"),
        required=True,
        validate=validate.Length(max=6),
        **_doc("each seat's hand, at most 5 cards, by seat"),
    )
    stock = _cards(
        "the face-down stock, top first: stock[0] is drawn next (SAM-0.5)", required=True
    )
    scores = fields.Dict(
        keys=fields.String(),
        values=Count(),
        required=True,
        **_doc(f"match totals {SIDES} (SAM-11.1)"),
    )
    ledger = _ledger()
    deal_number = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=1),
        **_doc("the deal of the match, from 1"),
    )
    shuffles = Count(
        required=True,
        **_doc("shuffles made in this deal so far; the key of the next one (recycles, reshuffles)"),
    )
    payoffs = fields.List(
        _cards("a pay-off pile"),
        required=True,
        validate=validate.Length(max=6),
        **_doc(
            "each seat's pay-off pile, bottom to top: the last card is the face-up top (SAM-3.1)"
        ),
    )
    discards = fields.List(
        fields.List(_cards("a discard pile, bottom to top"), validate=validate.Length(max=8)),
        required=True,
        validate=validate.Length(max=6),
        **_doc(
            "each seat's four discard slots D1-D4 (index 0-3), each a pile bottom to top (SAM-7.1)"
        ),
    )
    center = fields.List(
        fields.Nested(SpiteAndMaliceCenterPile),
        required=True,
        validate=validate.Length(max=ALL_CARDS),
        **_doc("the active center piles, in the order they were started (SAM-5.1)"),
    )
    completed = fields.List(
        fields.Nested(SpiteAndMaliceCenterPile),
        required=True,
        validate=validate.Length(max=ALL_CARDS),
        **_doc("completed piles of 13 cards waiting to be recycled (SAM-5.5)"),
    )
    next_pile = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=1),
        **_doc("the number the next new center pile takes (SAM-0.5)"),
    )
    turn_played = _flag(
        "SAM-8.7: the turn has put a card on a center pile or discarded "
        "(SAM-8.1); false when left out"
    )
    turn_discarded = _flag("SAM-8.7: the mover has discarded this turn; false when left out")
    hand_low_played = _flag(
        "SAM-8.7: a natural ace or 2 went from the hand to the center this "
        "turn (SAM-8.3); false when left out"
    )
    null_turns = Count(
        **_doc("SAM-8.7: consecutive null turns before this one (SAM-8.2); 0 when left out")
    )
    first_null = Seat(
        allow_none=True,
        **_doc("SAM-8.7: F, the seat whose null turn came first; null when left out"),
    )
    second_chance = Count(
        **_doc(
            "SAM-8.7: second-chance turns left, this one included (SAM-8.3); "
            "0 (no second-chance phase) when left out"
        )
    )


# -- actions -------------------------------------------------------------------------------


def _kind(kind: str) -> fields.String:
    return fields.String(required=True, validate=validate.Equal(kind), **_doc(f'"{kind}"'))


def _player() -> fields.Integer:
    return Seat(required=True, **_doc("the seat acting: the mover"))


def _slot(text: str, **more) -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(min=0, max=7), **_doc(text), **more)


class SpiteAndMalicePlayMove(Strict):
    player = _player()
    type = _kind("play")
    card = CardField(required=True, **_doc("the card played"))
    source = fields.String(
        required=True,
        validate=validate.OneOf(["hand", "payoff", "discard"]),
        **_doc(
            '"hand", "payoff" (the pay-off top) or "discard" (the top of a discard pile) (SAM-4.3)'
        ),
    )
    to = PileTarget(
        required=True,
        **_doc(
            'the active center pile n (Cn) it goes on, or "new" to start a pile (SAM-5.2, SAM-5.3)'
        ),
    )
    owner = Seat(
        **_doc(
            "whose pay-off or discard pile: the mover's own when left out, or its "
            "partner's (SAM-12.5.3)"
        )
    )
    slot = _slot('the discard slot, 0-3 for D1-D4; only and always with source "discard"')

    # The document's words for `_slot_with_discard`.
    document = {
        "if": {"properties": {"source": {"const": "discard"}}, "required": ["source"]},
        "then": {"required": ["slot"]},
        "else": {"properties": {"slot": {"not": {}}}},
    }

    @validates_schema
    def _slot_with_discard(self, data, **kwargs):
        source = data.get("source")
        if source == "discard" and "slot" not in data:
            raise ValidationError("a play from a discard pile names its slot (0-3)", "slot")
        if source in ("hand", "payoff") and "slot" in data:
            raise ValidationError(f"a play from the {source} names no slot", "slot")


class SpiteAndMaliceDiscardMove(Strict):
    player = _player()
    type = _kind("discard")
    card = CardField(required=True, **_doc("the hand card discarded (SAM-7.2)"))
    slot = _slot("the mover's discard slot, 0-3 for D1-D4 (SAM-7.1)", required=True)
    owner = Seat(**_doc("whose slot: only the mover's own is allowed (SAM-12.5.3)"))


class SpiteAndMaliceDrawMove(Strict):
    player = _player()
    type = _kind("draw")


class SpiteAndMaliceEndMove(Strict):
    player = _player()
    type = _kind("end")


# -- view ----------------------------------------------------------------------------------


class SpiteAndMaliceViewPile(Strict):
    pile = fields.Integer(required=True, **_doc("its number n (Cn)"))
    cards = CardList(max_items=13, required=True, **_doc("its cards, bottom to top (SAM-3.5)"))
    needs = fields.Integer(required=True, **_doc("the rank it needs next (SAM-5.4)"))


class SpiteAndMaliceCompleted(Strict):
    pile = fields.Integer(required=True, **_doc("its number n (Cn)"))
    cards = CardList(max_items=13, required=True, **_doc("its 13 cards (SAM-3.6)"))


class SpiteAndMaliceMustPlay(Strict):
    rule = fields.String(required=True, **_doc("SAM-6.6 or SAM-8.3"))
    message = fields.String(required=True, **_doc("what must be played first"))
    source = fields.String(
        required=True,
        validate=validate.OneOf(["hand", "payoff", "discard"]),
        **_doc(
            'where the card lies, as a play names it: "payoff" or "discard" for a compulsory '
            'ace or 2, the top of that pile (SAM-6.6); "hand" for the second-chance duty '
            "(SAM-8.3)"
        ),
    )
    owner = Seat(required=True, **_doc("whose pile: the mover's or its partner's (SAM-12.5.4)"))
    slot = _slot(
        "the discard slot, 0-3 for D1-D4, with source discard; else null",
        required=True,
        allow_none=True,
    )


class SpiteAndMaliceView(Strict):
    game = fields.String(required=True, **_doc('"spite-and-malice"'))
    schema_version = SchemaVersion()
    options = fields.Nested(SpiteAndMaliceOptions, required=True, **_doc("every option"))
    phase = fields.String(required=True, **_doc('"play" or "finished"'))
    to_move = Seat(allow_none=True, required=True, **_doc("the mover, or null"))
    seat = Seat(allow_none=True, required=True, **_doc("whose view this is; null: a spectator"))
    hand = CardList(
        max_items=5,
        allow_none=True,
        required=True,
        **_doc("the viewing seat's own hand; null for a spectator (SAM-3.2)"),
    )
    hand_counts = fields.List(Count(), required=True, **_doc("cards in each hand, by seat"))
    stock_count = Count(required=True, **_doc("cards in the stock; never their order (SAM-3.3)"))
    scores = fields.Dict(
        keys=fields.String(), values=Count(), required=True, **_doc(f"match totals {SIDES}")
    )
    ledger = _ledger()
    sides = fields.Dict(
        keys=fields.String(),
        values=fields.List(Seat()),
        required=True,
        **_doc("the seats of each side"),
    )
    deal_number = fields.Integer(required=True, **_doc("the deal of the match, from 1"))
    payoff_tops = fields.List(
        CardField(allow_none=True),
        required=True,
        **_doc(
            "each seat's face-up pay-off top, null once the pile is empty; the cards beneath are "
            "hidden from everyone, their owner included (SAM-3.1)"
        ),
    )
    payoff_counts = fields.List(Count(), required=True, **_doc("cards in each pay-off pile"))
    discards = fields.List(
        fields.List(CardList(max_items=ALL_CARDS)),
        required=True,
        **_doc("each seat's discard slots D1-D4, bottom to top, all face up (SAM-3.4)"),
    )
    discard_values = fields.List(
        fields.List(fields.List(fields.List(fields.Integer()))),
        required=True,
        **_doc("for every discard card, the ranks it may stand for (SAM-3.7, SAM-7.8)"),
    )
    center = fields.List(
        fields.Nested(SpiteAndMaliceViewPile), required=True, **_doc("the active center piles")
    )
    completed = fields.List(
        fields.Nested(SpiteAndMaliceCompleted),
        required=True,
        **_doc("completed piles waiting to be recycled (SAM-3.6)"),
    )
    next_pile = fields.Integer(required=True, **_doc("the number of the next new pile"))
    turn_played = fields.Boolean(required=True, **_doc("the turn has played or discarded"))
    turn_discarded = fields.Boolean(required=True, **_doc("the mover has discarded this turn"))
    hand_low_played = fields.Boolean(
        required=True, **_doc("a hand ace or 2 went to the center this turn")
    )
    null_turns = Count(required=True, **_doc("consecutive null turns (SAM-8.2)"))
    first_null = Seat(allow_none=True, required=True, **_doc("F of SAM-8.2, or null"))
    second_chance = Count(required=True, **_doc("second-chance turns left (SAM-8.3)"))
    must_play = fields.Nested(
        SpiteAndMaliceMustPlay,
        allow_none=True,
        required=True,
        **_doc(
            "why the mover may not end the turn yet, as far as this seat may know: compulsory "
            "plays for everyone, the second-chance duty for the mover alone"
        ),
    )


# -- tally ---------------------------------------------------------------------------------


class SpiteAndMaliceTally(Strict):
    players = fields.Integer(
        strict=True, required=True, validate=validate.OneOf([2, 4, 6]), **_doc("2, 4 or 6")
    )
    payoff_left = fields.Dict(
        keys=fields.String(),
        values=Count(),
        required=True,
        **_doc(
            f"cards left in each side's pay-off piles at the end of the deal, {SIDES}; exactly "
            "one side has none left, the winner (SAM-10.1)"
        ),
    )
    plus_five = _flag("whether the winner scores 5 more (SAM-10.3); true when left out")


# -- events --------------------------------------------------------------------------------


def _seat(text: str, **more) -> fields.Integer:
    return Seat(required=True, **_doc(text), **more)


def _seats(text: str) -> fields.List:
    return fields.List(Count(), required=True, **_doc(text))


class SpiteAndMaliceDealEvent(Strict):
    type = _kind("deal")
    deal = fields.Integer(
        strict=True, required=True, validate=validate.Range(min=1), **_doc("the deal, from 1")
    )
    first = _seat("the seat that starts (SAM-2.3, SAM-2.4)")
    payoff_tops = fields.List(
        CardField(), required=True, **_doc("each seat's face-up pay-off top (SAM-3.1)")
    )
    payoff_counts = _seats("cards in each pay-off pile")
    reshuffled = fields.List(
        Seat(),
        required=True,
        **_doc("the seats that reshuffled their pay-off piles to break a tie, in order (SAM-2.4)"),
    )
    hand_counts = _seats("cards dealt to each hand (SAM-12.4.1)")


class SpiteAndMaliceRefillEvent(Strict):
    type = _kind("refill")
    player = _seat("the seat whose hand was refilled to five (SAM-4.1, SAM-12.6.1)")
    count = Count(required=True, **_doc("cards drawn from the stock; never which (SAM-3.3)"))


class SpiteAndMaliceDrawEvent(Strict):
    type = _kind("draw")
    player = _seat("the seat that drew on an empty hand (SAM-4.5)")
    count = Count(required=True, **_doc("cards drawn from the stock; never which (SAM-3.3)"))


class SpiteAndMalicePlayEvent(Strict):
    type = _kind("play")
    player = _seat("the mover")
    card = CardField(required=True, **_doc("the card played"))
    source = fields.String(
        required=True,
        validate=validate.OneOf(["hand", "payoff", "discard"]),
        **_doc('"hand", "payoff" or "discard" (SAM-4.3)'),
    )
    owner = Seat(**_doc("whose pay-off or discard pile; only for those sources (SAM-12.5.3)"))
    slot = _slot("the discard slot, 0-3 for D1-D4; only from a discard pile")
    pile = fields.Integer(
        strict=True, required=True, validate=validate.Range(min=1), **_doc("the center pile n")
    )
    value = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=1, max=13),
        **_doc("the rank the card stands for there (SAM-5.4)"),
    )


class SpiteAndMalicePileCompletedEvent(Strict):
    type = _kind("pile_completed")
    pile = fields.Integer(
        strict=True, required=True, validate=validate.Range(min=1), **_doc("the pile built to K")
    )


class SpiteAndMalicePayoffTopEvent(Strict):
    type = _kind("payoff_top")
    player = _seat("whose pay-off pile")
    card = CardField(
        required=True, allow_none=True, **_doc("its new face-up top; null once empty (SAM-3.1)")
    )
    count = Count(required=True, **_doc("cards left in it"))


class SpiteAndMaliceDiscardEvent(Strict):
    type = _kind("discard")
    player = _seat("the mover")
    card = CardField(required=True, **_doc("the card discarded"))
    slot = _slot("the discard slot, 0-3 for D1-D4 (SAM-7.1)", required=True)


class SpiteAndMaliceTurnEndEvent(Strict):
    type = _kind("turn_end")
    player = _seat("whose turn ended")
    null = StrictBoolean(
        required=True, **_doc("nothing went to a center pile or a discard pile (SAM-8.1)")
    )


class SpiteAndMaliceSecondChanceEvent(Strict):
    type = _kind("second_chance")
    first = _seat("F, whose null turn came first and who moves next (SAM-8.2)")


class SpiteAndMaliceSecondChanceCancelledEvent(Strict):
    type = _kind("second_chance_cancelled")


class SpiteAndMaliceReshuffleEvent(Strict):
    type = _kind("reshuffle")
    first = _seat("F, who is dealt first and plays next (SAM-8.5)")
    stock_count = Count(required=True, **_doc("cards in the new stock"))


class SpiteAndMaliceRecycleEvent(Strict):
    type = _kind("recycle")
    piles = fields.String(
        required=True,
        validate=validate.OneOf(["completed", "center"]),
        **_doc("which piles went under the stock (SAM-9.2, SAM-9.3)"),
    )
    count = Count(required=True, **_doc("cards put under the stock"))


class SpiteAndMaliceDealEndEvent(Strict):
    type = _kind("deal_end")
    deal = fields.Integer(
        strict=True, required=True, validate=validate.Range(min=1), **_doc("the deal, from 1")
    )
    winner = fields.String(required=True, **_doc("the side that emptied its pay-off piles"))
    payoff_left = _points(f"cards left in each side's pay-off piles, {SIDES}", required=True)
    plus_five = StrictBoolean(required=True, **_doc("whether the winner scored 5 more"))
    sheet = fields.Nested(ScoreSheetSchema, required=True, **_doc("the deal's final sheet"))
    points = _points("the points the deal scored, by side (SAM-10.3)", required=True)


class SpiteAndMaliceMatchEndEvent(Strict):
    type = _kind("match_end")
    winner = fields.String(
        required=True,
        allow_none=True,
        metadata=superseded_by_outcome("the side with the higher total; null: drawn"),
    )
    scores = _points("the final totals", required=True)
    outcome = fields.Nested(OutcomeSchema, required=True, **_doc("how the match ended"))


STATE = SpiteAndMaliceState()
MOVES = {
    "play": SpiteAndMalicePlayMove(),
    "discard": SpiteAndMaliceDiscardMove(),
    "draw": SpiteAndMaliceDrawMove(),
    "end": SpiteAndMaliceEndMove(),
}
VIEW = SpiteAndMaliceView()
TALLY = SpiteAndMaliceTally()
EVENTS = {
    "deal": SpiteAndMaliceDealEvent(),
    "refill": SpiteAndMaliceRefillEvent(),
    "draw": SpiteAndMaliceDrawEvent(),
    "play": SpiteAndMalicePlayEvent(),
    "pile_completed": SpiteAndMalicePileCompletedEvent(),
    "payoff_top": SpiteAndMalicePayoffTopEvent(),
    "discard": SpiteAndMaliceDiscardEvent(),
    "turn_end": SpiteAndMaliceTurnEndEvent(),
    "second_chance": SpiteAndMaliceSecondChanceEvent(),
    "second_chance_cancelled": SpiteAndMaliceSecondChanceCancelledEvent(),
    "reshuffle": SpiteAndMaliceReshuffleEvent(),
    "recycle": SpiteAndMaliceRecycleEvent(),
    "deal_end": SpiteAndMaliceDealEndEvent(),
    "match_end": SpiteAndMaliceMatchEndEvent(),
}
