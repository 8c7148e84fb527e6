from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SessionJoinCode")



@_attrs_define
class SessionJoinCode:
    """ 
        Attributes:
            id (str):
            player (int): the seat
            code (str): 8 characters of Crockford's base32 (no I, L, O or U); redeemed once with POST /v1/join-codes/{code}
            expires_in (int): seconds the code stays good unless redeemed
     """

    id: str
    player: int
    code: str
    expires_in: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        player = self.player

        code = self.code

        expires_in = self.expires_in


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "player": player,
            "code": code,
            "expires_in": expires_in,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        player = d.pop("player")

        code = d.pop("code")

        expires_in = d.pop("expires_in")

        session_join_code = cls(
            id=id,
            player=player,
            code=code,
            expires_in=expires_in,
        )

        return session_join_code

