from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.session_move import SessionMove





T = TypeVar("T", bound="SessionLegalMoves")



@_attrs_define
class SessionLegalMoves:
    """ 
        Attributes:
            version (int):
            player (int): the bearer's seat
            moves (list[SessionMove]): the seat's legal moves, each in the form /moves accepts; empty when the seat may not
                move now
            truncated (bool): true when the cap cut the list
     """

    version: int
    player: int
    moves: list[SessionMove]
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_move import SessionMove # noqa: PLC0415
        version = self.version

        player = self.player

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        truncated = self.truncated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "player": player,
            "moves": moves,
            "truncated": truncated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_move import SessionMove # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        player = d.pop("player")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = SessionMove.from_dict(moves_item_data)



            moves.append(moves_item)


        truncated = d.pop("truncated")

        session_legal_moves = cls(
            version=version,
            player=player,
            moves=moves,
            truncated=truncated,
        )

        return session_legal_moves

