from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeepLastCapture")



@_attrs_define
class SeepLastCapture:
    """ 
        Attributes:
            player (int): the seat that made the most recent play, a capture
            count (int): how many cards that capture put on top of its side's pile (played card included); they stay visible
                until the next play (SEP-4.5)
     """

    player: int
    count: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        count = d.pop("count")

        seep_last_capture = cls(
            player=player,
            count=count,
        )

        return seep_last_capture

