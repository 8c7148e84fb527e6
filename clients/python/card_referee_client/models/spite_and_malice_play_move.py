from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_play_move_source import SpiteAndMalicePlayMoveSource
from ..models.spite_and_malice_play_move_to_type_0 import SpiteAndMalicePlayMoveToType0
from ..models.spite_and_malice_play_move_type import SpiteAndMalicePlayMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SpiteAndMalicePlayMove")



@_attrs_define
class SpiteAndMalicePlayMove:
    """ 
        Attributes:
            player (int): the seat acting: the mover
            type_ (SpiteAndMalicePlayMoveType): "play"
            card (str): the card played Example: 10D.
            source (SpiteAndMalicePlayMoveSource): "hand", "payoff" (the pay-off top) or "discard" (the top of a discard
                pile) (SAM-4.3)
            to (int | SpiteAndMalicePlayMoveToType0): the active center pile n (Cn) it goes on, or "new" to start a pile
                (SAM-5.2, SAM-5.3)
            owner (int | Unset): whose pay-off or discard pile: the mover's own when left out, or its partner's (SAM-12.5.3)
            slot (int | Unset): the discard slot, 0-3 for D1-D4; only and always with source "discard"
     """

    player: int
    type_: SpiteAndMalicePlayMoveType
    card: str
    source: SpiteAndMalicePlayMoveSource
    to: int | SpiteAndMalicePlayMoveToType0
    owner: int | Unset = UNSET
    slot: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        card = self.card

        source = self.source.value

        to: int | str
        if isinstance(self.to, SpiteAndMalicePlayMoveToType0):
            to = self.to.value
        else:
            to = self.to

        owner = self.owner

        slot = self.slot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "card": card,
            "source": source,
            "to": to,
        })
        if owner is not UNSET:
            field_dict["owner"] = owner
        if slot is not UNSET:
            field_dict["slot"] = slot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = SpiteAndMalicePlayMoveType(d.pop("type"))




        card = d.pop("card")

        source = SpiteAndMalicePlayMoveSource(d.pop("source"))




        def _parse_to(data: object) -> int | SpiteAndMalicePlayMoveToType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_0 = SpiteAndMalicePlayMoveToType0(data)



                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SpiteAndMalicePlayMoveToType0, data)

        to = _parse_to(d.pop("to"))


        owner = d.pop("owner", UNSET)

        slot = d.pop("slot", UNSET)

        spite_and_malice_play_move = cls(
            player=player,
            type_=type_,
            card=card,
            source=source,
            to=to,
            owner=owner,
            slot=slot,
        )

        return spite_and_malice_play_move

