"""The wire schemas of Ronda: the state, its moves, the view, the tally and the events."""

from __future__ import annotations

from marshmallow import ValidationError, fields, post_load, validate, validates_schema

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

from .declarations import KINDS
from .pack import PACK_SET, RANKS


def _doc(description: str) -> dict:
    return {"description": description}


def _int(description: str, **kwargs) -> fields.Integer:
    return fields.Integer(strict=True, metadata=_doc(description), **kwargs)


def _str(description: str, **kwargs) -> fields.String:
    return fields.String(metadata=_doc(description), **kwargs)


# RON-0.1: the 40-card Spanish pack, no 8, 9 or 10 and no joker.
PACK_PATTERN = r"^[A2-7JQK][SHDC]$"


def _cards(description: str, **kwargs) -> CardList:
    return CardList(max_items=40, metadata=_doc(description), **kwargs)


# -- state -------------------------------------------------------------------------------


class RondaOptions(Strict):
    players = _int("2, 3, or 4 in two partnerships (RON-2.1)", required=True)
    first_dealer = _int(
        "the first dealer's seat, or null to draw it from the seed (RON-2.5)",
        required=True,
        allow_none=True,
    )
    deal_to_table = Flag(
        "false: no table cards and four-card hands, 2 or 4 players (RON-12.2)", required=True
    )
    dealer_last_play = Flag("the dealer's last play scores or concedes 5 (RON-11.1)", required=True)
    tringa_points = _int("value of a tringa, 3 or 5 (RON-4.2)", required=True)
    tie_split = _str("one_each or split_round_down (RON-4.8)", required=True)
    combo_rank_order = _str("king_high or ace_high (RON-12.3)", required=True)
    chain_points = _str("1-5-10 or 1-6-15: Este, Five, Ten (RON-12.4)", required=True)
    undeclared_ronda_penalty = _int("1 or 5 (RON-4.10)", required=True)
    target_score = _int("points that end the game (RON-10.1)", required=True)


class RondaHolding(Strict):
    kind = _str(
        "none, ronda, tringa or two_rondas (RON-4.1)", required=True, validate=validate.OneOf(KINDS)
    )
    ranks = fields.List(
        fields.String(validate=validate.OneOf(RANKS)),
        required=True,
        metadata=_doc(
            "the rank of the pair or three; both pairs' ranks for "
            "two_rondas, the same rank twice for four of a kind"
        ),
    )


class RondaLastPlay(Strict):
    player = Seat(required=True, metadata=_doc("the seat that made the previous play"))
    rank = _str(
        "the rank of the card it played (the card itself is on the table, or the first "
        "of its `taken` cards)",
        required=True,
        validate=validate.OneOf(RANKS),
    )
    placed = Flag("whether the card stayed on the table", required=True)
    chain = _int(
        "0, or 1, 2, 3 when it was an Este (Two), Five (Six), Ten (Eleven)",
        required=True,
        validate=validate.Range(min=0, max=3),
    )
    taken = Count(
        required=True,
        metadata=_doc(
            "cards it moved into its side's pile, the played card included (they are the last "
            "ones of that pile); 0 when placed"
        ),
    )


# The keys of the lines a deal's scoring steps write (RON-10.4).
ITEMS = (
    "declarations",
    "wrong_declaration",
    "undeclared_holding",
    "este",
    "five",
    "ten",
    "mesa",
    "dealer_last_play",
    "card_count",
    "carried",
)


def _points(description: str, **kwargs) -> fields.Dict:
    return fields.Dict(keys=fields.String(), values=Count(), metadata=_doc(description), **kwargs)


class RondaItem(Strict):
    item = _str("what the line scores", required=True, validate=validate.OneOf(ITEMS))
    label = _str("the line in words", required=True)
    rule = _str("the rule that scores it", required=True)
    points = _points("points by side, every side named", required=True)
    detail = fields.Raw(
        required=True,
        allow_none=True,
        metadata=_doc("who scored and what: seats and kinds, or each side's cards counted"),
    )


class RondaLedgerRow(LedgerRowSchema):
    ROW = ("number", "totals")
    CARRIED = ("carried", "deals", "points")

    number = _int("the deal, from 1", validate=validate.Range(min=1))
    totals = _points("the points that deal scored, by side")
    carried = Carried()
    deals = _int(
        "a carried row: the deals 1 to `deals` it stands for (RON-9.4)",
        validate=validate.Range(min=1),
    )
    points = _points("a carried row: the points those deals scored, by side (RON-9.4)")


