from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_round_end_event_type import SeepRoundEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.score_sheet import ScoreSheet
  from ..models.seep_round_end_event_deal_scores import SeepRoundEndEventDealScores
  from ..models.seep_round_end_event_totals import SeepRoundEndEventTotals





T = TypeVar("T", bound="SeepRoundEndEvent")



@_attrs_define
class SeepRoundEndEvent:
    """ 
        Attributes:
            type_ (SeepRoundEndEventType): round_end
            deal_number (int): the deal scored
            sheet (ScoreSheet):
            deal_scores (SeepRoundEndEventDealScores): the deal score by side (SEP-10.3)
            totals (SeepRoundEndEventTotals): the baazi's totals after the deal (SEP-10.4)
     """

    type_: SeepRoundEndEventType
    deal_number: int
    sheet: ScoreSheet
    deal_scores: SeepRoundEndEventDealScores
    totals: SeepRoundEndEventTotals





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        from ..models.seep_round_end_event_deal_scores import SeepRoundEndEventDealScores # noqa: PLC0415
        from ..models.seep_round_end_event_totals import SeepRoundEndEventTotals # noqa: PLC0415
        type_ = self.type_.value

        deal_number = self.deal_number

        sheet = self.sheet.to_dict()

        deal_scores = self.deal_scores.to_dict()

        totals = self.totals.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal_number": deal_number,
            "sheet": sheet,
            "deal_scores": deal_scores,
            "totals": totals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        from ..models.seep_round_end_event_deal_scores import SeepRoundEndEventDealScores # noqa: PLC0415
        from ..models.seep_round_end_event_totals import SeepRoundEndEventTotals # noqa: PLC0415
        d = dict(src_dict)
        type_ = SeepRoundEndEventType(d.pop("type"))




        deal_number = d.pop("deal_number")

        sheet = ScoreSheet.from_dict(d.pop("sheet"))




        deal_scores = SeepRoundEndEventDealScores.from_dict(d.pop("deal_scores"))




        totals = SeepRoundEndEventTotals.from_dict(d.pop("totals"))




        seep_round_end_event = cls(
            type_=type_,
            deal_number=deal_number,
            sheet=sheet,
            deal_scores=deal_scores,
            totals=totals,
        )

        return seep_round_end_event

