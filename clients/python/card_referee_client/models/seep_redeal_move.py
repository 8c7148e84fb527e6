from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_redeal_move_type import SeepRedealMoveType






T = TypeVar("T", bound="SeepRedealMove")



@_attrs_define
class SeepRedealMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (SeepRedealMoveType): redeal
     """

    player: int
    type_: SeepRedealMoveType





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

        type_ = SeepRedealMoveType(d.pop("type"))




        seep_redeal_move = cls(
            player=player,
            type_=type_,
        )

        return seep_redeal_move

