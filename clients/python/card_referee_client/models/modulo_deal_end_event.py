from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_deal_end_event_type import ModuloDealEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.modulo_deal_end_event_score_deltas import ModuloDealEndEventScoreDeltas
  from ..models.modulo_deal_end_event_scores import ModuloDealEndEventScores
  from ..models.score_sheet import ScoreSheet





T = TypeVar("T", bound="ModuloDealEndEvent")



@_attrs_define
class ModuloDealEndEvent:
    """ 
        Attributes:
            type_ (ModuloDealEndEventType): deal_end
            deal (int): the deal scored, from 1
            bids (list[int | str]): the deal's bids by seat
            tricks (list[int]): the tricks each seat took, by seat; 13 in all
            sheet (ScoreSheet):
            score_deltas (ModuloDealEndEventScoreDeltas): what the deal changed each side's score by
            scores (ModuloDealEndEventScores): the scores by side after the deal
     """

    type_: ModuloDealEndEventType
    deal: int
    bids: list[int | str]
    tricks: list[int]
    sheet: ScoreSheet
    score_deltas: ModuloDealEndEventScoreDeltas
    scores: ModuloDealEndEventScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_deal_end_event_score_deltas import ModuloDealEndEventScoreDeltas # noqa: PLC0415
        from ..models.modulo_deal_end_event_scores import ModuloDealEndEventScores # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        type_ = self.type_.value

        deal = self.deal

        bids = []
        for bids_item_data in self.bids:
            bids_item: int | str
            bids_item = bids_item_data
            bids.append(bids_item)



        tricks = self.tricks



        sheet = self.sheet.to_dict()

        score_deltas = self.score_deltas.to_dict()

        scores = self.scores.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal": deal,
            "bids": bids,
            "tricks": tricks,
            "sheet": sheet,
            "score_deltas": score_deltas,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modulo_deal_end_event_score_deltas import ModuloDealEndEventScoreDeltas # noqa: PLC0415
        from ..models.modulo_deal_end_event_scores import ModuloDealEndEventScores # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        d = dict(src_dict)
        type_ = ModuloDealEndEventType(d.pop("type"))




        deal = d.pop("deal")

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in (_bids):
            def _parse_bids_item(data: object) -> int | str:
                return cast(int | str, data)

            bids_item = _parse_bids_item(bids_item_data)

            bids.append(bids_item)


        tricks = cast(list[int], d.pop("tricks"))


        sheet = ScoreSheet.from_dict(d.pop("sheet"))




        score_deltas = ModuloDealEndEventScoreDeltas.from_dict(d.pop("score_deltas"))




        scores = ModuloDealEndEventScores.from_dict(d.pop("scores"))




        modulo_deal_end_event = cls(
            type_=type_,
            deal=deal,
            bids=bids,
            tricks=tricks,
            sheet=sheet,
            score_deltas=score_deltas,
            scores=scores,
        )

        return modulo_deal_end_event

