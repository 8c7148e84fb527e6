from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SessionSeat")



@_attrs_define
class SessionSeat:
    """ 
        Attributes:
            player (int): the seat
            token (str): the seat's secret bearer token; shown only in this answer
     """

    player: int
    token: str





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        token = d.pop("token")

        session_seat = cls(
            player=player,
            token=token,
        )

        return session_seat

