from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_capture_move_type import SeepCaptureMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeepCaptureMove")



@_attrs_define
class SeepCaptureMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (SeepCaptureMoveType): capture
            card (str): the card played Example: 10D.
            loose (list[str] | Unset): every loose card taken (SEP-5.1, SEP-5.4); their grouping is not part of the move; []
                when omitted
            houses (list[int] | Unset): the value of the house taken whole (SEP-5.2), if any; [] when omitted
     """

    player: int
    type_: SeepCaptureMoveType
    card: str
    loose: list[str] | Unset = UNSET
    houses: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        card = self.card

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

        type_ = SeepCaptureMoveType(d.pop("type"))




        card = d.pop("card")

        loose = cast(list[str], d.pop("loose", UNSET))


        houses = cast(list[int], d.pop("houses", UNSET))


        seep_capture_move = cls(
            player=player,
            type_=type_,
            card=card,
            loose=loose,
            houses=houses,
        )

        return seep_capture_move

