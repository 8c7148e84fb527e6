from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.spite_and_malice_discard_move import SpiteAndMaliceDiscardMove
  from ..models.spite_and_malice_draw_move import SpiteAndMaliceDrawMove
  from ..models.spite_and_malice_end_move import SpiteAndMaliceEndMove
  from ..models.spite_and_malice_play_move import SpiteAndMalicePlayMove





T = TypeVar("T", bound="SpiteAndMaliceLegalMovesResponse")



@_attrs_define
class SpiteAndMaliceLegalMovesResponse:
    """ 
        Attributes:
            moves (list[SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove |
                SpiteAndMalicePlayMove]):
            truncated (bool): true when the cap cut the list
     """

    moves: list[SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove]
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.spite_and_malice_discard_move import SpiteAndMaliceDiscardMove # noqa: PLC0415
        from ..models.spite_and_malice_draw_move import SpiteAndMaliceDrawMove # noqa: PLC0415
        from ..models.spite_and_malice_end_move import SpiteAndMaliceEndMove # noqa: PLC0415
        from ..models.spite_and_malice_play_move import SpiteAndMalicePlayMove # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SpiteAndMalicePlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SpiteAndMaliceDiscardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SpiteAndMaliceDrawMove):
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
        from ..models.spite_and_malice_discard_move import SpiteAndMaliceDiscardMove # noqa: PLC0415
        from ..models.spite_and_malice_draw_move import SpiteAndMaliceDrawMove # noqa: PLC0415
        from ..models.spite_and_malice_end_move import SpiteAndMaliceEndMove # noqa: PLC0415
        from ..models.spite_and_malice_play_move import SpiteAndMalicePlayMove # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_spite_and_malice_move_type_0 = SpiteAndMalicePlayMove.from_dict(data)



                    return componentsschemas_spite_and_malice_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_spite_and_malice_move_type_1 = SpiteAndMaliceDiscardMove.from_dict(data)



                    return componentsschemas_spite_and_malice_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_spite_and_malice_move_type_2 = SpiteAndMaliceDrawMove.from_dict(data)



                    return componentsschemas_spite_and_malice_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_spite_and_malice_move_type_3 = SpiteAndMaliceEndMove.from_dict(data)



                return componentsschemas_spite_and_malice_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        truncated = d.pop("truncated")

        spite_and_malice_legal_moves_response = cls(
            moves=moves,
            truncated=truncated,
        )

        return spite_and_malice_legal_moves_response

