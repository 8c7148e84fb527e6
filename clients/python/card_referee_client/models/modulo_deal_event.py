from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_deal_event_type import ModuloDealEventType
from typing import cast






T = TypeVar("T", bound="ModuloDealEvent")



@_attrs_define
class ModuloDealEvent:
    """ 
        Attributes:
            type_ (ModuloDealEventType): deal
            deal (int): the deal dealt, from 1
            dealer (int): its dealer (MOD-2.3)
            turn_up (str): the 40th card, face up (MOD-2.6) Example: 10D.
            trump (str): the turn-up's suit: trumps
            hand_counts (list[int]): cards in each hand: 13
            leader (int): the dealer's left, who leads first (MOD-4.2)
     """

    type_: ModuloDealEventType
    deal: int
    dealer: int
    turn_up: str
    trump: str
    hand_counts: list[int]
    leader: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        deal = self.deal

        dealer = self.dealer

        turn_up = self.turn_up

        trump = self.trump

        hand_counts = self.hand_counts



        leader = self.leader


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal": deal,
            "dealer": dealer,
            "turn_up": turn_up,
            "trump": trump,
            "hand_counts": hand_counts,
            "leader": leader,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ModuloDealEventType(d.pop("type"))




        deal = d.pop("deal")

        dealer = d.pop("dealer")

        turn_up = d.pop("turn_up")

        trump = d.pop("trump")

        hand_counts = cast(list[int], d.pop("hand_counts"))


        leader = d.pop("leader")

        modulo_deal_event = cls(
            type_=type_,
            deal=deal,
            dealer=dealer,
            turn_up=turn_up,
            trump=trump,
            hand_counts=hand_counts,
            leader=leader,
        )

        return modulo_deal_event

