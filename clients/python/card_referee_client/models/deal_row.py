from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.deal_row_scores import DealRowScores
  from ..models.deal_row_totals import DealRowTotals





T = TypeVar("T", bound="DealRow")



@_attrs_define
class DealRow:
    """ 
        Attributes:
            number (int): the deal, from 1
            totals (DealRowTotals): that deal's points by side
            scores (DealRowScores): the match scores right after it
     """

    number: int
    totals: DealRowTotals
    scores: DealRowScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_row_scores import DealRowScores # noqa: PLC0415
        from ..models.deal_row_totals import DealRowTotals # noqa: PLC0415
        number = self.number

        totals = self.totals.to_dict()

        scores = self.scores.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "number": number,
            "totals": totals,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_row_scores import DealRowScores # noqa: PLC0415
        from ..models.deal_row_totals import DealRowTotals # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        totals = DealRowTotals.from_dict(d.pop("totals"))




        scores = DealRowScores.from_dict(d.pop("scores"))




        deal_row = cls(
            number=number,
            totals=totals,
            scores=scores,
        )

        return deal_row

