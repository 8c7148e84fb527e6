from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_capture_event_type import CassinoCaptureEventType
from typing import cast






T = TypeVar("T", bound="CassinoCaptureEvent")



@_attrs_define
class CassinoCaptureEvent:
    """ 
        Attributes:
            player (int): the seat that moved
            type_ (CassinoCaptureEventType): "capture"
            side (str): the side whose pile the cards join (CAS-4.4); side names: "0" and "1" with 2 players, the teams
                "0+2" and "1+3" with 4 (CAS-2.3)
            card (str): the card played to capture Example: 10D.
            cards (list[str]): the table cards taken
     """

    player: int
    type_: CassinoCaptureEventType
    side: str
    card: str
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        side = self.side

        card = self.card

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "side": side,
            "card": card,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = CassinoCaptureEventType(d.pop("type"))




        side = d.pop("side")

        card = d.pop("card")

        cards = cast(list[str], d.pop("cards"))


        cassino_capture_event = cls(
            player=player,
            type_=type_,
            side=side,
            card=card,
            cards=cards,
        )

        return cassino_capture_event

