from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_payoff_top_event_type import SpiteAndMalicePayoffTopEventType
from typing import cast






T = TypeVar("T", bound="SpiteAndMalicePayoffTopEvent")



@_attrs_define
class SpiteAndMalicePayoffTopEvent:
    """ 
        Attributes:
            type_ (SpiteAndMalicePayoffTopEventType): "payoff_top"
            player (int): whose pay-off pile
            card (None | str): its new face-up top; null once empty (SAM-3.1) Example: 10D.
            count (int): cards left in it
     """

    type_: SpiteAndMalicePayoffTopEventType
    player: int
    card: None | str
    count: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        card: None | str
        card = self.card

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "card": card,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMalicePayoffTopEventType(d.pop("type"))




        player = d.pop("player")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))


        count = d.pop("count")

        spite_and_malice_payoff_top_event = cls(
            type_=type_,
            player=player,
            card=card,
            count=count,
        )

        return spite_and_malice_payoff_top_event

