from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_draw_move_type import SpiteAndMaliceDrawMoveType






T = TypeVar("T", bound="SpiteAndMaliceDrawMove")



@_attrs_define
class SpiteAndMaliceDrawMove:
    """ 
        Attributes:
            player (int): the seat acting: the mover
            type_ (SpiteAndMaliceDrawMoveType): "draw"
     """

    player: int
    type_: SpiteAndMaliceDrawMoveType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = SpiteAndMaliceDrawMoveType(d.pop("type"))




        spite_and_malice_draw_move = cls(
            player=player,
            type_=type_,
        )

        return spite_and_malice_draw_move

