from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_throw_event_type import SeepThrowEventType






T = TypeVar("T", bound="SeepThrowEvent")



@_attrs_define
class SeepThrowEvent:
    """ 
        Attributes:
            type_ (SeepThrowEventType): throw
            player (int): the seat that played
            card (str): the card thrown (SEP-4.3) Example: 10D.
     """

    type_: SeepThrowEventType
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
        type_ = SeepThrowEventType(d.pop("type"))




        player = d.pop("player")

        card = d.pop("card")

        seep_throw_event = cls(
            type_=type_,
            player=player,
            card=card,
        )

        return seep_throw_event

