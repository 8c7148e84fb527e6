from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_bid_move_type import ModuloBidMoveType
from typing import cast






T = TypeVar("T", bound="ModuloBidMove")



@_attrs_define
class ModuloBidMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (ModuloBidMoveType): bid
            value (int | str): 2, 3, 4 or "ALL" (when eligible, MOD-3.6); any other integer or string is refused citing
                MOD-3.7
     """

    player: int
    type_: ModuloBidMoveType
    value: int | str





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        value: int | str
        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = ModuloBidMoveType(d.pop("type"))




        def _parse_value(data: object) -> int | str:
            return cast(int | str, data)

        value = _parse_value(d.pop("value"))


        modulo_bid_move = cls(
            player=player,
            type_=type_,
            value=value,
        )

        return modulo_bid_move

