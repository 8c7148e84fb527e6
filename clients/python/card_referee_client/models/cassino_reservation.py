from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CassinoReservation")



@_attrs_define
class CassinoReservation:
    """ 
        Attributes:
            cards (list[str]): the reserved cards, at least two (CAS-5.1)
            value (int): the declared value d, 1-13
            owner (int): the seat that declared it last (CAS-5.5)
     """

    cards: list[str]
    value: int
    owner: int





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        value = self.value

        owner = self.owner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "value": value,
            "owner": owner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        value = d.pop("value")

        owner = d.pop("owner")

        cassino_reservation = cls(
            cards=cards,
            value=value,
            owner=owner,
        )

        return cassino_reservation

