from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_challenge_move_type import RondaChallengeMoveType






T = TypeVar("T", bound="RondaChallengeMove")



@_attrs_define
class RondaChallengeMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (RondaChallengeMoveType): challenge
            target (int): the seat whose pending declaration is challenged (RON-4.13)
     """

    player: int
    type_: RondaChallengeMoveType
    target: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        target = self.target


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "target": target,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = RondaChallengeMoveType(d.pop("type"))




        target = d.pop("target")

        ronda_challenge_move = cls(
            player=player,
            type_=type_,
            target=target,
        )

        return ronda_challenge_move

