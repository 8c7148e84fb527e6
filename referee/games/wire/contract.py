"""The wire schemas every game shares for its contract: score sheets and match outcomes."""

from __future__ import annotations

from marshmallow import fields, validate

from ...engine.sheets import COVERS
from .base import Strict


def _doc(text: str) -> dict:
    return {"metadata": {"description": text}}


def _points(text: str, **kwargs) -> fields.Dict:
    return fields.Dict(
        keys=fields.String(), values=fields.Integer(strict=True), **_doc(text), **kwargs
    )


class SheetItemSchema(Strict):
    item = fields.String(required=True, **_doc("a stable key for this line of the sheet"))
    label = fields.String(required=True, **_doc("the line in words"))
    rule = fields.String(required=True, **_doc("the rule that scores it"))
    rule_url = fields.String(**_doc("that rule's entry in the game's rules catalog"))
    points = _points("points by side", required=True)
    detail = fields.Raw(
        required=True, allow_none=True, **_doc("what was counted (counts, or public cards)")
    )


class DealRowSchema(Strict):
    number = fields.Integer(strict=True, required=True, **_doc("the deal, from 1"))
    totals = _points("that deal's points by side", required=True)
    scores = _points("the match scores right after it", required=True)
    carried = fields.Boolean(
        **_doc(
            "true on a first row that stands for deals 1 to `number`, which the state carried "
            "in without writing them out (their points in `totals`); absent on other rows"
        )
    )


class MatchTotalsSchema(Strict):
    scores = _points("the match scores by side", required=True)
    target = fields.Integer(strict=True, required=True, allow_none=True, **_doc("to win, if any"))
    finished = fields.Boolean(required=True, **_doc("whether the match is over"))
    winners = fields.List(
        fields.String(), required=True, allow_none=True, **_doc("the winning sides, when over")
    )


class ScoreSheetSchema(Strict):
    """One shape for every game's score sheet: the items of one unit of play and their totals,
    the finished units of the match so far, and the match as it stands."""

    game = fields.String(required=True, **_doc("the game id"))
    covers = fields.String(
        required=True, validate=validate.OneOf(COVERS), **_doc("what the items score")
    )
    number = fields.Integer(
        strict=True, required=True, allow_none=True, **_doc("the deal covered, from 1")
    )
    final = fields.Boolean(required=True, **_doc("whether that unit is over"))
    items = fields.List(fields.Nested(SheetItemSchema), required=True)
    totals = _points("the items' points added up, by side", required=True)
    deals = fields.List(
        fields.Nested(DealRowSchema), required=True, **_doc("each finished deal of the match")
    )
    match = fields.Nested(MatchTotalsSchema, required=True, allow_none=True)


class StandingSchema(Strict):
    side = fields.String(required=True)
    score = fields.Integer(strict=True, required=True)
    rank = fields.Integer(strict=True, required=True, **_doc("1 for the winners"))


class OutcomeSchema(Strict):
    """How a finished match ended, in one shape for every game."""

    winners = fields.List(fields.String(), required=True, **_doc("the sides that won"))
    standings = fields.List(fields.Nested(StandingSchema), required=True)
    reason = fields.String(required=True, **_doc("why the match ended, as a stable word"))
    rule = fields.String(required=True, **_doc("the rule that ended it"))
    rule_url = fields.String(**_doc("that rule's entry in the game's rules catalog"))
    seat = fields.Integer(
        **_doc(
            "a match ended at the table (a session's timeout or resignation, rules TBL-1 and "
            "TBL-2): the seat that timed out or resigned"
        )
    )


SCORE_SHEET = ScoreSheetSchema()
OUTCOME = OutcomeSchema()
