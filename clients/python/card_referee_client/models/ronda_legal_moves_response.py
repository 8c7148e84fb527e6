from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_challenge_move import RondaChallengeMove
  from ..models.ronda_declare_move import RondaDeclareMove
  from ..models.ronda_play_move import RondaPlayMove





T = TypeVar("T", bound="RondaLegalMovesResponse")



@_attrs_define
class RondaLegalMovesResponse:
    """ 
        Attributes:
            moves (list[RondaChallengeMove | RondaDeclareMove | RondaPlayMove]):
            truncated (bool): true when the cap cut the list
     """

    moves: list[RondaChallengeMove | RondaDeclareMove | RondaPlayMove]
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_challenge_move import RondaChallengeMove # noqa: PLC0415
        from ..models.ronda_declare_move import RondaDeclareMove # noqa: PLC0415
        from ..models.ronda_play_move import RondaPlayMove # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, RondaDeclareMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RondaPlayMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        truncated = self.truncated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "moves": moves,
            "truncated": truncated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_challenge_move import RondaChallengeMove # noqa: PLC0415
        from ..models.ronda_declare_move import RondaDeclareMove # noqa: PLC0415
        from ..models.ronda_play_move import RondaPlayMove # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> RondaChallengeMove | RondaDeclareMove | RondaPlayMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ronda_move_type_0 = RondaDeclareMove.from_dict(data)



                    return componentsschemas_ronda_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ronda_move_type_1 = RondaPlayMove.from_dict(data)



                    return componentsschemas_ronda_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ronda_move_type_2 = RondaChallengeMove.from_dict(data)



                return componentsschemas_ronda_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        truncated = d.pop("truncated")

        ronda_legal_moves_response = cls(
            moves=moves,
            truncated=truncated,
        )

        return ronda_legal_moves_response

