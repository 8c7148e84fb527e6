from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_bidding_event_type import ModuloBiddingEventType
from typing import cast






T = TypeVar("T", bound="ModuloBiddingEvent")



@_attrs_define
class ModuloBiddingEvent:
    """ 
        Attributes:
            type_ (ModuloBiddingEventType): bidding
            deal (int): the deal whose bidding opens, from 2
            dealer (int): its dealer (MOD-2.3)
            all_bid_eligible (int | None): the one seat that may bid ALL in it (MOD-3.6), if any
     """

    type_: ModuloBiddingEventType
    deal: int
    dealer: int
    all_bid_eligible: int | None





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        deal = self.deal

        dealer = self.dealer

        all_bid_eligible: int | None
        all_bid_eligible = self.all_bid_eligible


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal": deal,
            "dealer": dealer,
            "all_bid_eligible": all_bid_eligible,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ModuloBiddingEventType(d.pop("type"))




        deal = d.pop("deal")

        dealer = d.pop("dealer")

        def _parse_all_bid_eligible(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        all_bid_eligible = _parse_all_bid_eligible(d.pop("all_bid_eligible"))


        modulo_bidding_event = cls(
            type_=type_,
            deal=deal,
            dealer=dealer,
            all_bid_eligible=all_bid_eligible,
        )

        return modulo_bidding_event

