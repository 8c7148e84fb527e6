from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_ledger_entry_totals import CassinoLedgerEntryTotals





T = TypeVar("T", bound="CassinoLedgerEntry")



@_attrs_define
class CassinoLedgerEntry:
    """ 
        Attributes:
            number (int): the game, from 1
            totals (CassinoLedgerEntryTotals): the points the game added to each side's total (CAS-7.9); side names: "0" and
                "1" with 2 players, the teams "0+2" and "1+3" with 4 (CAS-2.3)
     """

    number: int
    totals: CassinoLedgerEntryTotals





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_ledger_entry_totals import CassinoLedgerEntryTotals # noqa: PLC0415
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
        from ..models.cassino_ledger_entry_totals import CassinoLedgerEntryTotals # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        totals = CassinoLedgerEntryTotals.from_dict(d.pop("totals"))




        cassino_ledger_entry = cls(
            number=number,
            totals=totals,
        )

        return cassino_ledger_entry

