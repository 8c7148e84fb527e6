from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeepHouse")



@_attrs_define
class SeepHouse:
    """ 
        Attributes:
            value (int): the declared value, 9 to 13 (SEP-6.3)
            cards (list[str]): every card of the house; the number of combinations is their total / value, one making an
                ordinary house and two or more a cemented one (SEP-6.1)
            owners (list[int]): the seats that own the house: one, or two of different sides (SEP-8.1)
     """

    value: int
    cards: list[str]
    owners: list[int]





    def to_dict(self) -> dict[str, Any]:
        value = self.value

        cards = self.cards



        owners = self.owners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "value": value,
            "cards": cards,
            "owners": owners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        value = d.pop("value")

        cards = cast(list[str], d.pop("cards"))


        owners = cast(list[int], d.pop("owners"))


        seep_house = cls(
            value=value,
            cards=cards,
            owners=owners,
        )

        return seep_house

