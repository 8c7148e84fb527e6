from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SpiteAndMaliceCenterPile")



@_attrs_define
class SpiteAndMaliceCenterPile:
    """ 
        Attributes:
            pile (int): its number n (Cn): piles are numbered 1, 2, ... as they are started in the deal (SAM-0.5)
            cards (list[str]): its cards bottom to top; a joker counts as its position (SAM-5.4)
     """

    pile: int
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        pile = self.pile

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pile": pile,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pile = d.pop("pile")

        cards = cast(list[str], d.pop("cards"))


        spite_and_malice_center_pile = cls(
            pile=pile,
            cards=cards,
        )

        return spite_and_malice_center_pile

