from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Standing")



@_attrs_define
class Standing:
    """ 
        Attributes:
            side (str):
            score (int):
            rank (int): 1 for the winners
     """

    side: str
    score: int
    rank: int





    def to_dict(self) -> dict[str, Any]:
        side = self.side

        score = self.score

        rank = self.rank


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "side": side,
            "score": score,
            "rank": rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side")

        score = d.pop("score")

        rank = d.pop("rank")

        standing = cls(
            side=side,
            score=score,
            rank=rank,
        )

        return standing

