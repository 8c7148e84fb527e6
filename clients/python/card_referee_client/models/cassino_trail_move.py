from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_trail_move_type import CassinoTrailMoveType






T = TypeVar("T", bound="CassinoTrailMove")



@_attrs_define
class CassinoTrailMove:
    """ 
        Attributes:
            player (int): the seat making the move
            card (str): the card played from the hand (CAS-4.1) Example: 10D.
            type_ (CassinoTrailMoveType): "trail"
     """

    player: int
    card: str
    type_: CassinoTrailMoveType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "card": card,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        type_ = CassinoTrailMoveType(d.pop("type"))




        cassino_trail_move = cls(
            player=player,
            card=card,
            type_=type_,
        )

        return cassino_trail_move

