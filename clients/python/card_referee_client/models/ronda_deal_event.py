from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_deal_event_type import RondaDealEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RondaDealEvent")



@_attrs_define
class RondaDealEvent:
    """ 
        Attributes:
            type_ (RondaDealEventType): deal
            deal_number (int): the deal, from 1
            dealer (int): the dealer
            round_ (int): the round dealt (RON-3.6)
            hand_counts (list[int]): cards dealt to each hand
            stock_count (int): cards left in the stock
            table (list[str] | Unset): a fresh deal's starting table (RON-3.1)
            table_corrections (int | Unset): a fresh deal's table corrections (RON-3.5)
     """

    type_: RondaDealEventType
    deal_number: int
    dealer: int
    round_: int
    hand_counts: list[int]
    stock_count: int
    table: list[str] | Unset = UNSET
    table_corrections: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        deal_number = self.deal_number

        dealer = self.dealer

        round_ = self.round_

        hand_counts = self.hand_counts



        stock_count = self.stock_count

        table: list[str] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table



        table_corrections = self.table_corrections


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal_number": deal_number,
            "dealer": dealer,
            "round": round_,
            "hand_counts": hand_counts,
            "stock_count": stock_count,
        })
        if table is not UNSET:
            field_dict["table"] = table
        if table_corrections is not UNSET:
            field_dict["table_corrections"] = table_corrections

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RondaDealEventType(d.pop("type"))




        deal_number = d.pop("deal_number")

        dealer = d.pop("dealer")

        round_ = d.pop("round")

        hand_counts = cast(list[int], d.pop("hand_counts"))


        stock_count = d.pop("stock_count")

        table = cast(list[str], d.pop("table", UNSET))


        table_corrections = d.pop("table_corrections", UNSET)

        ronda_deal_event = cls(
            type_=type_,
            deal_number=deal_number,
            dealer=dealer,
            round_=round_,
            hand_counts=hand_counts,
            stock_count=stock_count,
            table=table,
            table_corrections=table_corrections,
        )

        return ronda_deal_event

