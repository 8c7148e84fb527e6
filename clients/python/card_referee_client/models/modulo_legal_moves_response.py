from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.modulo_bid_move import ModuloBidMove
  from ..models.modulo_play_move import ModuloPlayMove





T = TypeVar("T", bound="ModuloLegalMovesResponse")



@_attrs_define
class ModuloLegalMovesResponse:
    """ 
        Attributes:
            moves (list[ModuloBidMove | ModuloPlayMove]):
            truncated (bool): true when the cap cut the list
     """

    moves: list[ModuloBidMove | ModuloPlayMove]
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_bid_move import ModuloBidMove # noqa: PLC0415
        from ..models.modulo_play_move import ModuloPlayMove # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, ModuloBidMove):
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
        from ..models.modulo_bid_move import ModuloBidMove # noqa: PLC0415
        from ..models.modulo_play_move import ModuloPlayMove # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> ModuloBidMove | ModuloPlayMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_modulo_move_type_0 = ModuloBidMove.from_dict(data)



                    return componentsschemas_modulo_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_modulo_move_type_1 = ModuloPlayMove.from_dict(data)



                return componentsschemas_modulo_move_type_1

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        truncated = d.pop("truncated")

        modulo_legal_moves_response = cls(
            moves=moves,
            truncated=truncated,
        )

        return modulo_legal_moves_response