class RondaState(Strict):
    game = _str('"ronda"', required=True)
    schema_version = SchemaVersion()
    options = fields.Nested(RondaOptions, required=True, metadata=_doc("every option, complete"))
    seed = _str("every shuffle derives from it", required=True)
    phase = _str("declare, play or finished", required=True)
    to_move = Seat(
        required=True,
        allow_none=True,
        metadata=_doc("the seat to declare or play; null once the game is over"),
    )
    hands = fields.List(_cards("a hand"), required=True, metadata=_doc("each seat's hand"))
    stock = _cards("the undealt cards; stock[0] is dealt next", required=True)
    scores = fields.Dict(
        keys=fields.String(), values=Count(), required=True, metadata=_doc("game scores by side")
    )
    dealer = Seat(required=True, metadata=_doc("the dealer of this deal"))
    deal_number = _int(
        "the deal being played, from 1", required=True, validate=validate.Range(min=1)
    )
    round = _int("the round of the deal, from 1 (RON-3.7)", required=True)
    table = _cards("the face-up table cards", required=True)
    piles = fields.Dict(
        keys=fields.String(),
        values=_cards("a pile"),
        required=True,
        metadata=_doc("each side's won cards this deal, in the order won"),
    )
    declarations = fields.List(
        _str("a declared kind", allow_none=True, validate=validate.OneOf(KINDS)),
        required=True,
        metadata=_doc("each seat's declaration this round; null until made"),
    )
    holdings = fields.List(
        fields.Nested(RondaHolding),
        required=True,
        metadata=_doc("what each seat's hand held when dealt this round (RON-4.1); secret"),
    )
    pending = fields.List(
        Seat(), required=True, metadata=_doc("the seats whose declarations are deferred (RON-4.11)")
    )
    last_play = fields.Nested(
        RondaLastPlay,
        required=True,
        allow_none=True,
        metadata=_doc("the previous play of this round; null before the round's first play"),
    )
    last_capturer = Seat(
        required=True,
        allow_none=True,
        metadata=_doc("the seat that made the deal's latest table capture (RON-9.1)"),
    )
    winner = _str("the winning side once the game is over", required=True, allow_none=True)
    deal_items = fields.List(
        fields.Nested(RondaItem),
        required=True,
        metadata=_doc(
            "every line this deal's scoring steps have scored, in order (RON-10.4); the first "
            "may be a `carried` line, the points the deal scored before its lines were kept "
            "(RON-9.4)"
        ),
    )
    ledger = fields.List(
        fields.Nested(RondaLedgerRow),
        required=True,
        metadata=_doc(
            "each finished deal's points, in order; they add up to the scores. A first row may "
            "carry the deals before the recorded ones instead (RON-9.4)"
        ),
    )


# -- moves -------------------------------------------------------------------------------


def _type(kind: str) -> fields.String:
    return fields.String(required=True, validate=validate.OneOf([kind]), metadata=_doc(kind))


def _player() -> fields.Integer:
    return Seat(required=True, metadata=_doc("the seat making the move"))


def _distinct(cards: list) -> None:
    if len(set(cards)) != len(cards):
        raise ValidationError("names a card twice")


class RondaDeclareMove(Strict):
    player = _player()
    type = _type("declare")
    kind = _str(
        "none, ronda, tringa, or two_rondas with a four-card hand (RON-4.4); the rank "
        "is never announced",
        required=True,
        validate=validate.OneOf(KINDS),
    )


class RondaPlayMove(Strict):
    player = _player()
    type = _type("play")
    card = CardField(
        required=True, pattern=PACK_PATTERN, metadata=_doc("the card played from the hand")
    )
    takes = _cards(
        "every card the play takes: the matching table card and its run "
        "(RON-5.3), or for a Five or Ten what the previous play took (RON-6.3); "
        "[] (the default) when the card is placed",
        validate=_distinct,
        distinct=True,
        pattern=PACK_PATTERN,
    )

    @validates_schema
    def in_pack(self, data: dict, **kwargs) -> None:
        """RON-0.1: every card a play names is one of the 40 (a card code alone may be an 8,
        9, 10 or joker); checked once the move is otherwise well formed."""
        takes = data.get("takes", [])
        if data["card"] in PACK_SET and PACK_SET.issuperset(takes):
            return
        for name, card in (
            ("card", data["card"]),
            *((f"takes.{i}", c) for i, c in enumerate(takes)),
        ):
            if card not in PACK_SET:
                raise ValidationError(
                    f"{card} is not in Ronda's 40-card pack: no 8, 9 or 10, no joker (RON-0.1)",
                    name,
                )

    @post_load
    def fill(self, data: dict, **kwargs) -> dict:
        data.setdefault("takes", [])
        return data


