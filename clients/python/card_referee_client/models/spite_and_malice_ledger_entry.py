from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.spite_and_malice_ledger_entry_totals import SpiteAndMaliceLedgerEntryTotals





T = TypeVar("T", bound="SpiteAndMaliceLedgerEntry")



@_attrs_define
class SpiteAndMaliceLedgerEntry:
    """ 
        Attributes:
            number (int): the deal, from 1
            totals (SpiteAndMaliceLedgerEntryTotals): the points that deal scored, by side: "0" and "1" with 2 players;
                "0+2", "1+3" with 4; "0+3", "1+4", "2+5" with 6 (SAM-10.3)
     """

    number: int
    totals: SpiteAndMaliceLedgerEntryTotals





    def to_dict(self) -> dict[str, Any]:
        from ..models.spite_and_malice_ledger_entry_totals import SpiteAndMaliceLedgerEntryTotals # noqa: PLC0415
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
        from ..models.spite_and_malice_ledger_entry_totals import SpiteAndMaliceLedgerEntryTotals # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        totals = SpiteAndMaliceLedgerEntryTotals.from_dict(d.pop("totals"))




        spite_and_malice_ledger_entry = cls(
            number=number,
            totals=totals,
        )

        return spite_and_malice_ledger_entry

