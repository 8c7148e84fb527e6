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





T = TypeVar("T", bound="SeepSuggestionResponse")



@_attrs_define
class SeepSuggestionResponse:
    """ 
        Attributes:
            move (SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove):
            level (str): the level that chose it
            elapsed_ms (float): the time the bot took, in milliseconds
            budget_ms (int | None): the expert's budget; null for the other levels
     """

    move: SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove
    level: str
    elapsed_ms: float
    budget_ms: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_bid_move import SeepBidMove # noqa: PLC0415
        from ..models.seep_build_move import SeepBuildMove # noqa: PLC0415
        from ..models.seep_capture_move import SeepCaptureMove # noqa: PLC0415
        from ..models.seep_redeal_move import SeepRedealMove # noqa: PLC0415
        from ..models.seep_throw_move import SeepThrowMove # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, SeepBidMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SeepRedealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SeepThrowMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SeepCaptureMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        level = self.level

        elapsed_ms = self.elapsed_ms

        budget_ms: int | None
        budget_ms = self.budget_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "level": level,
            "elapsed_ms": elapsed_ms,
            "budget_ms": budget_ms,
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
        def _parse_move(data: object) -> SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove:
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

        move = _parse_move(d.pop("move"))


        level = d.pop("level")

        elapsed_ms = d.pop("elapsed_ms")

        def _parse_budget_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms"))


        seep_suggestion_response = cls(
            move=move,
            level=level,
            elapsed_ms=elapsed_ms,
            budget_ms=budget_ms,
        )

        return seep_suggestion_response

