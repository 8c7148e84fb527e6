from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

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
            carried (bool | Unset): true on a first row that stands for deals 1 to `number`, which the state carried in
                without writing them out (their points in `totals`); absent on other rows
     """

    number: int
    totals: DealRowTotals
    scores: DealRowScores
    carried: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_row_scores import DealRowScores # noqa: PLC0415
        from ..models.deal_row_totals import DealRowTotals # noqa: PLC0415
        number = self.number

        totals = self.totals.to_dict()

        scores = self.scores.to_dict()

        carried = self.carried


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "number": number,
            "totals": totals,
            "scores": scores,
        })
        if carried is not UNSET:
            field_dict["carried"] = carried

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_row_scores import DealRowScores # noqa: PLC0415
        from ..models.deal_row_totals import DealRowTotals # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        totals = DealRowTotals.from_dict(d.pop("totals"))




        scores = DealRowScores.from_dict(d.pop("scores"))




        carried = d.pop("carried", UNSET)

        deal_row = cls(
            number=number,
            totals=totals,
            scores=scores,
            carried=carried,
        )

        return deal_row

