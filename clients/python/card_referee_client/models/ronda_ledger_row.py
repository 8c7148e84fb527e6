from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_ledger_row_totals import RondaLedgerRowTotals





T = TypeVar("T", bound="RondaLedgerRow")



@_attrs_define
class RondaLedgerRow:
    """ 
        Attributes:
            number (int): the deal, from 1
            totals (RondaLedgerRowTotals): the points that deal scored, by side
     """

    number: int
    totals: RondaLedgerRowTotals





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_ledger_row_totals import RondaLedgerRowTotals # noqa: PLC0415
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
        from ..models.ronda_ledger_row_totals import RondaLedgerRowTotals # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        totals = RondaLedgerRowTotals.from_dict(d.pop("totals"))




        ronda_ledger_row = cls(
            number=number,
            totals=totals,
        )

        return ronda_ledger_row

