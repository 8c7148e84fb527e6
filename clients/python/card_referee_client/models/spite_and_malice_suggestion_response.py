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





T = TypeVar("T", bound="SpiteAndMaliceSuggestionResponse")



@_attrs_define
class SpiteAndMaliceSuggestionResponse:
    """ 
        Attributes:
            move (SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove):
            level (str): the level that chose it
            elapsed_ms (float): the time the bot took, in milliseconds
            budget_ms (int | None): the expert's budget; null for the other levels
     """

    move: SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove
    level: str
    elapsed_ms: float
    budget_ms: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.spite_and_malice_discard_move import SpiteAndMaliceDiscardMove # noqa: PLC0415
        from ..models.spite_and_malice_draw_move import SpiteAndMaliceDrawMove # noqa: PLC0415
        from ..models.spite_and_malice_end_move import SpiteAndMaliceEndMove # noqa: PLC0415
        from ..models.spite_and_malice_play_move import SpiteAndMalicePlayMove # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, SpiteAndMalicePlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SpiteAndMaliceDiscardMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SpiteAndMaliceDrawMove):
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
        from ..models.spite_and_malice_discard_move import SpiteAndMaliceDiscardMove # noqa: PLC0415
        from ..models.spite_and_malice_draw_move import SpiteAndMaliceDrawMove # noqa: PLC0415
        from ..models.spite_and_malice_end_move import SpiteAndMaliceEndMove # noqa: PLC0415
        from ..models.spite_and_malice_play_move import SpiteAndMalicePlayMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove:
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

        move = _parse_move(d.pop("move"))


        level = d.pop("level")

        elapsed_ms = d.pop("elapsed_ms")

        def _parse_budget_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms"))


        spite_and_malice_suggestion_response = cls(
            move=move,
            level=level,
            elapsed_ms=elapsed_ms,
            budget_ms=budget_ms,
        )

        return spite_and_malice_suggestion_response

