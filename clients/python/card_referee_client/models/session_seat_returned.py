from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.session_seat_returned_bots import SessionSeatReturnedBots





T = TypeVar("T", bound="SessionSeatReturned")



@_attrs_define
class SessionSeatReturned:
    """ 
        Attributes:
            id (str):
            version (int): the session's version
            player (int): the seat
            token (str): the seat's new secret bearer token; shown only in this answer
            bots (SessionSeatReturnedBots): the seats bots hold, each with the bot's level; {} for none
     """

    id: str
    version: int
    player: int
    token: str
    bots: SessionSeatReturnedBots





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_seat_returned_bots import SessionSeatReturnedBots # noqa: PLC0415
        id = self.id

        version = self.version

        player = self.player

        token = self.token

        bots = self.bots.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "player": player,
            "token": token,
            "bots": bots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_seat_returned_bots import SessionSeatReturnedBots # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        player = d.pop("player")

        token = d.pop("token")

        bots = SessionSeatReturnedBots.from_dict(d.pop("bots"))




        session_seat_returned = cls(
            id=id,
            version=version,
            player=player,
            token=token,
            bots=bots,
        )

        return session_seat_returned

