from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_deal_event_stage import SeepDealEventStage
from ..models.seep_deal_event_type import SeepDealEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeepDealEvent")



@_attrs_define
class SeepDealEvent:
    """ 
        Attributes:
            type_ (SeepDealEventType): deal
            stage (SeepDealEventStage): opening: four cards to the bidder and four face down to the floor (SEP-3.1); rest:
                the other 44 after play 1 (SEP-3.8)
            deal_number (int): the deal, from 1
            dealer (int): the dealer
            hand_counts (list[int]): cards in each playing hand
            bidder (int | Unset): the bidder (opening only)
            reserve_counts (list[int] | Unset): cards in each reserve hand, two players (rest only)
            floor_down (int | Unset): floor cards face down (opening only)
     """

    type_: SeepDealEventType
    stage: SeepDealEventStage
    deal_number: int
    dealer: int
    hand_counts: list[int]
    bidder: int | Unset = UNSET
    reserve_counts: list[int] | Unset = UNSET
    floor_down: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        stage = self.stage.value

        deal_number = self.deal_number

        dealer = self.dealer

        hand_counts = self.hand_counts



        bidder = self.bidder

        reserve_counts: list[int] | Unset = UNSET
        if not isinstance(self.reserve_counts, Unset):
            reserve_counts = self.reserve_counts



        floor_down = self.floor_down


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "stage": stage,
            "deal_number": deal_number,
            "dealer": dealer,
            "hand_counts": hand_counts,
        })
        if bidder is not UNSET:
            field_dict["bidder"] = bidder
        if reserve_counts is not UNSET:
            field_dict["reserve_counts"] = reserve_counts
        if floor_down is not UNSET:
            field_dict["floor_down"] = floor_down

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepDealEventType(d.pop("type"))




        stage = SeepDealEventStage(d.pop("stage"))




        deal_number = d.pop("deal_number")

        dealer = d.pop("dealer")

        hand_counts = cast(list[int], d.pop("hand_counts"))


        bidder = d.pop("bidder", UNSET)

        reserve_counts = cast(list[int], d.pop("reserve_counts", UNSET))


        floor_down = d.pop("floor_down", UNSET)

        seep_deal_event = cls(
            type_=type_,
            stage=stage,
            deal_number=deal_number,
            dealer=dealer,
            hand_counts=hand_counts,
            bidder=bidder,
            reserve_counts=reserve_counts,
            floor_down=floor_down,
        )

        return seep_deal_event

