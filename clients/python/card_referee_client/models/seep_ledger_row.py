from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seep_ledger_row_totals import SeepLedgerRowTotals





T = TypeVar("T", bound="SeepLedgerRow")



@_attrs_define
class SeepLedgerRow:
    """ 
        Attributes:
            number (int): the deal's number (deal_number)
            totals (SeepLedgerRowTotals): its deal score by side (SEP-10.3)
     """

    number: int
    totals: SeepLedgerRowTotals





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_ledger_row_totals import SeepLedgerRowTotals # noqa: PLC0415
        number = self.number

        totals = self.totals.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "number": number,
            "totals": totals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seep_ledger_row_totals import SeepLedgerRowTotals # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        totals = SeepLedgerRowTotals.from_dict(d.pop("totals"))




        seep_ledger_row = cls(
            number=number,
            totals=totals,
        )

        return seep_ledger_row