class RondaChallengeMove(Strict):
    player = _player()
    type = _type("challenge")
    target = Seat(
        required=True, metadata=_doc("the seat whose pending declaration is challenged (RON-4.13)")
    )


# -- view --------------------------------------------------------------------------------


class RondaViewPlay(Strict):
    player = Seat(required=True, metadata=_doc("who made the previous play"))
    card = CardField(required=True, metadata=_doc("the card played"))
    placed = fields.Boolean(required=True, metadata=_doc("whether it stayed on the table"))
    chain = _int("0, or 1, 2, 3 for an Este, Five, Ten", required=True)
    cards = _cards("the cards it took", required=True)


class RondaView(Strict):
    game = _str('"ronda"', required=True)
    schema_version = SchemaVersion()
    options = fields.Nested(RondaOptions, required=True, metadata=_doc("the game's options"))
    phase = _str("declare, play or finished", required=True)
    to_move = Seat(required=True, allow_none=True, metadata=_doc("the seat to declare or play"))
    seat = Seat(required=True, allow_none=True, metadata=_doc("the viewer; null: a spectator"))
    hand = _cards("the viewer's hand; null for a spectator", required=True, allow_none=True)
    holding = fields.Nested(
        RondaHolding,
        required=True,
        allow_none=True,
        metadata=_doc("what the viewer's hand held when dealt; null for a spectator"),
    )
    hand_counts = fields.List(Count(), required=True, metadata=_doc("cards in each hand"))
    stock_count = Count(required=True, metadata=_doc("cards not yet dealt"))
    last_round = fields.Boolean(
        required=True, metadata=_doc("the stock is empty: this is the deal's last round (RON-3.7)")
    )
    sides = fields.Dict(
        keys=fields.String(),
        values=fields.List(Seat()),
        required=True,
        metadata=_doc("the seats of each side"),
    )
    dealer = Seat(required=True, metadata=_doc("the dealer"))
    deal_number = _int("the deal being played, from 1", required=True)
    round = _int("the round of the deal", required=True)
    rounds = _int("rounds in a deal", required=True)
    table = _cards("the table", required=True)
    pile_counts = fields.Dict(
        keys=fields.String(),
        values=Count(),
        required=True,
        metadata=_doc("cards in each side's pile"),
    )
    declarations = fields.List(
        fields.String(allow_none=True),
        required=True,
        metadata=_doc("each seat's declared kind this round (public); null until made"),
    )
    pending = fields.List(Seat(), required=True, metadata=_doc("seats with deferred declarations"))
    last_play = fields.Nested(
        RondaViewPlay,
        required=True,
        allow_none=True,
        metadata=_doc("the previous play of the round"),
    )
    last_capturer = Seat(required=True, allow_none=True, metadata=_doc("the latest table capturer"))
    scores = fields.Dict(
        keys=fields.String(), values=Count(), required=True, metadata=_doc("game scores by side")
    )
    winner = _str("the winning side once the game is over", required=True, allow_none=True)
    ledger = fields.List(
        fields.Nested(RondaLedgerRow),
        required=True,
        metadata=_doc("each finished deal's points, in order"),
    )


# -- tally -------------------------------------------------------------------------------


class RondaTallySide(Strict):
    cards = Count(
        required=True, metadata=_doc("how many cards the side won in the deal, the sweep included")
    )


class RondaTally(Strict):
    players = _int("2, 3 or 4", required=True)
    sides = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(RondaTallySide),
        required=True,
        metadata=_doc('each side\'s pile ("0", "1", "2"; or "0+2", "1+3")'),
    )


# -- events ------------------------------------------------------------------------------


class RondaDealEvent(Strict):
    """A distribution: a fresh deal (round 1, with its table) or a later round's hands."""

    type = _type("deal")
    deal_number = _int("the deal, from 1", required=True)
    dealer = Seat(required=True, metadata=_doc("the dealer"))
    round = _int("the round dealt (RON-3.6)", required=True)
    hand_counts = fields.List(Count(), required=True, metadata=_doc("cards dealt to each hand"))
    table = _cards("a fresh deal's starting table (RON-3.1)")
    table_corrections = Count(metadata=_doc("a fresh deal's table corrections (RON-3.5)"))
    stock_count = Count(required=True, metadata=_doc("cards left in the stock"))


