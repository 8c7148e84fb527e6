from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_declare_move_kind import RondaDeclareMoveKind
from ..models.ronda_declare_move_type import RondaDeclareMoveType






T = TypeVar("T", bound="RondaDeclareMove")



@_attrs_define
class RondaDeclareMove:
    """ 
        Attributes:
            player (int): the seat making the move
            type_ (RondaDeclareMoveType): declare
            kind (RondaDeclareMoveKind): none, ronda, tringa, or two_rondas with a four-card hand (RON-4.4); the rank is
                never announced
     """

    player: int
    type_: RondaDeclareMoveType
    kind: RondaDeclareMoveKind





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        kind = self.kind.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = RondaDeclareMoveType(d.pop("type"))




        kind = RondaDeclareMoveKind(d.pop("kind"))




        ronda_declare_move = cls(
            player=player,
            type_=type_,
            kind=kind,
        )

        return ronda_declare_move

