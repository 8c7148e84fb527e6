from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_reserve_move import CassinoReserveMove
  from ..models.cassino_trail_move import CassinoTrailMove





T = TypeVar("T", bound="CassinoLegalMovesResponse")



@_attrs_define
class CassinoLegalMovesResponse:
    """ 
        Attributes:
            moves (list[Any | CassinoReserveMove | CassinoTrailMove]):
            truncated (bool): true when the cap cut the list
     """

    moves: list[Any | CassinoReserveMove | CassinoTrailMove]
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_reserve_move import CassinoReserveMove # noqa: PLC0415
        from ..models.cassino_trail_move import CassinoTrailMove # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: Any | dict[str, Any]
            if isinstance(moves_item_data, CassinoReserveMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CassinoTrailMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data
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
        from ..models.cassino_reserve_move import CassinoReserveMove # noqa: PLC0415
        from ..models.cassino_trail_move import CassinoTrailMove # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> Any | CassinoReserveMove | CassinoTrailMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cassino_move_type_1 = CassinoReserveMove.from_dict(data)



                    return componentsschemas_cassino_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cassino_move_type_2 = CassinoTrailMove.from_dict(data)



                    return componentsschemas_cassino_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(Any | CassinoReserveMove | CassinoTrailMove, data)

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        truncated = d.pop("truncated")

        cassino_legal_moves_response = cls(
            moves=moves,
            truncated=truncated,
        )

        return cassino_legal_moves_response

