from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RondaViewPlay")



@_attrs_define
class RondaViewPlay:
    """ 
        Attributes:
            player (int): who made the previous play
            card (str): the card played Example: 10D.
            placed (bool): whether it stayed on the table
            chain (int): 0, or 1, 2, 3 for an Este, Five, Ten
            cards (list[str]): the cards it took
     """

    player: int
    card: str
    placed: bool
    chain: int
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        placed = self.placed

        chain = self.chain

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "card": card,
            "placed": placed,
            "chain": chain,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        placed = d.pop("placed")

        chain = d.pop("chain")

        cards = cast(list[str], d.pop("cards"))


        ronda_view_play = cls(
            player=player,
            card=card,
            placed=placed,
            chain=chain,
            cards=cards,
        )

        return ronda_view_play

