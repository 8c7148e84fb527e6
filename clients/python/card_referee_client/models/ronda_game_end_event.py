from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_game_end_event_reason import RondaGameEndEventReason
from ..models.ronda_game_end_event_type import RondaGameEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.ronda_game_end_event_scores import RondaGameEndEventScores
  from ..models.score_sheet import ScoreSheet





T = TypeVar("T", bound="RondaGameEndEvent")



@_attrs_define
class RondaGameEndEvent:
    """ 
        Attributes:
            type_ (RondaGameEndEventType): game_end
            winner (str): the winning side. Deprecated: read `outcome`, the same in every game; a release from 2027-06-01 on
                may leave this field out
            reason (RondaGameEndEventReason): target: a side alone at the top at or above the target; challenge: a correct
                declaration was challenged
            scores (RondaGameEndEventScores): the final scores by side
            sheet (ScoreSheet):
            outcome (Outcome):
     """

    type_: RondaGameEndEventType
    winner: str
    reason: RondaGameEndEventReason
    scores: RondaGameEndEventScores
    sheet: ScoreSheet
    outcome: Outcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.ronda_game_end_event_scores import RondaGameEndEventScores # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        type_ = self.type_.value

        winner = self.winner

        reason = self.reason.value

        scores = self.scores.to_dict()

        sheet = self.sheet.to_dict()

        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winner": winner,
            "reason": reason,
            "scores": scores,
            "sheet": sheet,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.ronda_game_end_event_scores import RondaGameEndEventScores # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        d = dict(src_dict)
        type_ = RondaGameEndEventType(d.pop("type"))




        winner = d.pop("winner")

        reason = RondaGameEndEventReason(d.pop("reason"))




        scores = RondaGameEndEventScores.from_dict(d.pop("scores"))




        sheet = ScoreSheet.from_dict(d.pop("sheet"))




        outcome = Outcome.from_dict(d.pop("outcome"))




        ronda_game_end_event = cls(
            type_=type_,
            winner=winner,
            reason=reason,
            scores=scores,
            sheet=sheet,
            outcome=outcome,
        )

        return ronda_game_end_event

