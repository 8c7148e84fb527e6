from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_trail_event_type import CassinoTrailEventType






T = TypeVar("T", bound="CassinoTrailEvent")



@_attrs_define
class CassinoTrailEvent:
    """ 
        Attributes:
            player (int): the seat that moved
            type_ (CassinoTrailEventType): "trail"
            card (str): the card laid on the table (CAS-4.7) Example: 10D.
     """

    player: int
    type_: CassinoTrailEventType
    card: str





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = CassinoTrailEventType(d.pop("type"))




        card = d.pop("card")

        cassino_trail_event = cls(
            player=player,
            type_=type_,
            card=card,
        )

        return cassino_trail_event

