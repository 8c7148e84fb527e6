from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeepViewSweep")



@_attrs_define
class SeepViewSweep:
    """ 
        Attributes:
            play (int): the play that swept
            points (int): its points (SEP-9.1)
     """

    play: int
    points: int





    def to_dict(self) -> dict[str, Any]:
        play = self.play

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "play": play,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        play = d.pop("play")

        points = d.pop("points")

        seep_view_sweep = cls(
            play=play,
            points=points,
        )

        return seep_view_sweep

