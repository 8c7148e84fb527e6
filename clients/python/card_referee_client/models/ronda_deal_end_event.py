from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_deal_end_event_type import RondaDealEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_deal_end_event_pile_counts import RondaDealEndEventPileCounts
  from ..models.score_sheet import ScoreSheet





T = TypeVar("T", bound="RondaDealEndEvent")



@_attrs_define
class RondaDealEndEvent:
    """ 
        Attributes:
            type_ (RondaDealEndEventType): deal_end
            deal_number (int): the deal, from 1
            pile_counts (RondaDealEndEventPileCounts): the cards each side won in the deal, the sweep included when it was
                played out
            sheet (ScoreSheet):
     """

    type_: RondaDealEndEventType
    deal_number: int
    pile_counts: RondaDealEndEventPileCounts
    sheet: ScoreSheet





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_deal_end_event_pile_counts import RondaDealEndEventPileCounts # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        type_ = self.type_.value

        deal_number = self.deal_number

        pile_counts = self.pile_counts.to_dict()

        sheet = self.sheet.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal_number": deal_number,
            "pile_counts": pile_counts,
            "sheet": sheet,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_deal_end_event_pile_counts import RondaDealEndEventPileCounts # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        d = dict(src_dict)
        type_ = RondaDealEndEventType(d.pop("type"))




        deal_number = d.pop("deal_number")

        pile_counts = RondaDealEndEventPileCounts.from_dict(d.pop("pile_counts"))




        sheet = ScoreSheet.from_dict(d.pop("sheet"))




        ronda_deal_end_event = cls(
            type_=type_,
            deal_number=deal_number,
            pile_counts=pile_counts,
            sheet=sheet,
        )

        return ronda_deal_end_event

