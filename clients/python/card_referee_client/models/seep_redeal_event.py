from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_redeal_event_type import SeepRedealEventType
from typing import cast






T = TypeVar("T", bound="SeepRedealEvent")



@_attrs_define
class SeepRedealEvent:
    """ 
        Attributes:
            type_ (SeepRedealEventType): redeal
            player (int): the bidder asking for the redeal
            shown (list[str]): the bidder's hand, shown to all (SEP-3.4)
     """

    type_: SeepRedealEventType
    player: int
    shown: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        shown = self.shown




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "shown": shown,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepRedealEventType(d.pop("type"))




        player = d.pop("player")

        shown = cast(list[str], d.pop("shown"))


        seep_redeal_event = cls(
            type_=type_,
            player=player,
            shown=shown,
        )

        return seep_redeal_event

