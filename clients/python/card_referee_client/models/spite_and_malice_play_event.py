from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_play_event_source import SpiteAndMalicePlayEventSource
from ..models.spite_and_malice_play_event_type import SpiteAndMalicePlayEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SpiteAndMalicePlayEvent")



@_attrs_define
class SpiteAndMalicePlayEvent:
    """ 
        Attributes:
            type_ (SpiteAndMalicePlayEventType): "play"
            player (int): the mover
            card (str): the card played Example: 10D.
            source (SpiteAndMalicePlayEventSource): "hand", "payoff" or "discard" (SAM-4.3)
            pile (int): the center pile n
            value (int): the rank the card stands for there (SAM-5.4)
            owner (int | Unset): whose pay-off or discard pile; only for those sources (SAM-12.5.3)
            slot (int | Unset): the discard slot, 0-3 for D1-D4; only from a discard pile
     """

    type_: SpiteAndMalicePlayEventType
    player: int
    card: str
    source: SpiteAndMalicePlayEventSource
    pile: int
    value: int
    owner: int | Unset = UNSET
    slot: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        card = self.card

        source = self.source.value

        pile = self.pile

        value = self.value

        owner = self.owner

        slot = self.slot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "card": card,
            "source": source,
            "pile": pile,
            "value": value,
        })
        if owner is not UNSET:
            field_dict["owner"] = owner
        if slot is not UNSET:
            field_dict["slot"] = slot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SpiteAndMalicePlayEventType(d.pop("type"))




        player = d.pop("player")

        card = d.pop("card")

        source = SpiteAndMalicePlayEventSource(d.pop("source"))




        pile = d.pop("pile")

        value = d.pop("value")

        owner = d.pop("owner", UNSET)

        slot = d.pop("slot", UNSET)

        spite_and_malice_play_event = cls(
            type_=type_,
            player=player,
            card=card,
            source=source,
            pile=pile,
            value=value,
            owner=owner,
            slot=slot,
        )

        return spite_and_malice_play_event