class RondaDeclareEvent(Strict):
    type = _type("declare")
    player = Seat(required=True, metadata=_doc("the declaring seat"))
    kind = _str("the kind declared (RON-4.4)", required=True, validate=validate.OneOf(KINDS))


class RondaPendingEvent(Strict):
    type = _type("declarations_pending")
    players = fields.List(
        Seat(), required=True, metadata=_doc("the seats whose declarations wait (RON-4.11)")
    )


class RondaChallengeEvent(Strict):
    type = _type("challenge")
    player = Seat(required=True, metadata=_doc("the challenger"))
    target = Seat(required=True, metadata=_doc("the challenged declarer"))
    declared = _str("the kind it declared", required=True, validate=validate.OneOf(KINDS))
    verdict = _str(
        "correct: the declarer's side wins (RON-10.5); wrong: it is penalised (RON-4.9)",
        required=True,
        validate=validate.OneOf(["correct", "wrong"]),
    )


class _PlayEventFields(Strict):
    type = _type("play")
    player = Seat(required=True, metadata=_doc("the seat that played"))
    side = _str("its side", required=True)
    card = CardField(required=True, metadata=_doc("the card played"))
    action = _str(
        "place, capture or steal (RON-5.2)",
        required=True,
        validate=validate.OneOf(["place", "capture", "steal"]),
    )
    cards = _cards("the cards it took (the card played aside)", required=True)
    combination = _str(
        "este, five, ten, mesa, two, six or eleven (RON-6, RON-7.2)",
        validate=validate.OneOf(["este", "five", "ten", "mesa", "two", "six", "eleven"]),
    )


# `from` is a Python keyword, so that field joins the others by name.
RondaPlayEvent = _PlayEventFields.from_dict(
    {"from": _str("the side a steal took from (RON-6.3)")}, name="RondaPlayEvent"
)


class RondaSweepEvent(Strict):
    type = _type("sweep")
    player = Seat(required=True, metadata=_doc("the latest table capturer (RON-9.1)"))
    side = _str("its side, which takes the cards", required=True)
    cards = _cards("the table cards swept", required=True)


class RondaScoreEvent(Strict):
    """One scoring step (RON-10.4): its lines and their points together (RON-10.6)."""

    type = _type("score")
    step = _str(
        "play, undeclared, declarations, challenge or card_count",
        required=True,
        validate=validate.OneOf(["play", "undeclared", "declarations", "challenge", "card_count"]),
    )
    items = fields.List(fields.Nested(RondaItem), required=True, metadata=_doc("its lines"))
    points = _points("the step's points by side", required=True)


class RondaDealEndEvent(Strict):
    """A deal over, played out and scored (RON-9) or ended with the match (RON-10.2, RON-10.5):
    its final sheet."""

    type = _type("deal_end")
    deal_number = _int("the deal, from 1", required=True)
    pile_counts = _points(
        "the cards each side won in the deal, the sweep included when it was played out",
        required=True,
    )
    sheet = fields.Nested(
        ScoreSheetSchema, required=True, metadata=_doc("the deal's sheet, every scoring step")
    )


class RondaGameEndEvent(Strict):
    """The match is over (RON-10.2, RON-10.5): the last deal's sheet and the outcome."""

    type = _type("game_end")
    winner = fields.String(required=True, metadata=superseded_by_outcome("the winning side"))
    reason = _str(
        "target: a side alone at the top at or above the target; challenge: a correct "
        "declaration was challenged",
        required=True,
        validate=validate.OneOf(["target", "challenge"]),
    )
    scores = _points("the final scores by side", required=True)
    sheet = fields.Nested(
        ScoreSheetSchema, required=True, metadata=_doc("the last deal's sheet, final")
    )
    outcome = fields.Nested(OutcomeSchema, required=True, metadata=_doc("how the match ended"))


STATE = RondaState()
MOVES = {"declare": RondaDeclareMove(), "play": RondaPlayMove(), "challenge": RondaChallengeMove()}
VIEW = RondaView()
TALLY = RondaTally()
EVENTS = {
    "deal": RondaDealEvent(),
    "declare": RondaDeclareEvent(),
    "declarations_pending": RondaPendingEvent(),
    "challenge": RondaChallengeEvent(),
    "play": RondaPlayEvent(),
    "sweep": RondaSweepEvent(),
    "score": RondaScoreEvent(),
    "deal_end": RondaDealEndEvent(),
    "game_end": RondaGameEndEvent(),
}
