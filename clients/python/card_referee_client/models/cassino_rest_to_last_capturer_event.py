from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_rest_to_last_capturer_event_type import CassinoRestToLastCapturerEventType
from typing import cast






T = TypeVar("T", bound="CassinoRestToLastCapturerEvent")



@_attrs_define
class CassinoRestToLastCapturerEvent:
    """ 
        Attributes:
            player (int): the last capturer (CAS-6.2)
            type_ (CassinoRestToLastCapturerEventType): "rest_to_last_capturer"
            side (str): the side that receives the cards; side names: "0" and "1" with 2 players, the teams "0+2" and "1+3"
                with 4 (CAS-2.3)
            cards (list[str]): the cards left on the table
     """

    player: int
    type_: CassinoRestToLastCapturerEventType
    side: str
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        side = self.side

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "side": side,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = CassinoRestToLastCapturerEventType(d.pop("type"))




        side = d.pop("side")

        cards = cast(list[str], d.pop("cards"))


        cassino_rest_to_last_capturer_event = cls(
            player=player,
            type_=type_,
            side=side,
            cards=cards,
        )

        return cassino_rest_to_last_capturer_event

