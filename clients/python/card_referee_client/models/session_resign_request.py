from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SessionResignRequest")



@_attrs_define
class SessionResignRequest:
    """ 
        Attributes:
            player (int | Unset): the seat that resigns: the owner's or admin's token names it; a seat's token resigns its
                own seat (naming another is a 403)
     """

    player: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player", UNSET)

        session_resign_request = cls(
            player=player,
        )

        return session_resign_request

