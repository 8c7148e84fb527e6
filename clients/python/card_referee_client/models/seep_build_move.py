from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_build_move_type import SeepBuildMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeepBuildMove")



@_attrs_define
class SeepBuildMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (SeepBuildMoveType): build
            card (str): the card played onto the floor Example: 10D.
            value (int): the declared house value, 9 to 13 (SEP-6.3)
            loose (list[str] | Unset): every loose card that joins the house, including those forced in (SEP-7.11); [] when
                omitted
            houses (list[int] | Unset): the values of the houses used: the ordinary house raised by the card (SEP-6.7)
                and/or the existing house of the declared value (SEP-6.2); [] when omitted
     """

    player: int
    type_: SeepBuildMoveType
    card: str
    value: int
    loose: list[str] | Unset = UNSET
    houses: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        card = self.card

        value = self.value

        loose: list[str] | Unset = UNSET
        if not isinstance(self.loose, Unset):
            loose = self.loose



        houses: list[int] | Unset = UNSET
        if not isinstance(self.houses, Unset):
            houses = self.houses




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "card": card,
            "value": value,
        })
        if loose is not UNSET:
            field_dict["loose"] = loose
        if houses is not UNSET:
            field_dict["houses"] = houses

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = SeepBuildMoveType(d.pop("type"))




        card = d.pop("card")

        value = d.pop("value")

        loose = cast(list[str], d.pop("loose", UNSET))


        houses = cast(list[int], d.pop("houses", UNSET))


        seep_build_move = cls(
            player=player,
            type_=type_,
            card=card,
            value=value,
            loose=loose,
            houses=houses,
        )

        return seep_build_move

