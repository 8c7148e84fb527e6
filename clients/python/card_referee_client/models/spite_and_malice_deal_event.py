from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_deal_event_type import SpiteAndMaliceDealEventType
from typing import cast






T = TypeVar("T", bound="SpiteAndMaliceDealEvent")



@_attrs_define
class SpiteAndMaliceDealEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceDealEventType): "deal"
            deal (int): the deal, from 1
            first (int): the seat that starts (SAM-2.3, SAM-2.4)
            payoff_tops (list[str]): each seat's face-up pay-off top (SAM-3.1)
            payoff_counts (list[int]): cards in each pay-off pile
            reshuffled (list[int]): the seats that reshuffled their pay-off piles to break a tie, in order (SAM-2.4)
            hand_counts (list[int]): cards dealt to each hand (SAM-12.4.1)
     """

    type_: SpiteAndMaliceDealEventType
    deal: int
    first: int
    payoff_tops: list[str]
    payoff_counts: list[int]
    reshuffled: list[int]
    hand_counts: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        deal = self.deal

        first = self.first

        payoff_tops = self.payoff_tops



        payoff_counts = self.payoff_counts



        reshuffled = self.reshuffled



        hand_counts = self.hand_counts




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal": deal,
            "first": first,
            "payoff_tops": payoff_tops,
            "payoff_counts": payoff_counts,
            "reshuffled": reshuffled,
            "hand_counts": hand_counts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMaliceDealEventType(d.pop("type"))




        deal = d.pop("deal")

        first = d.pop("first")

        payoff_tops = cast(list[str], d.pop("payoff_tops"))


        payoff_counts = cast(list[int], d.pop("payoff_counts"))


        reshuffled = cast(list[int], d.pop("reshuffled"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        spite_and_malice_deal_event = cls(
            type_=type_,
            deal=deal,
            first=first,
            payoff_tops=payoff_tops,
            payoff_counts=payoff_counts,
            reshuffled=reshuffled,
            hand_counts=hand_counts,
        )

        return spite_and_malice_deal_event

