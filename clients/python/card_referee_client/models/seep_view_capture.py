from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeepViewCapture")



@_attrs_define
class SeepViewCapture:
    """ 
        Attributes:
            player (int): the capturer
            card (str): the card played Example: 10D.
            cards (list[str]): the cards it took
     """

    player: int
    card: str
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "card": card,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        cards = cast(list[str], d.pop("cards"))


        seep_view_capture = cls(
            player=player,
            card=card,
            cards=cards,
        )

        return seep_view_capture

