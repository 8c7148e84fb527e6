from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_play_event_type import ModuloPlayEventType






T = TypeVar("T", bound="ModuloPlayEvent")



@_attrs_define
class ModuloPlayEvent:
    """ 
        Attributes:
            type_ (ModuloPlayEventType): play
            player (int): the seat that played
            card (str): the card played Example: 10D.
     """

    type_: ModuloPlayEventType
    player: int
    card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ModuloPlayEventType(d.pop("type"))




        player = d.pop("player")

        card = d.pop("card")

        modulo_play_event = cls(
            type_=type_,
            player=player,
            card=card,
        )

        return modulo_play_event

