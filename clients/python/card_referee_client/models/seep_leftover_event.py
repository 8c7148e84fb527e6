from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_leftover_event_type import SeepLeftoverEventType
from typing import cast






T = TypeVar("T", bound="SeepLeftoverEvent")



@_attrs_define
class SeepLeftoverEvent:
    """ 
        Attributes:
            type_ (SeepLeftoverEventType): leftover
            player (int): the deal's last capturer (SEP-9.4)
            side (str): its side, which takes the cards
            cards (list[str]): the cards left on the floor after play 48
     """

    type_: SeepLeftoverEventType
    player: int
    side: str
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        side = self.side

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "side": side,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepLeftoverEventType(d.pop("type"))




        player = d.pop("player")

        side = d.pop("side")

        cards = cast(list[str], d.pop("cards"))


        seep_leftover_event = cls(
            type_=type_,
            player=player,
            side=side,
            cards=cards,
        )

        return seep_leftover_event

