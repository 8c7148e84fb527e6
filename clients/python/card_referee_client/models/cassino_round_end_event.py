from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_round_end_event_type import CassinoRoundEndEventType






T = TypeVar("T", bound="CassinoRoundEndEvent")



@_attrs_define
class CassinoRoundEndEvent:
    """ 
        Attributes:
            type_ (CassinoRoundEndEventType): "round_end"
            game_number (int): the game, from 1
            round_ (int): the round that ended, from 1
     """

    type_: CassinoRoundEndEventType
    game_number: int
    round_: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        game_number = self.game_number

        round_ = self.round_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "game_number": game_number,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CassinoRoundEndEventType(d.pop("type"))




        game_number = d.pop("game_number")

        round_ = d.pop("round")

        cassino_round_end_event = cls(
            type_=type_,
            game_number=game_number,
            round_=round_,
        )

        return cassino_round_end_event

