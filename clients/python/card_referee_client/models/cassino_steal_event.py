from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_steal_event_type import CassinoStealEventType
from typing import cast






T = TypeVar("T", bound="CassinoStealEvent")



@_attrs_define
class CassinoStealEvent:
    """ 
        Attributes:
            player (int): the seat that moved
            type_ (CassinoStealEventType): "steal"
            owner (int): the seat that owned the captured reservation (CAS-5.4)
            cards (list[str]): the reservation's cards
            value (int): its declared value
     """

    player: int
    type_: CassinoStealEventType
    owner: int
    cards: list[str]
    value: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        owner = self.owner

        cards = self.cards



        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "owner": owner,
            "cards": cards,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = CassinoStealEventType(d.pop("type"))




        owner = d.pop("owner")

        cards = cast(list[str], d.pop("cards"))


        value = d.pop("value")

        cassino_steal_event = cls(
            player=player,
            type_=type_,
            owner=owner,
            cards=cards,
            value=value,
        )

        return cassino_steal_event

