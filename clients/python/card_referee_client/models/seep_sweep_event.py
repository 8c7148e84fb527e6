from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_sweep_event_type import SeepSweepEventType






T = TypeVar("T", bound="SeepSweepEvent")



@_attrs_define
class SeepSweepEvent:
    """ 
        Attributes:
            type_ (SeepSweepEventType): sweep
            player (int): the seat that swept
            side (str): its side
            play (int): the play number, 1 to 48
            points (int): the sweep's points (SEP-9.1)
     """

    type_: SeepSweepEventType
    player: int
    side: str
    play: int
    points: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        side = self.side

        play = self.play

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "side": side,
            "play": play,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepSweepEventType(d.pop("type"))




        player = d.pop("player")

        side = d.pop("side")

        play = d.pop("play")

        points = d.pop("points")

        seep_sweep_event = cls(
            type_=type_,
            player=player,
            side=side,
            play=play,
            points=points,
        )

        return seep_sweep_event

