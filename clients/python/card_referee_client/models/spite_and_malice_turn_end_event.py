from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_turn_end_event_type import SpiteAndMaliceTurnEndEventType






T = TypeVar("T", bound="SpiteAndMaliceTurnEndEvent")



@_attrs_define
class SpiteAndMaliceTurnEndEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceTurnEndEventType): "turn_end"
            player (int): whose turn ended
            null (bool): nothing went to a center pile or a discard pile (SAM-8.1)
     """

    type_: SpiteAndMaliceTurnEndEventType
    player: int
    null: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        null = self.null


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "null": null,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMaliceTurnEndEventType(d.pop("type"))




        player = d.pop("player")

        null = d.pop("null")

        spite_and_malice_turn_end_event = cls(
            type_=type_,
            player=player,
            null=null,
        )

        return spite_and_malice_turn_end_event

