from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SpiteAndMaliceCompleted")



@_attrs_define
class SpiteAndMaliceCompleted:
    """ 
        Attributes:
            pile (int): its number n (Cn)
            cards (list[str]): its 13 cards (SAM-3.6)
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


        spite_and_malice_completed = cls(
            pile=pile,
            cards=cards,
        )

        return spite_and_malice_completed

