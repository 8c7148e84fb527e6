from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.session_move import SessionMove





T = TypeVar("T", bound="SessionMoveRequest")



@_attrs_define
class SessionMoveRequest:
    """ 
        Attributes:
            move (SessionMove): a move of the session's game, in the form its legal moves list: one of that game's move
                schemas (CassinoMove, ModuloMove, RondaMove, SeepMove, SpiteAndMaliceMove)
     """

    move: SessionMove





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_move import SessionMove # noqa: PLC0415
        move = self.move.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_move import SessionMove # noqa: PLC0415
        d = dict(src_dict)
        move = SessionMove.from_dict(d.pop("move"))




        session_move_request = cls(
            move=move,
        )

        return session_move_request

