from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_throw_move_type import SeepThrowMoveType






T = TypeVar("T", bound="SeepThrowMove")



@_attrs_define
class SeepThrowMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (SeepThrowMoveType): throw
            card (str): the card added to the floor as a loose card (SEP-4.3) Example: 10D.
     """

    player: int
    type_: SeepThrowMoveType
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

        type_ = SeepThrowMoveType(d.pop("type"))




        card = d.pop("card")

        seep_throw_move = cls(
            player=player,
            type_=type_,
            card=card,
        )

        return seep_throw_move

