from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_play_move_type import ModuloPlayMoveType






T = TypeVar("T", bound="ModuloPlayMove")



@_attrs_define
class ModuloPlayMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (ModuloPlayMoveType): play
            card (str): the card played; a string that is not one of the 40 play cards is refused citing MOD-1.4 Example:
                10D.
     """

    player: int
    type_: ModuloPlayMoveType
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

        type_ = ModuloPlayMoveType(d.pop("type"))




        card = d.pop("card")

        modulo_play_move = cls(
            player=player,
            type_=type_,
            card=card,
        )

        return modulo_play_move

