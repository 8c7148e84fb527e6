from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_reserve_event_type import CassinoReserveEventType
from typing import cast






T = TypeVar("T", bound="CassinoReserveEvent")



@_attrs_define
class CassinoReserveEvent:
    """ 
        Attributes:
            player (int): the seat that moved
            type_ (CassinoReserveEventType): "reserve"
            card (str): the card played into the reservation (CAS-5.2) Example: 10D.
            cards (list[str]): the table cards bundled with it
            value (int): the declared value
     """

    player: int
    type_: CassinoReserveEventType
    card: str
    cards: list[str]
    value: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        card = self.card

        cards = self.cards



        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "card": card,
            "cards": cards,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = CassinoReserveEventType(d.pop("type"))




        card = d.pop("card")

        cards = cast(list[str], d.pop("cards"))


        value = d.pop("value")

        cassino_reserve_event = cls(
            player=player,
            type_=type_,
            card=card,
            cards=cards,
            value=value,
        )

        return cassino_reserve_event

