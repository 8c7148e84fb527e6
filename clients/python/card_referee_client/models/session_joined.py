from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SessionJoined")



@_attrs_define
class SessionJoined:
    """ 
        Attributes:
            id (str): the session id
            game (str):
            version (int): the session's version
            player (int): the seat
            token (str): the seat's new secret bearer token; shown only in this answer
     """

    id: str
    game: str
    version: int
    player: int
    token: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game

        version = self.version

        player = self.player

        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "version": version,
            "player": player,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        version = d.pop("version")

        player = d.pop("player")

        token = d.pop("token")

        session_joined = cls(
            id=id,
            game=game,
            version=version,
            player=player,
            token=token,
        )

        return session_joined

