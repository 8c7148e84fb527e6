from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeepViewHouse")



@_attrs_define
class SeepViewHouse:
    """ 
        Attributes:
            value (int): the house value
            cards (list[str]): its cards, face up
            owners (list[int]): its owners
            cemented (bool): two or more combinations (SEP-6.1)
     """

    value: int
    cards: list[str]
    owners: list[int]
    cemented: bool





    def to_dict(self) -> dict[str, Any]:
        value = self.value

        cards = self.cards



        owners = self.owners



        cemented = self.cemented


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "value": value,
            "cards": cards,
            "owners": owners,
            "cemented": cemented,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        value = d.pop("value")

        cards = cast(list[str], d.pop("cards"))


        owners = cast(list[int], d.pop("owners"))


        cemented = d.pop("cemented")

        seep_view_house = cls(
            value=value,
            cards=cards,
            owners=owners,
            cemented=cemented,
        )

        return seep_view_house

