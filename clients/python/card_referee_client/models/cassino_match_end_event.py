from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_match_end_event_type import CassinoMatchEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_match_end_event_scores import CassinoMatchEndEventScores
  from ..models.outcome import Outcome





T = TypeVar("T", bound="CassinoMatchEndEvent")



@_attrs_define
class CassinoMatchEndEvent:
    """ 
        Attributes:
            type_ (CassinoMatchEndEventType): "match_end"
            winner (str): the side that won the match (CAS-8.3); side names: "0" and "1" with 2 players, the teams "0+2" and
                "1+3" with 4 (CAS-2.3). Deprecated: read `outcome`, the same in every game; a release from 2027-06-01 on may
                leave this field out
            scores (CassinoMatchEndEventScores): the final match totals (CAS-8.5); side names: "0" and "1" with 2 players,
                the teams "0+2" and "1+3" with 4 (CAS-2.3)
            outcome (Outcome):
     """

    type_: CassinoMatchEndEventType
    winner: str
    scores: CassinoMatchEndEventScores
    outcome: Outcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_match_end_event_scores import CassinoMatchEndEventScores # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        type_ = self.type_.value

        winner = self.winner

        scores = self.scores.to_dict()

        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winner": winner,
            "scores": scores,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_match_end_event_scores import CassinoMatchEndEventScores # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        type_ = CassinoMatchEndEventType(d.pop("type"))




        winner = d.pop("winner")

        scores = CassinoMatchEndEventScores.from_dict(d.pop("scores"))




        outcome = Outcome.from_dict(d.pop("outcome"))




        cassino_match_end_event = cls(
            type_=type_,
            winner=winner,
            scores=scores,
            outcome=outcome,
        )

        return cassino_match_end_event

