from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_trick_event_type import ModuloTrickEventType
from typing import cast






T = TypeVar("T", bound="ModuloTrickEvent")



@_attrs_define
class ModuloTrickEvent:
    """ 
        Attributes:
            type_ (ModuloTrickEventType): trick
            number (int): the trick of the deal, 1 to 13
            leader (int): the seat that led it
            cards (list[str]): its cards in the order played
            winner (int): the seat that took it and leads next (MOD-4.9)
     """

    type_: ModuloTrickEventType
    number: int
    leader: int
    cards: list[str]
    winner: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        number = self.number

        leader = self.leader

        cards = self.cards



        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "number": number,
            "leader": leader,
            "cards": cards,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ModuloTrickEventType(d.pop("type"))




        number = d.pop("number")

        leader = d.pop("leader")

        cards = cast(list[str], d.pop("cards"))


        winner = d.pop("winner")

        modulo_trick_event = cls(
            type_=type_,
            number=number,
            leader=leader,
            cards=cards,
            winner=winner,
        )

        return modulo_trick_event

