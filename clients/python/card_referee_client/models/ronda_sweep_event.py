from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_sweep_event_type import RondaSweepEventType
from typing import cast






T = TypeVar("T", bound="RondaSweepEvent")



@_attrs_define
class RondaSweepEvent:
    """ 
        Attributes:
            type_ (RondaSweepEventType): sweep
            player (int): the latest table capturer (RON-9.1)
            side (str): its side, which takes the cards
            cards (list[str]): the table cards swept
     """

    type_: RondaSweepEventType
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
        type_ = RondaSweepEventType(d.pop("type"))




        player = d.pop("player")

        side = d.pop("side")

        cards = cast(list[str], d.pop("cards"))


        ronda_sweep_event = cls(
            type_=type_,
            player=player,
            side=side,
            cards=cards,
        )

        return ronda_sweep_event

