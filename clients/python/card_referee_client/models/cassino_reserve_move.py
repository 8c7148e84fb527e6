from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_reserve_move_type import CassinoReserveMoveType
from typing import cast






T = TypeVar("T", bound="CassinoReserveMove")



@_attrs_define
class CassinoReserveMove:
    """ 
        Attributes:
            player (int): the seat making the move
            card (str): the card played from the hand (CAS-4.1) Example: 10D.
            type_ (CassinoReserveMoveType): "reserve"
            cards (list[str]): the set T of table cards bundled with the played card (free cards, and whole reservations for
                an override); the reservation is the played card plus T (CAS-5.2, CAS-5.5)
            value (int): the declared value d (CAS-5.2)
     """

    player: int
    card: str
    type_: CassinoReserveMoveType
    cards: list[str]
    value: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        type_ = self.type_.value

        cards = self.cards



        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "card": card,
            "type": type_,
            "cards": cards,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        type_ = CassinoReserveMoveType(d.pop("type"))




        cards = cast(list[str], d.pop("cards"))


        value = d.pop("value")

        cassino_reserve_move = cls(
            player=player,
            card=card,
            type_=type_,
            cards=cards,
            value=value,
        )

        return cassino_reserve_move

