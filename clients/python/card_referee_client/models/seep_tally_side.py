from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeepTallySide")



@_attrs_define
class SeepTallySide:
    """ 
        Attributes:
            cards (list[str]): every card the side took in the deal, leftovers included
            sweep_points (int): the side's sweep points in the deal
     """

    cards: list[str]
    sweep_points: int





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        sweep_points = self.sweep_points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "sweep_points": sweep_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        sweep_points = d.pop("sweep_points")

        seep_tally_side = cls(
            cards=cards,
            sweep_points=sweep_points,
        )

        return seep_tally_side

