from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seep_bid_move import SeepBidMove
  from ..models.seep_build_move import SeepBuildMove
  from ..models.seep_capture_move import SeepCaptureMove
  from ..models.seep_redeal_move import SeepRedealMove
  from ..models.seep_throw_move import SeepThrowMove





T = TypeVar("T", bound="SeepLegalMovesResponse")



@_attrs_define
class SeepLegalMovesResponse:
    """ 
        Attributes:
            moves (list[SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove]):
            truncated (bool): true when the cap cut the list
     """

    moves: list[SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove]
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_bid_move import SeepBidMove # noqa: PLC0415
        from ..models.seep_build_move import SeepBuildMove # noqa: PLC0415
        from ..models.seep_capture_move import SeepCaptureMove # noqa: PLC0415
        from ..models.seep_redeal_move import SeepRedealMove # noqa: PLC0415
        from ..models.seep_throw_move import SeepThrowMove # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SeepBidMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepRedealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepThrowMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepCaptureMove):
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
        from ..models.seep_bid_move import SeepBidMove # noqa: PLC0415
        from ..models.seep_build_move import SeepBuildMove # noqa: PLC0415
        from ..models.seep_capture_move import SeepCaptureMove # noqa: PLC0415
        from ..models.seep_redeal_move import SeepRedealMove # noqa: PLC0415
        from ..models.seep_throw_move import SeepThrowMove # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_0 = SeepBidMove.from_dict(data)



                    return componentsschemas_seep_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_1 = SeepRedealMove.from_dict(data)



                    return componentsschemas_seep_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_2 = SeepThrowMove.from_dict(data)



                    return componentsschemas_seep_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_3 = SeepCaptureMove.from_dict(data)



                    return componentsschemas_seep_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seep_move_type_4 = SeepBuildMove.from_dict(data)



                return componentsschemas_seep_move_type_4

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        truncated = d.pop("truncated")

        seep_legal_moves_response = cls(
            moves=moves,
            truncated=truncated,
        )

        return seep_legal_moves_response

