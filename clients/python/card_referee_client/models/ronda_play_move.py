from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_play_move_type import RondaPlayMoveType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RondaPlayMove")



@_attrs_define
class RondaPlayMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (RondaPlayMoveType): play
            card (str): the card played from the hand Example: 10D.
            takes (list[str] | Unset): every card the play takes: the matching table card and its run (RON-5.3), or for a
                Five or Ten what the previous play took (RON-6.3); [] (the default) when the card is placed
     """

    player: int
    type_: RondaPlayMoveType
    card: str
    takes: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        card = self.card

        takes: list[str] | Unset = UNSET
        if not isinstance(self.takes, Unset):
            takes = self.takes




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "card": card,
        })
        if takes is not UNSET:
            field_dict["takes"] = takes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = RondaPlayMoveType(d.pop("type"))




        card = d.pop("card")

        takes = cast(list[str], d.pop("takes", UNSET))


        ronda_play_move = cls(
            player=player,
            type_=type_,
            card=card,
            takes=takes,
        )

        return ronda_play_move

