from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SpiteAndMaliceViewPile")



@_attrs_define
class SpiteAndMaliceViewPile:
    """ 
        Attributes:
            pile (int): its number n (Cn)
            cards (list[str]): its cards, bottom to top (SAM-3.5)
            needs (int): the rank it needs next (SAM-5.4)
     """

    pile: int
    cards: list[str]
    needs: int





    def to_dict(self) -> dict[str, Any]:
        pile = self.pile

        cards = self.cards



        needs = self.needs


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pile": pile,
            "cards": cards,
            "needs": needs,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pile = d.pop("pile")

        cards = cast(list[str], d.pop("cards"))


        needs = d.pop("needs")

        spite_and_malice_view_pile = cls(
            pile=pile,
            cards=cards,
            needs=needs,
        )

        return spite_and_malice_view_pile

