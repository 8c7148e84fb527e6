from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CassinoTallySide")



@_attrs_define
class CassinoTallySide:
    """ 
        Attributes:
            cards (list[str]): every card the side captured, including the rest it received as last capturer (CAS-7.8)
            sweeps (int): how many sweeps the side made (CAS-4.5)
     """

    cards: list[str]
    sweeps: int





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        sweeps = self.sweeps


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "sweeps": sweeps,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        sweeps = d.pop("sweeps")

        cassino_tally_side = cls(
            cards=cards,
            sweeps=sweeps,
        )

        return cassino_tally_side

