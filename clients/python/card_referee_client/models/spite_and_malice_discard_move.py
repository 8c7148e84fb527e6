from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_discard_move_type import SpiteAndMaliceDiscardMoveType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SpiteAndMaliceDiscardMove")



@_attrs_define
class SpiteAndMaliceDiscardMove:
    """ 
        Attributes:
            player (int): the seat acting: the mover
            type_ (SpiteAndMaliceDiscardMoveType): "discard"
            card (str): the hand card discarded (SAM-7.2) Example: 10D.
            slot (int): the mover's discard slot, 0-3 for D1-D4 (SAM-7.1)
            owner (int | Unset): whose slot: only the mover's own is allowed (SAM-12.5.3)
     """

    player: int
    type_: SpiteAndMaliceDiscardMoveType
    card: str
    slot: int
    owner: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        card = self.card

        slot = self.slot

        owner = self.owner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "card": card,
            "slot": slot,
        })
        if owner is not UNSET:
            field_dict["owner"] = owner

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = SpiteAndMaliceDiscardMoveType(d.pop("type"))




        card = d.pop("card")

        slot = d.pop("slot")

        owner = d.pop("owner", UNSET)

        spite_and_malice_discard_move = cls(
            player=player,
            type_=type_,
            card=card,
            slot=slot,
            owner=owner,
        )

        return spite_and_malice_discard_move

