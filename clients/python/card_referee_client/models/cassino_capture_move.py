from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_capture_move_type import CassinoCaptureMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CassinoCaptureMove")



@_attrs_define
class CassinoCaptureMove:
    """ 
        Attributes:
            player (int): the seat making the move
            card (str): the card played from the hand (CAS-4.1) Example: 10D.
            type_ (CassinoCaptureMoveType): "capture"
            cards (list[str] | Unset): the set C of table cards taken (free cards, and whole reservations); order is free.
                Required unless `groups` is given (CAS-4.2, CAS-4.3)
            groups (list[list[str]] | Unset): optional: the same cards as groups; only their union counts. Any grouping is
                accepted when some valid grouping of the union exists (CAS-4.2). When `cards` is also given, both must name the
                same set
     """

    player: int
    card: str
    type_: CassinoCaptureMoveType
    cards: list[str] | Unset = UNSET
    groups: list[list[str]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        type_ = self.type_.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards



        groups: list[list[str]] | Unset = UNSET
        if not isinstance(self.groups, Unset):
            groups = []
            for groups_item_data in self.groups:
                groups_item = groups_item_data


                groups.append(groups_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "card": card,
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if groups is not UNSET:
            field_dict["groups"] = groups

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        type_ = CassinoCaptureMoveType(d.pop("type"))




        cards = cast(list[str], d.pop("cards", UNSET))


        _groups = d.pop("groups", UNSET)
        groups: list[list[str]] | Unset = UNSET
        if _groups is not UNSET:
            groups = []
            for groups_item_data in _groups:
                groups_item = cast(list[str], groups_item_data)

                groups.append(groups_item)


        cassino_capture_move = cls(
            player=player,
            card=card,
            type_=type_,
            cards=cards,
            groups=groups,
        )

        return cassino_capture_move

