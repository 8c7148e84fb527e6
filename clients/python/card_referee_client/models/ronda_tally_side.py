from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RondaTallySide")



@_attrs_define
class RondaTallySide:
    """ 
        Attributes:
            cards (int): how many cards the side won in the deal, the sweep included
     """

    cards: int





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = d.pop("cards")

        ronda_tally_side = cls(
            cards=cards,
        )

        return ronda_tally_side

