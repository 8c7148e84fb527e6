from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_capture_event_type import SeepCaptureEventType
from typing import cast






T = TypeVar("T", bound="SeepCaptureEvent")



@_attrs_define
class SeepCaptureEvent:
    """ 
        Attributes:
            type_ (SeepCaptureEventType): capture
            player (int): the seat that played
            card (str): the card played Example: 10D.
            loose (list[str]): the loose cards taken
            houses (list[int]): the values of houses taken
            cards (list[str]): every card taken besides the card played, houses' cards included
     """

    type_: SeepCaptureEventType
    player: int
    card: str
    loose: list[str]
    houses: list[int]
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        card = self.card

        loose = self.loose



        houses = self.houses



        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "card": card,
            "loose": loose,
            "houses": houses,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepCaptureEventType(d.pop("type"))




        player = d.pop("player")

        card = d.pop("card")

        loose = cast(list[str], d.pop("loose"))


        houses = cast(list[int], d.pop("houses"))


        cards = cast(list[str], d.pop("cards"))


        seep_capture_event = cls(
            type_=type_,
            player=player,
            card=card,
            loose=loose,
            houses=houses,
            cards=cards,
        )

        return seep_capture_event

