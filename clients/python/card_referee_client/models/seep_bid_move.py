from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_bid_move_type import SeepBidMoveType






T = TypeVar("T", bound="SeepBidMove")



@_attrs_define
class SeepBidMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (SeepBidMoveType): bid
            value (int): a capture value from 9 to 13 of a card in the bidder's hand (SEP-3.3)
     """

    player: int
    type_: SeepBidMoveType
    value: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = SeepBidMoveType(d.pop("type"))




        value = d.pop("value")

        seep_bid_move = cls(
            player=player,
            type_=type_,
            value=value,
        )

        return seep_bid_move

